import { AlertFilled, MessageOutlined } from '@ant-design/icons';
import { Alert, Tag, Typography } from 'antd';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { CUST_ORDER_TYPES, type CustOrderExtras } from './order-paths';
import type { useOrderRegister } from './use-order-register';

type Reg = ReturnType<typeof useOrderRegister>;

type Props = {
  extras: CustOrderExtras | undefined;
  /** The customer order's booked day, as read. */
  booked: string | null;
  order: Reg['order'];
  memo: Reg['memo'];
};

/** The banners above the register: a customer's own order (type, booked day, VIN check), and the memo it answers. */
export const OrderRegisterAlerts = ({ extras, booked, order, memo }: Props) => (
  <>
    {extras && (
      <Alert
        className="erp-order-memo-alert"
        type={extras.orderType === 'R' ? 'warning' : 'info'}
        showIcon
        data-testid="cust-order-banner"
        title={[
          `거래처 주문 (${CUST_ORDER_TYPES[extras.orderType]})`,
          booked
            ? `${booked}${order?.reservationDate === extras.resvYmd ? ' (예약됨)' : ' (저장하면 예약)'}`
            : null,
          extras.checkVin ? '차대번호 확인 필요' : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      />
    )}
    {memo && (
      <Alert
        className="erp-order-memo-alert"
        type={memo.urgent ? 'error' : 'info'}
        showIcon
        icon={memo.urgent ? <AlertFilled /> : <MessageOutlined />}
        title={
          <span>
            {memo.urgent && <Tag color="red">긴급</Tag>}
            <strong>{memo.code}</strong> {memo.customerName} — {memo.request}
            <Typography.Text type="secondary">
              {' '}
              (받은 사람 {memo.takenByName ?? '-'}, {formatKstDateTime(memo.createdAt)})
            </Typography.Text>
          </span>
        }
      />
    )}
  </>
);
