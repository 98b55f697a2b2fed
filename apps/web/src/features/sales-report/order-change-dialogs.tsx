import { type OrderReportRow, toYmd } from '@erp/domain';
import { DatePicker, Form, Input, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { formatYmd } from '../../components/data-table/cell-format';
import { toast } from '../../shell/toast/toast';
import { changeOrderDate, changeReservation } from './sales-report.api';

const YMD = 'YYYYMMDD';

type Props = { order: OrderReportRow | null; onClose: () => void; onDone: () => void };

type ChangeProps = Props & {
  title: string;
  okText: string;
  /** The reason must be given (two characters at least) and the change be ready before OK. */
  required?: { ready: boolean };
  /** Fills the boxes from the order each time the dialog opens. */
  onOpen: () => void;
  /** Sends the change; answers the toast's text. */
  save: (order: OrderReportRow, reason: string) => Promise<string>;
  children: ReactNode;
};

/** A change of one order with its reason; Enter in the reason sends it. */
const ChangeDialog = ({
  order,
  onClose,
  onDone,
  title,
  okText,
  required,
  onOpen,
  save,
  children,
}: ChangeProps) => {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!order) return;
    setBusy(true);
    try {
      toast.success(await save(order, reason));
      onDone();
    } catch {
      // The error dialog says why (a field, or the state of the order).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={order !== null}
      title={`${title} ${order?.code ?? ''}`}
      okText={okText}
      cancelText="닫기"
      confirmLoading={busy}
      okButtonProps={{ disabled: required !== undefined && (!required.ready || reason.trim().length < 2) }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      afterOpenChange={(open) => {
        if (open) {
          onOpen();
          setReason('');
        }
      }}
    >
      <Form layout="vertical">
        {children}
        <Form.Item label="변경 사유" required={required !== undefined}>
          <Input
            value={reason}
            maxLength={200}
            onChange={(e) => setReason(e.target.value)}
            onPressEnter={() => void submit()}
            aria-label="변경 사유"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};

type DayProps = {
  label: string;
  value: string;
  onChange: (ymd: string) => void;
  disabledDate: (day: Dayjs) => boolean;
  required?: boolean;
  extra?: string;
};

const DayField = ({ label, value, onChange, disabledDate, required, extra }: DayProps) => (
  <Form.Item label={label} required={required} extra={extra}>
    <DatePicker
      autoFocus
      value={value ? dayjs(value, YMD) : null}
      format="YYYY-MM-DD"
      onChange={(d) => onChange(d ? d.format(YMD) : '')}
      disabledDate={disabledDate}
      aria-label={label}
    />
  </Form.Item>
);

/**
 * 주문일 변경. A fixed order keeps its stock and ledger entries on the day they were posted; only
 * the day the order is filed under moves (the server refuses the future and days after the fix).
 */
export const OrderDateDialog = (props: Props) => {
  const [date, setDate] = useState<string>('');
  return (
    <ChangeDialog
      {...props}
      title="주문일 변경"
      okText="변경"
      required={{ ready: Boolean(date) }}
      onOpen={() => setDate(props.order?.orderDate ?? toYmd(new Date()))}
      save={async (order, reason) => {
        await changeOrderDate(order.code, date, reason);
        return `${order.code} 주문일을 ${formatYmd(date)}(으)로 바꿨습니다.`;
      }}
    >
      <Typography.Paragraph type="secondary">
        현재 주문일 {formatYmd(props.order?.orderDate)}. 확정된 주문은 재고·거래처 원장의 기록일이 바뀌지
        않고, 목록과 집계의 주문일만 바뀝니다.
      </Typography.Paragraph>
      <DayField
        label="변경할 주문일"
        required
        value={date}
        onChange={setDate}
        disabledDate={(d) => d.isAfter(dayjs(), 'day')}
      />
    </ChangeDialog>
  );
};

/** 예약 일시 변경: a day from today on and an optional HHmm time; both empty clears it. */
export const ReservationDialog = (props: Props) => {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  return (
    <ChangeDialog
      {...props}
      title="예약 일시 변경"
      okText="저장"
      onOpen={() => {
        setDate(props.order?.reservationDate ?? '');
        setTime(props.order?.reservationTime ?? '');
      }}
      save={async (order, reason) => {
        await changeReservation(order.code, { reservationDate: date, reservationTime: time, reason });
        return date ? `${order.code} 예약을 바꿨습니다.` : `${order.code} 예약을 지웠습니다.`;
      }}
    >
      <DayField
        label="예약일"
        extra="비우면 예약을 지웁니다."
        value={date}
        onChange={setDate}
        disabledDate={(d) => d.isBefore(dayjs(), 'day')}
      />
      <Form.Item label="예약 시각 (HHmm)">
        <Input
          value={time}
          maxLength={4}
          inputMode="numeric"
          placeholder="1430"
          onChange={(e) => setTime(e.target.value.replace(/\D/g, ''))}
          style={{ width: 120 }}
          aria-label="예약 시각"
        />
      </Form.Item>
    </ChangeDialog>
  );
};
