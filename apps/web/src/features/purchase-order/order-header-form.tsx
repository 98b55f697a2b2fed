import { DatePicker, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useSupplierOptions, useWarehouses } from '../part/part.api';

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
  const suppliers = useSupplierOptions();
  const warehouses = useWarehouses();
  return (
    <Space wrap size={12}>
      <Select
        aria-label="매입처"
        autoFocus={autoFocus}
        placeholder="매입처 선택"
        showSearch
        optionFilterProp="label"
        style={{ width: 280 }}
        loading={suppliers.isFetching}
        value={value.supplierCode}
        onChange={(supplierCode: string) => onChange({ supplierCode })}
        options={(suppliers.data ?? []).map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }))}
      />
      <Select
        aria-label="입고 창고"
        style={{ width: 160 }}
        value={value.warehouseCode}
        onChange={(warehouseCode: string) => onChange({ warehouseCode })}
        options={(warehouses.data ?? [])
          .filter((w) => w.active)
          .map((w) => ({ value: w.code, label: `${w.name} (${w.code})` }))}
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
