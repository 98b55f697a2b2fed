import { ArrowRightOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { announceDataChange } from '../../components/data-sync/data-change';
import { PageHead } from '../../components/page-head/page-head';
import {
  CUST_ORDER_TYPES,
  custOrderRegisterPath,
  obtainRegisterPath,
  parseCustOrderExtras,
  parseObtainParams,
  reservationText,
} from '../sales-order/order-paths';
import { MemoForm } from './memo-form';
import { type MemoView, memoKeys, takeMemo } from './order-memo.api';
import '../../components/list-page/list-page.css';
import '../sales-order/sales-order.css';
import './order-memo.css';

/**
 * CustOrderMemo/:orderCode/:custCode/:vin/:orderType/:resvymd: the memo of a customer's own order
 * (app order or booked visit): the customer and car prefilled, the booked day and the customer's
 * order number written into the request. After the save the clerk can work it at once: the memo
 * is taken (working check) and the customer-order register opens with it.
 */
export const CustOrderMemoPage = () => {
  const raw = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const base = parseObtainParams({ vin: raw.vin, customerCode: raw.custCode, obtainCode: raw.orderCode });
  const extras = parseCustOrderExtras({ orderType: raw.orderType, resvymd: raw.resvymd });
  const booked = reservationText(extras);
  const related = base.target.kind === 'order' ? base.target.code : null;
  const initial = useMemo(
    () => ({
      customerCode: base.customerCode,
      vin: base.vin ?? '',
      request: [booked ? `[${booked}]` : null, related ? `(거래처 주문 ${related})` : null, '']
        .filter((v) => v !== null)
        .join(' '),
      urgent: false,
    }),
    [base.customerCode, base.vin, booked, related],
  );
  const [saved, setSaved] = useState<MemoView | null>(null);

  const work = async (memo: MemoView) => {
    try {
      const taken = await takeMemo(memo.code);
      void queryClient.invalidateQueries({ queryKey: memoKeys.all });
      navigate(
        custOrderRegisterPath(
          { vin: taken.vin, customerCode: taken.customerCode, obtainCode: taken.code },
          { ...extras, checkVin: false },
        ),
      );
    } catch {
      // The error dialog names the clerk who already has it.
    }
  };

  return (
    <div className="erp-page erp-memo-page">
      <PageHead
        title="거래처 주문 메모"
        description={
          <>
            {CUST_ORDER_TYPES[extras.orderType]} 주문{booked ? ` · ${booked}` : ''}
            {related ? ' · 거래처 주문 ' : ''}
            {related && (
              <Button
                type="link"
                size="small"
                onClick={() => navigate(obtainRegisterPath({ obtainCode: related }))}
              >
                {related}
              </Button>
            )}
          </>
        }
      />
      {saved && (
        <Alert
          type="success"
          showIcon
          data-testid="cust-memo-saved"
          title={`메모 ${saved.code} (${saved.customerName})를 저장했습니다.`}
          action={
            <Button type="primary" icon={<ArrowRightOutlined />} autoFocus onClick={() => void work(saved)}>
              바로 처리 (판매 등록)
            </Button>
          }
        />
      )}
      <div className="erp-memo-columns">
        <MemoForm
          title="거래처 주문 받기"
          initial={initial}
          onSaved={(memo) => {
            setSaved(memo);
            void queryClient.invalidateQueries({ queryKey: memoKeys.all });
            announceDataChange({ entity: 'memo', action: 'created', key: memo.code });
          }}
        />
        <Card size="small" title="안내">
          <Space orientation="vertical">
            <Typography.Text>
              거래처·차량·예약일은 주소에서 채워졌습니다. 요청 내용을 적고 Ctrl+Enter로 저장하세요.
            </Typography.Text>
            <Typography.Text type="secondary">
              저장한 메모는 미처리 메모 목록에도 올라가 다른 직원이 처리할 수 있습니다.
            </Typography.Text>
          </Space>
        </Card>
      </div>
    </div>
  );
};
