import type { FilterOperator, ListFilter, ListSpec } from '@erp/domain';
import { isFilterComplete } from './filter-describe';

// The filter form between two searches: the inline fields (each with a fixed operator), the
// extra conditions the user added under "상세 조건", and the keyword. Only a search turns it into
// the list query, so typing does not fire a request per keystroke.

export type QuickField = { field: string; op: FilterOperator; placeholder?: string; width?: number };
export type ExtraCondition = { key: number; field: string; op: FilterOperator; value: unknown };
export type FilterDraft = { keyword: string; quick: Record<string, unknown>; extra: ExtraCondition[] };

export const quickKey = (q: Pick<QuickField, 'field' | 'op'>): string => `${q.field}.${q.op}`;

/** The form as the applied query left it (after a search, a back button or an opened bookmark). */
export const draftFromFilters = (
  filters: readonly ListFilter[],
  keyword: string | undefined,
  quickFields: readonly QuickField[],
): FilterDraft => {
  const quickKeys = new Set(quickFields.map(quickKey));
  const quick: Record<string, unknown> = {};
  const extra: ExtraCondition[] = [];
  filters.forEach((filter, index) => {
    const key = quickKey(filter);
    if (quickKeys.has(key)) quick[key] = filter.value;
    else extra.push({ key: index + 1, field: filter.field, op: filter.op, value: filter.value });
  });
  return { keyword: keyword ?? '', quick, extra };
};

const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);

/** The filters a draft sends: complete ones only, one per field and operator (the last wins). */
export const filtersFromDraft = (draft: FilterDraft, quickFields: readonly QuickField[]): ListFilter[] => {
  const byKey = new Map<string, ListFilter>();
  for (const q of quickFields) {
    const filter: ListFilter = { field: q.field, op: q.op, value: trimmed(draft.quick[quickKey(q)]) };
    if (isFilterComplete(filter)) byKey.set(quickKey(q), filter);
  }
  for (const condition of draft.extra) {
    const filter: ListFilter = { field: condition.field, op: condition.op, value: trimmed(condition.value) };
    if (filter.op === 'isNull' && filter.value === undefined) filter.value = true;
    if (isFilterComplete(filter)) byKey.set(quickKey(filter), filter);
  }
  return [...byKey.values()];
};

/** A new extra condition on the first field not yet used, with that field's first operator. */
export const newCondition = (spec: ListSpec, draft: FilterDraft, key: number): ExtraCondition | null => {
  const used = new Set(draft.extra.map((c) => c.field));
  const candidates = Object.entries(spec.fields).filter(([, f]) => (f.operators ?? []).length > 0);
  const [field, fieldSpec] = candidates.find(([name]) => !used.has(name)) ?? candidates[0] ?? [];
  const op = fieldSpec?.operators?.[0];
  if (!field || !op) return null;
  return { key, field, op, value: op === 'isNull' ? true : undefined };
};
