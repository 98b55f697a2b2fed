import {
  PAYMENT_KINDS,
  type PaymentKind,
  paymentInputSchema,
  RECEIVABLE_KIND_LABELS,
  toYmd,
} from '@erp/domain';
import { Alert, DatePicker, Input, Radio } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { formatWon } from '../../components/data-table/cell-format';
import { EntryDialog } from '../../components/form-page/entry-dialog';
import { AmountInput } from '../../components/form-page/form-inputs';
import { toast } from '../../shell/toast/toast';
import { savePayment } from './customer-ledger.api';

type Props = {
  open: boolean;
  customer: { code: string; name: string } | null;
  onClose: () => void;
  onSaved: () => void;
};

/** 입금 등록: a collection from the customer, which lowers the receivable in the ledger. */
export const PaymentDialog = ({ open, customer, onClose, onSaved }: Props) => {
  const [kind, setKind] = useState<PaymentKind>('payment-transfer');
  const [amount, setAmount] = useState<number | null>(null);
  const [date, setDate] = useState(() => toYmd(new Date()));
  const [memo, setMemo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setAmount(null);
    setMemo('');
    setProblem(null);
    setDate(toYmd(new Date()));
  }, [open]);

  const submit = async () => {
    if (!customer) return;
    const parsed = paymentInputSchema.safeParse({ customerCode: customer.code, kind, amount, date, memo });
    if (!parsed.success) {
      setProblem(parsed.error.issues.map((i) => i.message).join(' '));
      return;
    }
    setSaving(true);
    try {
      const saved = await savePayment(parsed.data);
      toast.success(
        `${customer.name} ${RECEIVABLE_KIND_LABELS[kind]} ${formatWon(parsed.data.amount)}원을 등록했습니다. 잔액 ${formatWon(saved.balance)}원`,
      );
      onSaved();
    } catch {
      // The error dialog says why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <EntryDialog
      open={open}
      title={`입금 등록 — ${customer ? `${customer.code} ${customer.name}` : ''}`}
      onClose={onClose}
      submitLabel="입금 등록"
      submitHint="등록"
      saving={saving}
      onSubmit={() => void submit()}
      className="erp-payment-form"
    >
      <label htmlFor="payment-amount">금액</label>
      <AmountInput id="payment-amount" autoFocus value={amount} onChange={(v) => setAmount(v)} />
      <span className="erp-payment-label">입금 방법</span>
      <Radio.Group
        value={kind}
        onChange={(e) => setKind(e.target.value as PaymentKind)}
        options={PAYMENT_KINDS.map((k) => ({ value: k, label: RECEIVABLE_KIND_LABELS[k] }))}
        optionType="button"
      />
      <label htmlFor="payment-date">입금일</label>
      <DatePicker
        id="payment-date"
        value={dayjs(date, 'YYYYMMDD')}
        format="YYYY-MM-DD"
        allowClear={false}
        // A collection is recorded once it has happened: the server refuses a later day too.
        disabledDate={(d) => d.format('YYYYMMDD') > toYmd(new Date())}
        onChange={(d) => d && setDate(d.format('YYYYMMDD'))}
      />
      <label htmlFor="payment-memo">비고</label>
      <Input id="payment-memo" value={memo} maxLength={200} onChange={(e) => setMemo(e.target.value)} />
      {problem && <Alert type="warning" showIcon title={problem} />}
    </EntryDialog>
  );
};
