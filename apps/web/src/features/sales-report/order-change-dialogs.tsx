import { type OrderReportRow, toYmd } from '@erp/domain';
import { DatePicker, Form, Input, Modal, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { formatYmd } from '../../components/data-table/cell-format';
import { toast } from '../../shell/toast/toast';
import { changeOrderDate, changeReservation } from './sales-report.api';

const YMD = 'YYYYMMDD';

type Props = { order: OrderReportRow | null; onClose: () => void; onDone: () => void };

/**
 * 주문일 변경. A fixed order keeps its stock and ledger entries on the day they were posted; only
 * the day the order is filed under moves (the server refuses the future and days after the fix).
 */
export const OrderDateDialog = ({ order, onClose, onDone }: Props) => {
  const [date, setDate] = useState<string>('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!order) return;
    setBusy(true);
    try {
      await changeOrderDate(order.code, date, reason);
      toast.success(`${order.code} 주문일을 ${formatYmd(date)}(으)로 바꿨습니다.`);
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
      title={`주문일 변경 ${order?.code ?? ''}`}
      okText="변경"
      cancelText="닫기"
      confirmLoading={busy}
      okButtonProps={{ disabled: !date || reason.trim().length < 2 }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      afterOpenChange={(open) => {
        if (open) {
          setDate(order?.orderDate ?? toYmd(new Date()));
          setReason('');
        }
      }}
    >
      <Form layout="vertical">
        <Typography.Paragraph type="secondary">
          현재 주문일 {formatYmd(order?.orderDate)}. 확정된 주문은 재고·거래처 원장의 기록일이 바뀌지 않고,
          목록과 집계의 주문일만 바뀝니다.
        </Typography.Paragraph>
        <Form.Item label="변경할 주문일" required>
          <DatePicker
            autoFocus
            value={date ? dayjs(date, YMD) : null}
            format="YYYY-MM-DD"
            onChange={(d) => setDate(d ? d.format(YMD) : '')}
            disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            aria-label="변경할 주문일"
          />
        </Form.Item>
        <Form.Item label="변경 사유" required>
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

/** 예약 일시 변경: a day from today on and an optional HHmm time; both empty clears it. */
export const ReservationDialog = ({ order, onClose, onDone }: Props) => {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!order) return;
    setBusy(true);
    try {
      await changeReservation(order.code, { reservationDate: date, reservationTime: time, reason });
      toast.success(date ? `${order.code} 예약을 바꿨습니다.` : `${order.code} 예약을 지웠습니다.`);
      onDone();
    } catch {
      // The error dialog names the field.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={order !== null}
      title={`예약 일시 변경 ${order?.code ?? ''}`}
      okText="저장"
      cancelText="닫기"
      confirmLoading={busy}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      afterOpenChange={(open) => {
        if (open) {
          setDate(order?.reservationDate ?? '');
          setTime(order?.reservationTime ?? '');
          setReason('');
        }
      }}
    >
      <Form layout="vertical">
        <Form.Item label="예약일" extra="비우면 예약을 지웁니다.">
          <DatePicker
            autoFocus
            value={date ? dayjs(date, YMD) : null}
            format="YYYY-MM-DD"
            onChange={(d) => setDate(d ? d.format(YMD) : '')}
            disabledDate={(d) => d.isBefore(dayjs(), 'day')}
            aria-label="예약일"
          />
        </Form.Item>
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
        <Form.Item label="변경 사유">
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
