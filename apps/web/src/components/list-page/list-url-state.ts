import type { FilterOperator, ListFieldSpec, ListFilter, ListQuery, ListSort, ListSpec } from '@erp/domain';
import { FILTER_OPERATORS } from '@erp/domain';

// A list's state lives in the query string, so a list can be bookmarked, shared, and its tab
// returns to the same page, sort and filters. One readable parameter per filter:
//   ?name.contains=램프&status.in=active&status.in=hold&creditLimit.between=0&creditLimit.between=500000
//   &q=한빛&sort=name.asc,code.desc&page=2&size=100
// Anything the spec does not allow (unknown field, operator, or a value of the wrong kind) is
// dropped on read, so an edited or stale URL never reaches the server as a 422.

export const RESERVED_PARAMS = ['page', 'size', 'sort', 'q'] as const;
export const DEFAULT_PAGE_SIZE = 50;
export const PAGE_SIZE_OPTIONS = [20, 50, 100, 200, 500] as const;
const MAX_SORTS = 3;

const isOperator = (value: string): value is FilterOperator =>
  (FILTER_OPERATORS as readonly string[]).includes(value);

/** A scalar from its URL text for a field kind, or undefined when the text is not of that kind. */
const parseScalar = (field: ListFieldSpec, raw: string): unknown => {
  switch (field.kind) {
    case 'number': {
      if (!/^-?\d+$/.test(raw.trim())) return undefined;
      const n = Number(raw);
      return Number.isSafeInteger(n) ? n : undefined;
    }
    case 'date':
      return /^\d{8}$/.test(raw) ? raw : undefined;
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : undefined;
    default:
      return raw.length > 0 && raw.length <= 200 ? raw : undefined;
  }
};

const filterFromParams = (
  field: string,
  spec: ListFieldSpec,
  op: FilterOperator,
  raws: readonly string[],
): ListFilter | null => {
  if (!(spec.operators ?? []).includes(op)) return null;
  if (op === 'isNull') {
    const value = raws[0] !== 'false';
    return { field, op, value };
  }
  const values = raws.map((raw) => parseScalar(spec, raw));
  if (values.some((v) => v === undefined) || values.length === 0) return null;
  if (op === 'in') return { field, op, value: values.slice(0, 500) };
  if (op === 'between') return values.length === 2 ? { field, op, value: values } : null;
  return { field, op, value: values[0] };
};

const parseSort = (spec: ListSpec, raw: string | null): ListSort[] => {
  if (!raw) return [spec.defaultSort];
  const sorts: ListSort[] = [];
  for (const part of raw.split(',')) {
    const [field, dir] = part.split('.');
    if (!field || !spec.fields[field]?.sortable || sorts.some((s) => s.field === field)) continue;
    sorts.push({ field, dir: dir === 'desc' ? 'desc' : 'asc' });
  }
  return sorts.length > 0 ? sorts.slice(0, MAX_SORTS) : [spec.defaultSort];
};

const parsePositiveInt = (raw: string | null, fallback: number, max: number): number => {
  if (!raw || !/^\d+$/.test(raw)) return fallback;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : fallback;
};

/** The list query a URL describes, checked against the list's spec. */
export const listQueryFromParams = (
  spec: ListSpec,
  params: URLSearchParams,
  defaultSize = DEFAULT_PAGE_SIZE,
): ListQuery => {
  const grouped = new Map<string, string[]>();
  for (const [key, value] of params) {
    if ((RESERVED_PARAMS as readonly string[]).includes(key)) continue;
    grouped.set(key, [...(grouped.get(key) ?? []), value]);
  }
  const filters: ListFilter[] = [];
  for (const [key, raws] of grouped) {
    const dot = key.lastIndexOf('.');
    const field = key.slice(0, dot);
    const op = key.slice(dot + 1);
    const fieldSpec = spec.fields[field];
    if (dot <= 0 || !fieldSpec || !isOperator(op)) continue;
    const filter = filterFromParams(field, fieldSpec, op, raws);
    if (filter) filters.push(filter);
  }
  const keyword = params.get('q')?.trim();
  return {
    page: parsePositiveInt(params.get('page'), 1, 1_000_000),
    size: parsePositiveInt(params.get('size'), defaultSize, spec.maxSize ?? 500),
    sort: parseSort(spec, params.get('sort')),
    filters: filters.slice(0, 20),
    ...(keyword ? { keyword: keyword.slice(0, 100) } : {}),
  };
};

const sameSort = (a: readonly ListSort[], b: readonly ListSort[]) =>
  a.length === b.length && a.every((s, i) => s.field === b[i]?.field && s.dir === b[i]?.dir);

/** The query string of a list query; defaults are left out so URLs stay short. */
export const listQueryToParams = (
  spec: ListSpec,
  query: ListQuery,
  defaultSize = DEFAULT_PAGE_SIZE,
): URLSearchParams => {
  const params = new URLSearchParams();
  if (query.keyword) params.set('q', query.keyword);
  for (const filter of query.filters) {
    const key = `${filter.field}.${filter.op}`;
    const values = Array.isArray(filter.value) ? filter.value : [filter.value ?? true];
    for (const value of values) params.append(key, String(value));
  }
  if (!sameSort(query.sort, [spec.defaultSort]))
    params.set('sort', query.sort.map((s) => `${s.field}.${s.dir}`).join(','));
  if (query.page > 1) params.set('page', String(query.page));
  if (query.size !== defaultSize) params.set('size', String(query.size));
  return params;
};

/**
 * A new search: filters or keyword changed, so back to page 1 (page 7 of the old result means
 * nothing for the new one). Sort and page size stay.
 */
export const withSearch = (
  query: ListQuery,
  search: { filters: ListFilter[]; keyword?: string | undefined },
): ListQuery => {
  const keyword = search.keyword?.trim();
  const { keyword: _old, ...rest } = query;
  return { ...rest, filters: search.filters, page: 1, ...(keyword ? { keyword } : {}) };
};

/** Clicking a sortable header: the grid's sort keys, or the default order when none is left. */
export const withSort = (spec: ListSpec, query: ListQuery, sort: readonly ListSort[]): ListQuery => {
  const allowed = sort.filter((s) => spec.fields[s.field]?.sortable).slice(0, MAX_SORTS);
  return { ...query, sort: allowed.length > 0 ? allowed : [spec.defaultSort], page: 1 };
};
