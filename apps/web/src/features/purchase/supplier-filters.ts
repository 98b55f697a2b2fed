import { useMemo } from 'react';
import type { QuickField } from '../../components/list-page/filter-draft';
import { useSupplierOptions } from '../part/part.api';

// The quick filters of the supplier document lists (orders, returns): the list's day, the
// supplier and, where the list is not already one status, the status.

/** A supplier picker as wide as the longest supplier names. */
export const SUPPLIER_QUICK: QuickField = { field: 'supplierCode', op: 'eq', width: 220 };

/** The day range, the supplier and (withStatus) the status. */
export const supplierDocQuickFields = (day: string, withStatus: boolean): QuickField[] => [
  { field: day, op: 'between' },
  SUPPLIER_QUICK,
  ...(withStatus ? [{ field: 'status', op: 'eq' as const, width: 120 }] : []),
];

/** The supplier choices of a search card, as `{ value: code, label: name (code) }`. */
export const useSupplierChoices = () => {
  const suppliers = useSupplierOptions();
  return useMemo(
    () => (suppliers.data ?? []).map((s) => ({ value: s.code, label: `${s.name} (${s.code})` })),
    [suppliers.data],
  );
};

/** A list's filter choices: the suppliers, with the list's own fixed ones (a module constant). */
export const useSupplierFilterOptions = <E extends object>(own: E) => {
  const supplierCode = useSupplierChoices();
  return useMemo(() => ({ supplierCode, ...own }), [supplierCode, own]);
};
