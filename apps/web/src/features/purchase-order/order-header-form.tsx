import { DatePicker, Input, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { SupplierSelect, WarehouseSelect } from '../purchase/supplier-selects';

export type OrderHeader = {
  supplierCode: string | null;
  warehouseCode: string;
  expected: Dayjs | null;
  memo: string;
};

type Props = {
  value: OrderHeader;
  onChange: (patch: Partial<OrderHeader>) => void;
  autoFocus: boolean;
};

/** The order's header: the supplier it goes to, the warehouse it comes into, when, and a memo. */
export const OrderHeaderForm = ({ value, onChange, autoFocus }: Props) => {
  return (
    <Space wrap size={12}>
      <SupplierSelect
        autoFocus={autoFocus}
        value={value.supplierCode}
        onChange={(supplierCode) => onChange({ supplierCode })}
      />
      <WarehouseSelect
        label="입고 창고"
        value={value.warehouseCode}
        onChange={(warehouseCode) => onChange({ warehouseCode })}
      />
      <DatePicker
        aria-label="입고 예정일"
        placeholder="입고 예정일"
        value={value.expected}
        onChange={(expected) => onChange({ expected })}
      />
      <Input
        aria-label="비고"
        placeholder="비고"
        style={{ width: 300 }}
        maxLength={1000}
        value={value.memo}
        onChange={(e) => onChange({ memo: e.target.value })}
      />
    </Space>
  );
};
