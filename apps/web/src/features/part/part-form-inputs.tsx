import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type PartRegisterSupplier, reduceScannedBarcode, splitPartName } from '@erp/domain';
import { Button, Checkbox, type FormInstance, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { AmountInput } from '../../components/form-page/form-inputs';
import type { FieldOption } from '../../components/form-page/form-page.types';

type NameProps = {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  form: FormInstance;
  placeholder?: string;
};

/**
 * 품명 as staff type it ('헤드램프 LH 아반떼AD'): leaving the box with 차종 still empty splits the
 * car model off (splitPartName, SPEC §5), so the list's car-model column and search work.
 */
export const PartNameInput = ({ id, value, onChange, form, placeholder }: NameProps) => (
  <Input
    id={id}
    value={value ?? ''}
    maxLength={100}
    autoComplete="off"
    placeholder={placeholder}
    onChange={(event) => onChange?.(event.target.value)}
    onBlur={() => {
      const carModel = form.getFieldValue('carModel') as string | null | undefined;
      if (!value || (carModel && carModel.trim() !== '')) return;
      const split = splitPartName(value);
      if (split.carModel === '') return;
      form.setFieldsValue({ name: split.name, carModel: split.carModel });
    }}
  />
);

type BarcodesProps = { id?: string; value?: string[]; onChange?: (value: string[]) => void };

/**
 * Maker barcodes of a new part. A scanner types the value and Enter, which moves on to the next
 * box: what is in the box is already part of the value, so Ctrl+Enter saves it too. A web
 * address from a QR label is reduced to its path, as the server stores it.
 */
export const BarcodeTagsInput = ({ id, value = [], onChange }: BarcodesProps) => {
  const [pending, setPending] = useState('');
  const reduced = reduceScannedBarcode(pending);
  const committed = reduced !== '' && value.at(-1) === reduced ? value.slice(0, -1) : value;
  const commit = (text: string) => {
    const next = reduceScannedBarcode(text);
    onChange?.(next === '' || committed.includes(next) ? committed : [...committed, next]);
  };
  return (
    <div>
      {committed.length > 0 && (
        <Space size={4} wrap style={{ marginBottom: 4 }}>
          {committed.map((code) => (
            <Tag
              key={code}
              closable
              closeIcon
              onClose={() => onChange?.(value.filter((v) => v !== code))}
              className="erp-cell-code"
            >
              {code}
            </Tag>
          ))}
        </Space>
      )}
      <Input
        id={id}
        value={pending}
        autoComplete="off"
        maxLength={300}
        placeholder="바코드 스캔 또는 입력 (여러 개: 하나씩 스캔)"
        onChange={(event) => {
          setPending(event.target.value);
          commit(event.target.value);
        }}
        onBlur={() => setPending('')}
      />
    </div>
  );
};

type SuppliersProps = {
  id?: string;
  value?: PartRegisterSupplier[];
  onChange?: (value: PartRegisterSupplier[]) => void;
  options: readonly FieldOption[];
  defaultPrice: () => number;
};

/** Suppliers of a new part, each with its own part number and purchase price; one may be the main one. */
export const SupplierLinesInput = ({ id, value = [], onChange, options, defaultPrice }: SuppliersProps) => {
  const set = (index: number, patch: Partial<PartRegisterSupplier>) =>
    onChange?.(
      value.map((line, i) =>
        i === index ? { ...line, ...patch } : patch.preferred ? { ...line, preferred: false } : line,
      ),
    );
  const taken = new Set(value.map((l) => l.supplierCode));
  return (
    <div id={id} className="erp-part-supplier-lines">
      {value.map((line, index) => (
        <div key={line.supplierCode || 'new'} className="erp-part-link-row">
          <Select
            aria-label="매입처"
            style={{ width: 220 }}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="매입처"
            value={line.supplierCode || undefined}
            options={options
              .filter((o) => o.value === line.supplierCode || !taken.has(String(o.value)))
              .map((o) => ({ value: o.value, label: o.label }))}
            onChange={(code: string) => set(index, { supplierCode: code })}
          />
          <Input
            aria-label="매입처 품번"
            style={{ width: 150 }}
            placeholder="매입처 품번"
            maxLength={40}
            value={line.supplierPartNo ?? ''}
            onChange={(event) => set(index, { supplierPartNo: event.target.value })}
          />
          <div style={{ width: 140 }}>
            <AmountInput
              value={line.purchasePrice}
              placeholder="매입 단가"
              onChange={(price) => set(index, { purchasePrice: price ?? 0 })}
            />
          </div>
          <Checkbox
            checked={line.preferred}
            onChange={(event) => set(index, { preferred: event.target.checked })}
          >
            주 매입처
          </Checkbox>
          <Button
            aria-label="매입처 빼기"
            icon={<DeleteOutlined />}
            onClick={() => onChange?.(value.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      <Button
        icon={<PlusOutlined />}
        // One blank line at a time: a line is known by its supplier.
        disabled={value.some((l) => !l.supplierCode)}
        onClick={() =>
          onChange?.([
            ...value,
            {
              supplierCode: '',
              supplierPartNo: null,
              purchasePrice: defaultPrice(),
              leadDays: null,
              preferred: value.length === 0,
              memo: null,
            },
          ])
        }
      >
        매입처 추가
      </Button>
    </div>
  );
};
