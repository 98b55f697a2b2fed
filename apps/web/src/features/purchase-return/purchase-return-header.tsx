import { RETURN_LINE_REASON_LABELS, RETURN_LINE_REASONS, type ReturnLineReason } from '@erp/domain';
import { DatePicker, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { SupplierSelect, WarehouseSelect } from '../purchase/supplier-selects';

export type ReturnHeader = {
  supplierCode: string | null;
  warehouseCode: string;
  pickup: Dayjs | null;
  reason: string;
  lineReason: ReturnLineReason;
  memo: string;
};

type Props = {
  value: ReturnHeader;
  onChange: (update: Partial<ReturnHeader>) => void;
  autoFocus: boolean;
  /** Returned against a purchase: the supplier is the purchase's. */
  supplierLocked: boolean;
};

const REASON_OPTIONS = RETURN_LINE_REASONS.map((r) => ({ value: r, label: RETURN_LINE_REASON_LABELS[r] }));

/** The header's free text boxes: why the goods go back, and a memo. */
const TEXTS = [
  { field: 'reason', label: '반품 사유', width: 220, max: 200 },
  { field: 'memo', label: '비고', width: 260, max: 1000 },
] as const;

/** The return's header: to one supplier, out of one warehouse, why, and when it is picked up. */
export const ReturnHeaderForm = ({ value, onChange, autoFocus, supplierLocked }: Props) => {
  return (
    <Space wrap size={12}>
      <SupplierSelect
        autoFocus={autoFocus}
        disabled={supplierLocked}
        value={value.supplierCode}
        onChange={(supplierCode) => onChange({ supplierCode })}
      />
      <WarehouseSelect
        label="출고 창고"
        value={value.warehouseCode}
        onChange={(warehouseCode) => onChange({ warehouseCode })}
      />
      <Select
        aria-label="품목 반품 사유"
        style={{ width: 110 }}
        value={value.lineReason}
        onChange={(lineReason) => onChange({ lineReason })}
        options={REASON_OPTIONS}
      />
      <DatePicker
        aria-label="회수 예정일"
        placeholder="회수 예정일"
        value={value.pickup}
        onChange={(pickup) => onChange({ pickup })}
      />
      {TEXTS.map((t) => (
        <Input
          key={t.field}
          aria-label={t.label}
          placeholder={t.label}
          style={{ width: t.width }}
          maxLength={t.max}
          value={value[t.field]}
          onChange={(e) => onChange({ [t.field]: e.target.value })}
        />
      ))}
    </Space>
  );
};
