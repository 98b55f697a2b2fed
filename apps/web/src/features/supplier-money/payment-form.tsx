import {
  SUPPLIER_PAYMENT_METHOD_LABELS,
  SUPPLIER_PAYMENT_METHODS,
  type SupplierPaymentMethod,
  type SupplierPaymentModify,
  supplierPaymentModifySchema,
  toYmd,
} from '@erp/domain';
import { Alert, Button, DatePicker, Input, Radio } from 'antd';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { formatWon } from '../../components/data-table/cell-format';
import { AmountInput } from '../../components/form-page/form-inputs';
import { useEnterNavigation } from '../../components/form-page/use-enter-navigation';
import './supplier-money.css';

type Props = {
  /** What the supplier is owed now: the amount may not pass it (the server refuses too). */
  balance: number;
  initial?: Partial<SupplierPaymentModify>;
  submitLabel: string;
  onSubmit: (fields: SupplierPaymentModify) => Promise<unknown>;
};

/** 출금 입력: amount, method, day and memo, checked by the contract's schema before it is sent. */
export const PaymentForm = ({ balance, initial, submitLabel, onSubmit }: Props) => {
  const [amount, setAmount] = useState<number | null>(initial?.amount ?? null);
  const [method, setMethod] = useState<SupplierPaymentMethod>(initial?.method ?? 'transfer');
  const [payDate, setPayDate] = useState(initial?.payDate ?? toYmd(new Date()));
  const [memo, setMemo] = useState(initial?.memo ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  const submit = async () => {
    const parsed = supplierPaymentModifySchema.safeParse({ amount, method, payDate, memo });
    if (!parsed.success) {
      setProblem(parsed.error.issues.map((i) => i.message).join(' '));
      return;
    }
    if (parsed.data.amount > balance) {
      setProblem(`지급액이 미지급금 잔액(${formatWon(balance)}원)을 넘습니다.`);
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      await onSubmit(parsed.data);
      setAmount(null);
      setMemo('');
    } catch {
      // The error dialog says why.
    } finally {
      setSaving(false);
    }
  };
  const onKeyDownCapture = useEnterNavigation(box, { onSubmit: () => void submit() });

  return (
    <div ref={box} onKeyDownCapture={onKeyDownCapture} className="erp-sm-form">
      <label htmlFor="sm-amount">지급액</label>
      <div className="erp-sm-amount">
        <AmountInput id="sm-amount" autoFocus value={amount} onChange={(v) => setAmount(v)} />
        <Button size="small" onClick={() => setAmount(balance)} disabled={balance <= 0}>
          잔액 전부
        </Button>
      </div>
      <span className="erp-sm-label">출금 방법</span>
      <Radio.Group
        value={method}
        onChange={(e) => setMethod(e.target.value as SupplierPaymentMethod)}
        options={SUPPLIER_PAYMENT_METHODS.map((m) => ({
          value: m,
          label: SUPPLIER_PAYMENT_METHOD_LABELS[m],
        }))}
        optionType="button"
      />
      <label htmlFor="sm-date">출금일</label>
      <DatePicker
        id="sm-date"
        value={dayjs(payDate, 'YYYYMMDD')}
        format="YYYY-MM-DD"
        allowClear={false}
        // A payment is recorded once it has been made: the server refuses a later day too.
        disabledDate={(d) => d.format('YYYYMMDD') > toYmd(new Date())}
        onChange={(d) => d && setPayDate(d.format('YYYYMMDD'))}
      />
      <label htmlFor="sm-memo">비고</label>
      <Input id="sm-memo" value={memo ?? ''} maxLength={200} onChange={(e) => setMemo(e.target.value)} />
      {problem && <Alert className="erp-sm-wide" type="warning" showIcon title={problem} />}
      <div className="erp-sm-wide">
        <Button type="primary" loading={saving} onClick={() => void submit()}>
          {submitLabel} <kbd className="erp-kbd">Ctrl+Enter</kbd>
        </Button>
      </div>
    </div>
  );
};
