import { Select } from 'antd';
import { useSupplierOptions } from '../part/part.api';

type Props = { value: string; onChange: (supplierCode: string) => void; width?: number };

/** The supplier filter of the purchasing reports: every supplier ('') or one, searchable by name. */
export const SupplierSelect = ({ value, onChange, width = 220 }: Props) => {
  const suppliers = useSupplierOptions();
  return (
    <Select
      aria-label="매입처"
      style={{ width }}
      showSearch={{ optionFilterProp: 'label' }}
      value={value}
      onChange={onChange}
      options={[
        { value: '', label: '전체 매입처' },
        ...(suppliers.data ?? []).map((s) => ({ value: s.code, label: `${s.name} (${s.code})` })),
      ]}
    />
  );
};
