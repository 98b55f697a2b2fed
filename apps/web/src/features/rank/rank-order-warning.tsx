import { rankApi } from '@erp/domain';
import { Alert } from 'antd';
import { useApiQuery } from '../../app/contract-client';

/**
 * Staff see, on the order screen, what the server would refuse a customer account: an order on a
 * weekday or hour its rank may not order. A warning only; staff may still take the order.
 */
export const RankOrderWarning = ({ customerCode }: { customerCode: string | null | undefined }) => {
  const check = useApiQuery(
    rankApi.orderCheck,
    { params: { code: customerCode ?? '' } },
    { enabled: Boolean(customerCode), staleTime: 60_000 },
  );
  if (!check.data || check.data.allowed) return null;
  return (
    <Alert
      className="erp-order-memo-alert"
      type="warning"
      showIcon
      data-testid="rank-order-warning"
      title={`등급 주문 제한: ${check.data.reason ?? ''} (거래처 계정의 주문은 거절됩니다)`}
    />
  );
};
