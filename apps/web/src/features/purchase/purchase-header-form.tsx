import { DatePicker, Input, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { SupplierSelect, WarehouseSelect } from './supplier-selects';

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
  return (
    <Space wrap size={12}>
      <SupplierSelect autoFocus={p.autoFocus} value={p.supplierCode} onChange={p.onSupplier} />
      <WarehouseSelect label="창고" value={p.warehouseCode} onChange={p.onWarehouse} />
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
