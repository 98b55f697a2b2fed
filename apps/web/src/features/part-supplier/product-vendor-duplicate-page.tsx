import { ReloadOutlined } from '@ant-design/icons';
import type { SupplierDuplicateGroup } from '@erp/domain';
import { Button, Card, Empty, Skeleton, Space, Table, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { PageHead } from '../../components/page-head/page-head';
import { openPartModify } from '../part/part-paths';
import { useSupplierDuplicates } from './part-supplier.api';
import { SUPPLIER_PATHS } from './supplier-paths';

const REASON_COLOR: Record<SupplierDuplicateGroup['reason'], string> = {
  bizNo: 'red',
  name: 'orange',
  supplierPartNo: 'blue',
};

/**
 * SPEC §2.8 /Company/Part/vendor/productVendorDuplicateList: suppliers entered twice (same
 * business number, or the same name without spaces and corporate marks) and supplier part
 * numbers linked to more than one of our parts, to be merged or corrected by hand.
 */
export const ProductVendorDuplicatePage = () => {
  const navigate = useNavigate();
  const groups = useSupplierDuplicates();
  return (
    <div className="erp-page">
      <PageHead
        title="중복 의심 매입처"
        description="같은 회사를 두 번 등록했거나, 한 매입처 품번이 여러 품목에 붙은 경우입니다. 매입처를 눌러 확인하세요."
        actions={
          <Button icon={<ReloadOutlined />} loading={groups.isFetching} onClick={() => void groups.refetch()}>
            다시 찾기
          </Button>
        }
      />
      <Card size="small">
        {groups.isPending ? (
          <Skeleton active />
        ) : (groups.data ?? []).length === 0 ? (
          <Empty description="중복 의심 건이 없습니다." />
        ) : (
          <Table<SupplierDuplicateGroup>
            size="small"
            rowKey={(g) => `${g.reason}:${g.key}`}
            dataSource={groups.data}
            pagination={{ pageSize: 50, hideOnSinglePage: true }}
            columns={[
              {
                title: '이유',
                dataIndex: 'reasonLabel',
                width: 240,
                render: (label: string, g) => <Tag color={REASON_COLOR[g.reason]}>{label}</Tag>,
              },
              {
                title: '기준 값',
                dataIndex: 'key',
                width: 180,
                render: (v: string) => <span className="erp-cell-code">{v}</span>,
              },
              {
                title: '매입처',
                render: (_v, g) => (
                  <Space size={4} wrap>
                    {g.suppliers.map((s) => (
                      <Button
                        key={s.code}
                        size="small"
                        onClick={() => navigate(SUPPLIER_PATHS.vendorsOf(s.code))}
                      >
                        {s.code} {s.name}
                      </Button>
                    ))}
                  </Space>
                ),
              },
              {
                title: '품목',
                render: (_v, g) => (
                  <Space size={4} wrap>
                    {g.parts.map((p) => (
                      <Button
                        key={p.code}
                        size="small"
                        type="link"
                        onClick={() => openPartModify(p.code, navigate)}
                      >
                        {p.partNo} {p.name}
                      </Button>
                    ))}
                  </Space>
                ),
              },
            ]}
          />
        )}
      </Card>
    </div>
  );
};
