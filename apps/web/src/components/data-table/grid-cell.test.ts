import { describe, expect, it } from 'vitest';
import type { DataColumn, GridRowNode } from './data-table.types';
import { cellView, columnWidths, nextSort } from './grid-cell';

type Row = { code: string; qty: number | null; memo?: string };
const ROW_NODE: GridRowNode = { rowPinned: null, rowIndex: 0 };
const SUMMARY_NODE: GridRowNode = { rowPinned: 'bottom', rowIndex: null };
const row: Row = { code: 'P1', qty: -3, memo: '긴 비고' };

describe('cellView: what a cell shows, from the column', () => {
  it.each<[string, DataColumn<Row>, Partial<ReturnType<typeof cellView>>]>([
    ['the field as text', { colId: 'code', headerName: '코드', field: 'code' }, { text: 'P1' }],
    [
      'a getter then a formatter',
      {
        colId: 'qty',
        headerName: '수량',
        valueGetter: (p) => p.data?.qty,
        valueFormatter: (p) => `${p.value}개`,
      },
      { text: '-3개' },
    ],
    [
      'right aligned numbers with their class and a rule',
      {
        colId: 'qty',
        headerName: '수량',
        field: 'qty',
        type: 'rightAligned',
        cellClass: 'erp-cell-number',
        cellClassRules: {
          'erp-neg': (p) => (p.value as number) < 0,
          'erp-pos': (p) => (p.value as number) > 0,
        },
      },
      { className: 'erp-grid-cell erp-cell-right erp-cell-number erp-neg' },
    ],
    [
      'a class from a function and the text as its title',
      { colId: 'memo', headerName: '비고', field: 'memo', cellClass: () => ['a', 'b'], tooltip: true },
      { className: 'erp-grid-cell a b', title: '긴 비고' },
    ],
    [
      'no title for an empty tooltip',
      { colId: 'memo', headerName: '비고', field: 'memo', tooltip: () => '' },
      { title: undefined },
    ],
  ])('%s', (_name, column, expected) => {
    expect(cellView(column, row, ROW_NODE)).toMatchObject(expected);
  });

  it('tells a getter it draws the summary row', () => {
    const column: DataColumn<Row> = {
      colId: 'code',
      headerName: '코드',
      valueGetter: (p) => (p.node.rowPinned ? '합계' : p.data?.code),
    };
    expect(cellView(column, row, SUMMARY_NODE).text).toBe('합계');
    expect(cellView(column, { code: 'P2', qty: null }, ROW_NODE).text).toBe('P2');
  });
});

describe('nextSort: a header click', () => {
  it.each([
    [[], [{ field: 'name', dir: 'asc' }]],
    [[{ field: 'name', dir: 'asc' }], [{ field: 'name', dir: 'desc' }]],
    [[{ field: 'name', dir: 'desc' }], []],
    [[{ field: 'code', dir: 'asc' }], [{ field: 'name', dir: 'asc' }]],
  ] as const)('from %j goes to %j', (from, to) => {
    expect(nextSort(from, 'name', false)).toEqual(to);
  });

  it('keeps the other columns with Shift', () => {
    expect(nextSort([{ field: 'code', dir: 'asc' }], 'name', true)).toEqual([
      { field: 'code', dir: 'asc' },
      { field: 'name', dir: 'asc' },
    ]);
  });
});

describe('columnWidths', () => {
  const columns: DataColumn<Row>[] = [
    { colId: 'code', headerName: '코드', width: 100 },
    { colId: 'qty', headerName: '수량' },
    { colId: 'memo', headerName: '비고', flex: 1, minWidth: 150 },
  ];

  it('gives a flex column what the others leave, never less than its minimum', () => {
    expect(columnWidths(columns, 1000, new Set())).toEqual([100, 200, 700]);
    expect(columnWidths(columns, 0, new Set())).toEqual([100, 200, 150]);
  });

  it('keeps the width a user gave a flex column', () => {
    const sized = columns.map((c) => (c.colId === 'memo' ? { ...c, width: 260 } : c));
    expect(columnWidths(sized, 1000, new Set(['memo']))).toEqual([100, 200, 260]);
  });
});
