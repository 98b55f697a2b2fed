import type { Part } from '@erp/domain';
import { Card, Descriptions, Empty, Space, Spin, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { formatWon } from '../../components/data-table/cell-format';
import { PageHead } from '../../components/page-head/page-head';
import { usePartLookup } from './part-info.api';
import { PartPicker } from './part-picker';
import './part-info.css';

type Props = {
  title: string;
  description?: ReactNode;
  code: string | undefined;
  /** The same screen for another part (the picker at the top goes there). */
  pathOf: (code: string) => string;
  actions?: (part: Part) => ReactNode;
  children: (part: Part) => ReactNode;
  /** Phones: the summary as a short card. */
  compact?: boolean;
};

/** The frame of a screen about one part: the part's summary, a picker to go to another, the body. */
export const PartScreen = ({ title, description, code, pathOf, actions, children, compact }: Props) => {
  const navigate = useNavigate();
  const lookup = usePartLookup(code);
  const part = lookup.data ?? null;
  return (
    <div className={`erp-page erp-part-screen${compact ? ' erp-part-screen-compact' : ''}`}>
      <PageHead
        title={title}
        description={description}
        actions={
          <Space wrap>
            {part && actions?.(part)}
            <PartPicker
              ariaLabel="다른 품목"
              placeholder="다른 품목: 품번·품명·바코드"
              onPick={(p) => navigate(pathOf(p.code))}
              style={compact ? { minWidth: 0, width: '100%' } : undefined}
            />
          </Space>
        }
      />
      {!code ? (
        <Card>
          <Empty description="위 상자에서 품목을 찾아 고르세요." />
        </Card>
      ) : lookup.isPending ? (
        <div className="erp-center-fill">
          <Spin />
        </div>
      ) : !part ? (
        <Card>
          <Empty
            description={`품목 코드 ${code}에 해당하는 품목이 없습니다. 위 상자에서 품목을 찾아 고르세요.`}
          />
        </Card>
      ) : (
        <>
          <Card size="small" className="erp-part-summary">
            <Descriptions
              size="small"
              column={compact ? 1 : { xs: 1, sm: 2, lg: 4 }}
              items={[
                {
                  key: 'code',
                  label: '품목 코드',
                  children: <span className="erp-cell-code">{part.code}</span>,
                },
                { key: 'partNo', label: '품번', children: part.partNo },
                {
                  key: 'name',
                  label: '품명',
                  children: (
                    <Space size={4} wrap>
                      {part.name} {part.carModel}
                      {part.isSet && <Tag color="blue">세트</Tag>}
                      {!part.active && <Tag color="red">사용 안 함</Tag>}
                    </Space>
                  ),
                },
                { key: 'price', label: '판매가', children: `${formatWon(part.salePrice)}원` },
              ]}
            />
          </Card>
          {children(part)}
        </>
      )}
    </div>
  );
};
