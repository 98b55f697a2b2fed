import { Select } from 'antd';
import { useWarehouses } from './part-info.api';

type Props = { value: string; onChange: (warehouseCode: string) => void; width: number };

/** The warehouse filter of the stock reports: every warehouse ('') or one. */
export const WarehouseSelect = ({ value, onChange, width }: Props) => {
  const warehouses = useWarehouses();
  return (
    <Select
      aria-label="창고"
      style={{ width }}
      value={value}
      onChange={onChange}
      options={[
        { value: '', label: '전체 창고' },
        ...(warehouses.data ?? []).map((w) => ({ value: w.code, label: w.name })),
      ]}
    />
  );
};
