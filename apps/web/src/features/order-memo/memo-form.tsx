import { SaveOutlined } from '@ant-design/icons';
import { type Customer, memoCreateSchema } from '@erp/domain';
import { Button, Card, Input, Switch, Typography } from 'antd';
import { useRef, useState } from 'react';
import { ApiError, messageOf } from '../../app/api-error';
import { useDataChange } from '../../components/data-sync/data-change';
import { useEnterNavigation } from '../../components/form-page/use-enter-navigation';
import { toast } from '../../shell/toast/toast';
import { CustomerPicker } from '../customer/customer-picker';
import { CustomerInsertButton, VinHintText } from '../sales-order/order-head-parts';
import { type MemoView, saveMemo } from './order-memo.api';

export type MemoValues = {
  customerCode: string | null;
  vin: string;
  carNumber: string;
  request: string;
  urgent: boolean;
};
const EMPTY: MemoValues = { customerCode: null, vin: '', carNumber: '', request: '', urgent: false };
type Values = MemoValues;

/** The schema's first message per field, for the boxes to show. */
const fieldErrors = (values: Values): Record<string, string> => {
  const parsed = memoCreateSchema.safeParse({ ...values, customerCode: values.customerCode ?? '' });
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'request');
    errors[key] ??= issue.message;
  }
  return errors;
};

/** A phone request, typed while the customer talks: Enter to the next box, Ctrl+Enter saves. */
export const MemoForm = ({
  onSaved,
  initial,
  title = '전화 메모 받기',
}: {
  onSaved: (memo: MemoView) => void;
  /** What the form opens with and returns to after a save (a customer order's car and day). */
  initial?: Partial<MemoValues>;
  title?: string;
}) => {
  const [start] = useState<Values>(() => ({ ...EMPTY, ...initial }));
  const [values, setValues] = useState<Values>(start);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  useDataChange('customer', (change) => {
    const record = change.record as Customer | undefined;
    if (change.action === 'created' && record?.code) set({ customerCode: record.code });
  });

  const submit = async () => {
    const found = fieldErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const memo = await saveMemo({
        ...memoCreateSchema.parse({ ...values, customerCode: values.customerCode }),
      });
      toast.success(`메모 ${memo.code} (${memo.customerName})를 저장했습니다.`);
      setValues(start);
      setErrors({});
      // A fresh form puts the cursor back in the customer box for the next call.
      setFormKey((k) => k + 1);
      onSaved(memo);
    } catch (error) {
      if (error instanceof ApiError && error.fields.length > 0)
        setErrors(Object.fromEntries(error.fields.map((f) => [f.field, f.message])));
      else toast.error(messageOf(error));
    } finally {
      setSaving(false);
    }
  };
  const onKeyDownCapture = useEnterNavigation(box, { onSubmit: () => void submit() });
  const error = (name: string) =>
    errors[name] ? (
      <Typography.Text type="danger" className="erp-memo-error">
        {errors[name]}
      </Typography.Text>
    ) : null;

  return (
    <Card size="small" title={title} className="erp-memo-form">
      <div ref={box} onKeyDownCapture={onKeyDownCapture} key={formKey}>
        <div className="erp-memo-field">
          <label htmlFor="memo-customer">거래처</label>
          <div className="erp-order-inline">
            <CustomerPicker
              id="memo-customer"
              value={values.customerCode}
              autoFocus
              onChange={(customerCode) => set({ customerCode: customerCode ?? null })}
            />
            <CustomerInsertButton />
          </div>
          {error('customerCode')}
        </div>
        <div className="erp-memo-field">
          <label htmlFor="memo-vin">차대번호 (VIN)</label>
          <Input
            id="memo-vin"
            className="erp-mono"
            value={values.vin}
            maxLength={20}
            autoComplete="off"
            placeholder="17자리, 모르면 비워 두세요"
            onChange={(e) => set({ vin: e.target.value.toUpperCase() })}
          />
          {!errors.vin && <VinHintText vin={values.vin} className="erp-memo-error" />}
          {error('vin')}
        </div>
        <div className="erp-memo-field">
          <label htmlFor="memo-car-number">차량번호</label>
          <Input
            id="memo-car-number"
            value={values.carNumber}
            maxLength={20}
            autoComplete="off"
            placeholder="예: 12가3456"
            onChange={(e) => set({ carNumber: e.target.value })}
          />
          {error('carNumber')}
        </div>
        <div className="erp-memo-field">
          <label htmlFor="memo-request">요청 내용</label>
          <Input.TextArea
            id="memo-request"
            value={values.request}
            rows={4}
            maxLength={2000}
            placeholder="필요한 부품, 수량, 배송 요청 (Enter 줄바꿈, Tab 다음 칸)"
            onChange={(e) => set({ request: e.target.value })}
          />
          {error('request')}
        </div>
        <div className="erp-memo-foot">
          <span className="erp-memo-urgent">
            <Switch id="memo-urgent" checked={values.urgent} onChange={(urgent) => set({ urgent })} />
            <label htmlFor="memo-urgent">긴급</label>
          </span>
          <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void submit()}>
            메모 저장 <kbd className="erp-kbd">Ctrl+Enter</kbd>
          </Button>
        </div>
      </div>
    </Card>
  );
};
