import type { FilterOperator, ListFieldKind, ListFilter, ListSpec } from '@erp/domain';
import { FILTER_OPERATOR_LABELS } from '@erp/domain';

/** Choices of a field shown as a select: value → Korean label (statuses, groups, staff…). */
export type FieldOptions = Record<string, readonly { value: string | number; label: string }[]>;

const formatYmd = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;

/** One value as the user knows it: the option's label, a dated or grouped number, 예/아니오. */
export const displayValue = (kind: ListFieldKind, value: unknown, options?: FieldOptions[string]): string => {
  const option = options?.find((o) => o.value === value);
  if (option) return option.label;
  if (kind === 'boolean') return value === true ? '예' : '아니오';
  if (kind === 'number' && typeof value === 'number') return value.toLocaleString('ko-KR');
  if (kind === 'date' && typeof value === 'string' && /^\d{8}$/.test(value)) return formatYmd(value);
  return String(value);
};

/** The chip text of an active filter, e.g. "현재 상황: 거래 중, 출고 보류" or "여신 한도 1,000 ~ 5,000". */
export const describeFilter = (spec: ListSpec, filter: ListFilter, options: FieldOptions = {}): string => {
  const field = spec.fields[filter.field];
  if (!field) return filter.field;
  const show = (v: unknown) => displayValue(field.kind, v, options[filter.field]);
  const op: FilterOperator = filter.op;
  switch (op) {
    case 'isNull':
      return `${field.label}: ${filter.value === false ? '값 있음' : '비어 있음'}`;
    case 'in':
      return `${field.label}: ${(Array.isArray(filter.value) ? filter.value : [filter.value]).map(show).join(', ')}`;
    case 'between': {
      const [from, to] = Array.isArray(filter.value) ? filter.value : [];
      return `${field.label} ${show(from)} ~ ${show(to)}`;
    }
    case 'eq':
      return `${field.label}: ${show(filter.value)}`;
    default:
      return `${field.label} ${FILTER_OPERATOR_LABELS[op]}: ${show(filter.value)}`;
  }
};

/** Whether a filter value is complete enough to send (an empty box means "no condition"). */
export const isFilterComplete = (filter: ListFilter): boolean => {
  if (filter.op === 'isNull') return true;
  const present = (v: unknown) => v !== undefined && v !== null && v !== '';
  if (filter.op === 'in') return Array.isArray(filter.value) && filter.value.length > 0;
  if (filter.op === 'between')
    return Array.isArray(filter.value) && filter.value.length === 2 && filter.value.every(present);
  return present(filter.value) && !(typeof filter.value === 'string' && filter.value.trim() === '');
};

/** Filterable fields of a spec, in the spec's order. */
export const filterableFields = (spec: ListSpec): string[] =>
  Object.keys(spec.fields).filter((name) => (spec.fields[name]?.operators ?? []).length > 0);
