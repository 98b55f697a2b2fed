import {
  CUSTOMER_STATUS_LABELS,
  CUSTOMER_TYPE_LABELS,
  type CustomerStatus,
  type CustomerType,
  customerInputSchema,
  formatThousands,
  labelOf,
  schemaAtPath,
} from '@erp/domain';

/** A changed customer field as a clerk reads it: Korean label and values in their usual words. */
export const fieldLabelOf = (field: string): string =>
  labelOf(schemaAtPath(customerInputSchema, [field])) ?? field;

export const valueText = (field: string, value: unknown): string => {
  if (value === null || value === undefined || value === '') return '(없음)';
  if (field === 'status') return CUSTOMER_STATUS_LABELS[value as CustomerStatus] ?? String(value);
  if (field === 'customerType') return CUSTOMER_TYPE_LABELS[value as CustomerType] ?? String(value);
  if (typeof value === 'boolean') return value ? '예' : '아니오';
  if (typeof value === 'number') return formatThousands(value);
  return String(value);
};

export const changeText = (change: { field: string; before: unknown; after: unknown }): string =>
  `${fieldLabelOf(change.field)}: ${valueText(change.field, change.before)} → ${valueText(change.field, change.after)}`;

export const VIA_LABELS: Record<string, string> = {
  simple: '간편 수정',
  full: '거래처 수정',
  status: '현재 상황 변경',
};
