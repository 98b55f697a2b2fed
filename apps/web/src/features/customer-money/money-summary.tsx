import { Descriptions } from 'antd';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { useCustomerMoney } from './customer-money.api';

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/** A customer's receivable, 선수금 and points, from the three ledgers. */
export const MoneySummary = ({ customerCode }: { customerCode: string }) => {
  const money = useCustomerMoney(customerCode);
  const m = money.data;
  if (!m) return null;
  return (
    <Descriptions size="small" bordered column={4} data-testid="money-summary">
      <Descriptions.Item label="미수금">{won(m.receivable)}</Descriptions.Item>
      <Descriptions.Item label="선수금">{won(m.deposit)}</Descriptions.Item>
      <Descriptions.Item label="포인트">{m.points.toLocaleString('ko-KR')}점</Descriptions.Item>
      <Descriptions.Item label="최근 입금">
        {m.lastPaymentAt ? formatKstDateTime(m.lastPaymentAt) : '—'}
      </Descriptions.Item>
    </Descriptions>
  );
};
