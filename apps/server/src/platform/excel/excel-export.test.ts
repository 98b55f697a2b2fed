import { listColumns } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { excelColumnsOf } from './excel-export.js';

type Row = { code: string; total: number; at: string; vat: boolean; state: string | null };
const COLUMNS = listColumns<Row>()([
  { key: 'code', label: '코드', value: (r) => r.code, format: 'code', width: 120 },
  { key: 'total', label: '합계', value: (r) => r.total, format: 'won' },
  { key: 'at', label: '등록일', value: (r) => r.at, format: 'date' },
  { key: 'vat', label: '부가세 포함', value: (r) => r.vat, format: 'yn' },
  { key: 'state', label: '상태', value: (r) => r.state, labels: { open: '진행' } },
  { key: 'mark', label: '표시', value: () => '✓', only: 'grid' },
]);

describe('Excel columns from the declared list columns', () => {
  const columns = excelColumnsOf(COLUMNS);
  const row: Row = { code: 'C1', total: 12_000, at: '2026-11-25T16:30:00.000Z', vat: true, state: 'open' };

  it('keeps the headers and order of the declaration, without grid-only columns', () => {
    expect(columns.map((c) => c.header)).toEqual(['코드', '합계', '등록일', '부가세 포함', '상태']);
    expect(columns[1]?.numFmt).toBe('#,##0');
  });

  it('writes money as numbers, labels and Y/N as text, and days on the Korean clock', () => {
    const values = columns.map((c) => c.value(row));
    expect(values.slice(0, 2)).toEqual(['C1', 12_000]);
    // 16:30 UTC on the 25th is 01:30 on the 26th in Korea: the file says the 26th, as the grid does.
    expect((values[2] as Date).toISOString().slice(0, 10)).toBe('2026-11-26');
    expect(values.slice(3)).toEqual(['Y', '진행']);
    // A day the documents keep as YYYYMMDD (an expected arrival) is that day in the file too.
    expect(
      (columns[2]?.value({ ...row, at: '20261125' }) as Date | undefined)?.toISOString().slice(0, 10),
    ).toBe('2026-11-25');
    expect(columns[4]?.value({ ...row, state: null })).toBeNull();
  });
});
