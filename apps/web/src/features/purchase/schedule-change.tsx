import { Button, Card, DatePicker, Input, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';

// What the order line's and the return's schedule screens share: the numeric :seq of the URL,
// the busy flag around one save, and the card that takes the new day and the reason.

/** The :seq path parameter as a positive id (valid false when it is not one). */
export const useSeqParam = () => {
  const { seq = '' } = useParams();
  const id = Number(seq);
  return { seq, id, valid: Number.isInteger(id) && id > 0 };
};

/** One save at a time: busy while it runs; a failure has been shown by the error dialog. */
export const useBusySave = () => {
  const [busy, setBusy] = useState(false);
  const run = async (save: () => Promise<void>) => {
    setBusy(true);
    try {
      await save();
    } catch {
      // The error dialog has said why (a refused day, a stale version).
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
};

/** The new day picked (null: not touched yet), the reason typed and the save's busy flag. */
export const useScheduleForm = () => {
  const [date, setDate] = useState<Dayjs | null>(null);
  const [reason, setReason] = useState('');
  return { date, setDate, reason, setReason, ...useBusySave() };
};
type ScheduleForm = ReturnType<typeof useScheduleForm>;

/** The card with the new day (shown: the picked one or the current), the reason and 저장. */
export const ScheduleChangeCard = (p: {
  form: ScheduleForm;
  shown: Dayjs | null;
  labels: { title: string; date: string };
  limits: { width: number; maxLength: number; allowClear?: boolean };
  icon?: ReactNode;
  onSave: () => void;
}) => (
  <Card size="small" title={p.labels.title}>
    <Space wrap>
      <DatePicker
        aria-label={p.labels.date}
        value={p.shown}
        onChange={p.form.setDate}
        {...(p.limits.allowClear === false ? { allowClear: false } : {})}
      />
      <Input
        aria-label="변경 사유"
        placeholder="변경 사유"
        style={{ width: p.limits.width }}
        maxLength={p.limits.maxLength}
        value={p.form.reason}
        onChange={(e) => p.form.setReason(e.target.value)}
      />
      <Button type="primary" icon={p.icon} loading={p.form.busy} onClick={p.onSave}>
        저장
      </Button>
    </Space>
  </Card>
);
