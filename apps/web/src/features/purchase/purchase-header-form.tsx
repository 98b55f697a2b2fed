import { DatePicker, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useSupplierOptions, useWarehouses } from '../part/part.api';

type Props = {
  autoFocus: boolean;
  supplierCode: string | null;
  onSupplier: (code: string | null) => void;
  warehouseCode: string;
  onWarehouse: (code: string) => void;
  date: Dayjs | null;
  onDate: (date: Dayjs | null) => void;
  memo: string;
  onMemo: (memo: string) => void;
};

/** The purchase's header: one supplier, into one warehouse, on a day, with a memo. */
export const PurchaseHeaderForm = (p: Props) => {
  const suppliers = useSupplierOptions();
  const warehouses = useWarehouses();
  return (
    <Space wrap size={12}>
      <Select
        aria-label="매입처"
        autoFocus={p.autoFocus}
        placeholder="매입처 선택"
        showSearch
        optionFilterProp="label"
        style={{ width: 280 }}
        loading={suppliers.isFetching}
        value={p.supplierCode}
        onChange={p.onSupplier}
        options={(suppliers.data ?? []).map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }))}
      />
      <Select
        aria-label="창고"
        style={{ width: 160 }}
        value={p.warehouseCode}
        onChange={p.onWarehouse}
        options={(warehouses.data ?? [])
          .filter((w) => w.active)
          .map((w) => ({ value: w.code, label: `${w.name} (${w.code})` }))}
      />
      <DatePicker aria-label="매입일" value={p.date} onChange={p.onDate} allowClear={false} />
      <Input
        aria-label="비고"
        placeholder="비고"
        style={{ width: 320 }}
        maxLength={1000}
        value={p.memo}
        onChange={(e) => p.onMemo(e.target.value)}
      />
    </Space>
  );
};
