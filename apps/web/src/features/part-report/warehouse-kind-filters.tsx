import { Select } from 'antd';
import { WarehouseSelect } from '../part-info/warehouse-select';
import { usePartKinds } from './part-report.api';

type Props = {
  warehouse: string;
  kind: string;
  /** A change of either goes back to the first page, as every report's filter does. */
  onChange: (change: { warehouse?: string; kind?: string; page: 1 }) => void;
};

/** A report's warehouse and part-kind choices (the sales ranking and the stock turnover read both). */
export const WarehouseKindFilters = ({ warehouse, kind, onChange }: Props) => {
  const kinds = usePartKinds();
  return (
    <>
      <WarehouseSelect width={160} value={warehouse} onChange={(w) => onChange({ warehouse: w, page: 1 })} />
      <Select
        aria-label="품목 분류"
        style={{ width: 220 }}
        showSearch={{ optionFilterProp: 'label' }}
        value={kind}
        onChange={(k) => onChange({ kind: k, page: 1 })}
        options={[
          { value: '', label: '전체 분류' },
          ...(kinds.data ?? []).map((k) => ({ value: k.code, label: k.path })),
        ]}
      />
    </>
  );
};
