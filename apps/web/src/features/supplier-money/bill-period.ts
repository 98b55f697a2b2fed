import type { ListFilter } from '@erp/domain';

/**
 * The period and supplier of the per-supplier head, read from the bill list's own search: the
 * bill-date filter (between, a day, or one open end), else the month given; the supplier filter.
 */
export const headQueryOf = (
  filters: readonly ListFilter[],
  month: { from: string; to: string },
): { fromDate: string; toDate: string; supplierCode?: string } => {
  const day = filters.find((f) => f.field === 'billDate');
  let fromDate = month.from;
  let toDate = month.to;
  if (day?.op === 'between' && Array.isArray(day.value))
    [fromDate, toDate] = day.value.map(String) as [string, string];
  else if (day?.op === 'eq') fromDate = toDate = String(day.value);
  else if (day?.op === 'gte') fromDate = String(day.value);
  else if (day?.op === 'lte') toDate = String(day.value);
  if (fromDate > toDate) fromDate = toDate;
  const supplier = filters.find((f) => f.field === 'supplierCode');
  return { fromDate, toDate, ...(supplier ? { supplierCode: String(supplier.value) } : {}) };
};
