import type { ListFilter, ListSort } from '@erp/domain';

// The search boxes of the report lists, turned into the list vocabulary the server whitelists.

export type ReportFilterValues = {
  from: string;
  to: string;
  customer: string;
  code: string;
};

/** Period on `dateField`, one customer, an order code (exact when complete, else its start). */
export const reportFilters = (values: ReportFilterValues, dateField = 'orderDate'): ListFilter[] => {
  const filters: ListFilter[] = [];
  const from = values.from.trim();
  const to = values.to.trim();
  if (from && to)
    filters.push({ field: dateField, op: 'between', value: from <= to ? [from, to] : [to, from] });
  else if (from) filters.push({ field: dateField, op: 'gte', value: from });
  else if (to) filters.push({ field: dateField, op: 'lte', value: to });
  if (values.customer.trim())
    filters.push({ field: 'customerCode', op: 'eq', value: values.customer.trim() });
  const code = values.code.trim().toUpperCase();
  if (code) {
    const field = dateField === 'at' ? 'orderCode' : 'code';
    filters.push({ field, op: /^O\d{8}-\d{4,}$/.test(code) ? 'eq' : 'startsWith', value: code });
  }
  return filters;
};

/** Basis points as a percent with one decimal ('12.5 %'); empty when there is nothing to divide. */
export const formatBp = (bp: number | null | undefined): string =>
  typeof bp === 'number' && Number.isFinite(bp) ? `${(bp / 100).toFixed(1)} %` : '';

/** Days from one YYYYMMDD to another, for the default window of a list (today − n). */
export const shiftYmd = (ymd: string, days: number): string => {
  const t = Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)));
  const d = new Date(t + days * 86_400_000);
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
};

/** 'orderDate:desc,code:asc' ⇄ sort keys, keeping only the fields the list may sort on. */
export const parseSort = (text: string, allowed: readonly string[], fallback: ListSort[]): ListSort[] => {
  const keys = text
    .split(',')
    .map((part) => part.split(':'))
    .filter(([field, dir]) => field && allowed.includes(field) && (dir === 'asc' || dir === 'desc'))
    .map(([field, dir]) => ({ field: field!, dir: dir as 'asc' | 'desc' }))
    .slice(0, 3);
  return keys.length > 0 ? keys : fallback;
};
export const formatSort = (sort: readonly ListSort[]): string =>
  sort.map((s) => `${s.field}:${s.dir}`).join(',');
