import type { QuickField } from '../../components/list-page/filter-draft';

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
