import {
  FREIGHT_BASES,
  FREIGHT_BASIS_LABELS,
  type FreightBasis,
  type FreightCostInput,
  type FreightPreviewInput,
  freightCostInputSchema,
  toYmd,
} from '@erp/domain';
import { Alert, Button, Checkbox, DatePicker, Input, Radio } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { AmountInput } from '../../components/form-page/form-inputs';
import { useEnterNavigation } from '../../components/form-page/use-enter-navigation';

type Props = {
  /** The document charged, from the path; the form shows nothing to save without one. */
  doc: Pick<FreightPreviewInput, 'docKind' | 'docCode'>;
  /** Called as the amount, VAT flag or basis change, so the preview follows. */
  onAllocationChange: (allocation: Pick<FreightPreviewInput, 'amount' | 'vatIncluded' | 'basis'>) => void;
  onSubmit: (input: FreightCostInput) => Promise<unknown>;
};

/** 운임 입력: carrier, amount (VAT in or not), basis, payment day and memo, checked before sending. */
export const FreightForm = ({ doc, onAllocationChange, onSubmit }: Props) => {
  const [carrierName, setCarrierName] = useState('');
  const [amount, setAmount] = useState<number | null>(null);
  const [vatIncluded, setVatIncluded] = useState(true);
  const [basis, setBasis] = useState<FreightBasis>('value');
  const [paidOn, setPaidOn] = useState(toYmd(new Date()));
  const [memo, setMemo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    onAllocationChange({
      amount: amount !== null && Number.isInteger(amount) && amount >= 0 ? amount : 0,
      vatIncluded,
      basis,
    });
  }, [amount, vatIncluded, basis, onAllocationChange]);

  const submit = async () => {
    const parsed = freightCostInputSchema.safeParse({
      ...doc,
      carrierName,
      amount,
      vatIncluded,
      basis,
      paidOn,
      memo,
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues.map((i) => `${String(i.path[0] ?? '')}: ${i.message}`).join(' '));
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
    <div ref={box} onKeyDownCapture={onKeyDownCapture} className="erp-fc-form">
      <label htmlFor="fc-carrier">운송사</label>
      <Input
        id="fc-carrier"
        value={carrierName}
        maxLength={60}
        onChange={(e) => setCarrierName(e.target.value)}
      />
      <label htmlFor="fc-amount">운임 금액</label>
      <div className="erp-fc-amount">
        <AmountInput id="fc-amount" value={amount} onChange={(v) => setAmount(v)} />
        <Checkbox checked={vatIncluded} onChange={(e) => setVatIncluded(e.target.checked)}>
          부가세 포함
        </Checkbox>
      </div>
      <span className="erp-fc-label">배부 기준</span>
      <Radio.Group
        value={basis}
        onChange={(e) => setBasis(e.target.value as FreightBasis)}
        options={FREIGHT_BASES.map((b) => ({ value: b, label: FREIGHT_BASIS_LABELS[b] }))}
        optionType="button"
      />
      <label htmlFor="fc-paid">지급일</label>
      <DatePicker
        id="fc-paid"
        value={dayjs(paidOn, 'YYYYMMDD')}
        format="YYYY-MM-DD"
        allowClear={false}
        onChange={(d) => d && setPaidOn(d.format('YYYYMMDD'))}
      />
      <label htmlFor="fc-memo">비고</label>
      <Input id="fc-memo" value={memo} maxLength={1000} onChange={(e) => setMemo(e.target.value)} />
      {problem && <Alert className="erp-fc-wide" type="warning" showIcon title={problem} />}
      <div className="erp-fc-wide">
        <Button type="primary" loading={saving} disabled={!doc.docCode} onClick={() => void submit()}>
          운임 등록 <kbd className="erp-kbd">Ctrl+Enter</kbd>
        </Button>
      </div>
    </div>
  );
};
