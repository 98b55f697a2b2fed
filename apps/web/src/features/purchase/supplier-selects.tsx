import { isSystemWarehouseKind } from '@erp/domain';
import { Select } from 'antd';
import { useSupplierOptions, useWarehouses } from '../part/part.api';

// The two pickers every supplier document header starts with (purchase, order, return): the
// supplier, searchable by name or code, and one of the active warehouses.

/** 매입처: searchable by its name or code. */
export const SupplierSelect = (p: {
  value: string | null;
  onChange: (code: string) => void;
  autoFocus?: boolean;
  disabled?: boolean;
}) => {
  const suppliers = useSupplierOptions();
  return (
    <Select
      aria-label="매입처"
      autoFocus={p.autoFocus}
      disabled={p.disabled}
      placeholder="매입처 선택"
      showSearch
      optionFilterProp="label"
      style={{ width: 280 }}
      loading={suppliers.isFetching}
      value={p.value}
      onChange={p.onChange}
      options={(suppliers.data ?? []).map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }))}
    />
  );
};

/** One of the active warehouses, under the document's own label (입고 창고, 출고 창고, 창고). */
export const WarehouseSelect = (p: { label: string; value: string; onChange: (code: string) => void }) => {
  const warehouses = useWarehouses();
  return (
    <Select
      aria-label={p.label}
      style={{ width: 160 }}
      value={p.value}
      onChange={p.onChange}
      options={(warehouses.data ?? [])
        // Goods in transit or on consignment are never a place to buy into or return from.
        .filter((w) => w.active && !isSystemWarehouseKind(w.kind))
        .map((w) => ({ value: w.code, label: `${w.name} (${w.code})` }))}
    />
  );
};
