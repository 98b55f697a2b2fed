import { Select } from 'antd';
import { useMemo } from 'react';
import { useSupplierOptions } from '../part/part.api';

type Props = {
  id?: string;
  value: string;
  onChange: (code: string) => void;
  autoFocus?: boolean;
  width?: number;
  /** '전체' as the first choice (a search), or a supplier must be picked (a document). */
  allowAll?: boolean;
};

/** A supplier picked by name or code (typing narrows the list). */
export const SupplierSelect = ({ id, value, onChange, autoFocus, width = 260, allowAll }: Props) => {
  const suppliers = useSupplierOptions();
  const options = useMemo(
    () => [
      ...(allowAll ? [{ value: '', label: '전체' }] : []),
      ...(suppliers.data ?? []).map((s) => ({ value: s.code, label: `${s.name} (${s.code})` })),
    ],
    [suppliers.data, allowAll],
  );
  return (
    <Select
      id={id}
      aria-label="매입처"
      style={{ width }}
      autoFocus={autoFocus}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="매입처를 고르세요"
      loading={suppliers.isLoading}
      value={value || (allowAll ? '' : undefined)}
      onChange={(code: string) => onChange(code)}
      options={options}
    />
  );
};
