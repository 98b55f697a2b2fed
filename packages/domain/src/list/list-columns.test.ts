import { describe, expect, it } from 'vitest';
import { CUSTOMER_COLUMNS } from '../customer/customer.columns.js';
import { CUSTOMER_LIST_SPEC } from '../customer/customer.schema.js';
import { columnsFor, labelledValue, listColumns } from './list-columns.js';

type Row = { code: string; kind: 'a' | 'b'; ok: boolean; note: string | null };
const COLUMNS = listColumns<Row>()([
  { key: 'code', label: '코드', value: (r) => r.code, format: 'code' },
  { key: 'kind', label: '구분', value: (r) => r.kind, labels: { a: '가', b: '나' } },
  { key: 'ok', label: '사용', value: (r) => r.ok, format: 'yn', only: 'excel' },
  { key: 'check', label: '확인', value: (r) => (r.ok ? '확인' : ''), only: 'grid' },
]);

describe('list columns, declared once for the grid and the Excel file', () => {
  it('gives each output its columns in order', () => {
    expect(columnsFor(COLUMNS, 'grid').map((c) => c.key)).toEqual(['code', 'kind', 'check']);
    expect(columnsFor(COLUMNS, 'excel').map((c) => c.key)).toEqual(['code', 'kind', 'ok']);
  });

  it('shows codes by their Korean label and yes/no as Y/N', () => {
    const row: Row = { code: 'X1', kind: 'b', ok: false, note: null };
    expect(labelledValue(COLUMNS[1], row)).toBe('나');
    expect(labelledValue(COLUMNS[2], row)).toBe('N');
  });

  it('names each customer list field the way its filter and sort do', () => {
    const fields = CUSTOMER_LIST_SPEC.fields as Record<string, { label: string }>;
    const mismatched = CUSTOMER_COLUMNS.filter((c) => fields[c.key] && fields[c.key]?.label !== c.label);
    expect(mismatched.map((c) => c.key)).toEqual([]);
    expect(new Set(CUSTOMER_COLUMNS.map((c) => c.key)).size).toBe(CUSTOMER_COLUMNS.length);
  });
});
