import { CONSIGNMENT_TYPE_LABELS, CONSIGNMENT_TYPES, type ConsignmentType } from '@erp/domain';
import { Checkbox, Input, Select, Space } from 'antd';
import { CustomerPicker } from '../customer/customer-picker';
import { WarehouseSelect } from '../purchase/supplier-selects';

export type ConsignmentHeader = {
  type: ConsignmentType;
  customerCode: string | null;
  warehouseCode: string;
  memo: string;
  post: boolean;
};

type Props = {
  value: ConsignmentHeader;
  onChange: (update: Partial<ConsignmentHeader>) => void;
  /** A stored draft keeps its type (a use is never a draft). */
  typeLocked: boolean;
  autoFocus: boolean;
};

const TYPE_OPTIONS = CONSIGNMENT_TYPES.map((t) => ({ value: t, label: CONSIGNMENT_TYPE_LABELS[t] }));

const WAREHOUSE_LABEL: Record<ConsignmentType, string> = {
  place: '출고 창고',
  withdraw: '입고 창고',
  use: '',
};

/** The document's header: what it does, for which customer, from or to which of our warehouses. */
export const ConsignmentHeaderForm = ({ value, onChange, typeLocked, autoFocus }: Props) => (
  <Space wrap size={12}>
    <Select
      aria-label="구분"
      style={{ width: 130 }}
      value={value.type}
      disabled={typeLocked}
      onChange={(type) => onChange({ type, ...(type === 'use' ? { post: true } : {}) })}
      options={TYPE_OPTIONS}
    />
    <CustomerPicker
      autoFocus={autoFocus}
      value={value.customerCode}
      onChange={(customerCode) => onChange({ customerCode: customerCode ?? null })}
      placeholder="거래처 (코드·상호 입력)"
      style={{ width: 300 }}
    />
    {value.type !== 'use' && (
      <WarehouseSelect
        label={WAREHOUSE_LABEL[value.type]}
        value={value.warehouseCode}
        onChange={(warehouseCode) => onChange({ warehouseCode })}
      />
    )}
    <Input
      aria-label="비고"
      placeholder="비고"
      style={{ width: 260 }}
      maxLength={1000}
      value={value.memo}
      onChange={(e) => onChange({ memo: e.target.value })}
    />
    <Checkbox
      checked={value.post}
      disabled={value.type === 'use'}
      onChange={(e) => onChange({ post: e.target.checked })}
    >
      저장하면 바로 재고에 반영
    </Checkbox>
  </Space>
);
