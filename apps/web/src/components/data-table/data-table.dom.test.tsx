import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';
import type { DataColumn, DataTableHandle, DataTableProps } from './data-table.types';

type Part = { code: string; name: string; qty: number };

const COLUMNS: DataColumn<Part>[] = [
  { colId: 'code', headerName: '코드', field: 'code', pinned: 'left', lockVisible: true, sortable: true },
  { colId: 'name', headerName: '품명', field: 'name', sortable: true },
  { colId: 'qty', headerName: '수량', field: 'qty', type: 'rightAligned' },
];
const ROWS: Part[] = [
  { code: 'P1', name: '오일필터', qty: 3 },
  { code: 'P2', name: '에어필터', qty: 5 },
  { code: 'P3', name: '연료필터', qty: 7 },
];

const renderTable = (props: Partial<DataTableProps<Part>> = {}) =>
  render(
    <DataTable<Part>
      gridId="data-table-test"
      columns={COLUMNS}
      rows={ROWS}
      rowId={(row) => row.code}
      height={400}
      {...props}
    />,
  );

const bodyRows = () => screen.getAllByRole('row').filter((row) => row.hasAttribute('data-row'));
const cellOf = (row: number, colId: string) =>
  bodyRows()[row]?.querySelector<HTMLElement>(`[data-col="${colId}"]`) as HTMLElement;

describe('DataTable (TanStack Table and Virtual, ARIA grid)', () => {
  it('draws the headers, the rows in the server order and the summary row', () => {
    renderTable({ summaryRow: { code: '합계', qty: 15 } });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['코드', '품명', '수량']);
    expect(bodyRows().map((row) => row.textContent)).toEqual(['P1오일필터3', 'P2에어필터5', 'P3연료필터7']);
    const summary = screen.getAllByRole('row').at(-1) as HTMLElement;
    expect(summary.hasAttribute('data-row')).toBe(false);
    expect(
      within(summary)
        .getAllByRole('gridcell')
        .map((c) => c.textContent),
    ).toEqual(['합계', '', '15']);
    expect(cellOf(0, 'qty').className).toContain('erp-cell-right');
  });

  it('shows the sort on its header and asks the server for the next one', () => {
    const onSortChange = vi.fn();
    renderTable({ sort: [{ field: 'name', dir: 'asc' }], onSortChange });
    const name = screen.getByRole('columnheader', { name: /품명/ });
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: '수량' }).hasAttribute('aria-sort')).toBe(false);
    fireEvent.click(name);
    expect(onSortChange).toHaveBeenLastCalledWith([{ field: 'name', dir: 'desc' }]);
    fireEvent.click(screen.getByRole('columnheader', { name: '코드' }));
    expect(onSortChange).toHaveBeenLastCalledWith([{ field: 'code', dir: 'asc' }]);
  });

  it('selects rows with check boxes, the page at once, and clears them', () => {
    const onSelectionChange = vi.fn();
    const handle = createRef<DataTableHandle>();
    renderTable({ selection: 'multi', onSelectionChange, handleRef: handle });
    fireEvent.click(within(bodyRows()[1] as HTMLElement).getByLabelText('행 선택'));
    expect(onSelectionChange).toHaveBeenLastCalledWith([ROWS[1]]);
    expect(bodyRows()[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByLabelText('이 페이지 전체 선택'));
    expect(onSelectionChange).toHaveBeenLastCalledWith(ROWS);
    act(() => handle.current?.clearSelection());
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
  });

  it('moves the focus with the keys, selects with Space and opens with Enter or a double click', async () => {
    const onRowOpen = vi.fn();
    const onSelectionChange = vi.fn();
    const handle = createRef<DataTableHandle>();
    renderTable({ selection: 'single', onRowOpen, onSelectionChange, handleRef: handle });
    act(() => handle.current?.focusFirstRow());
    await vi.waitFor(() => expect(document.activeElement).toBe(cellOf(0, 'code')));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    await vi.waitFor(() => expect(document.activeElement).toBe(cellOf(1, 'code')));
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    await vi.waitFor(() => expect(document.activeElement).toBe(cellOf(1, 'qty')));
    fireEvent.keyDown(document.activeElement as Element, { key: ' ' });
    expect(onSelectionChange).toHaveBeenLastCalledWith([ROWS[1]]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    expect(onRowOpen).toHaveBeenLastCalledWith(ROWS[1]);
    fireEvent.click(cellOf(2, 'name'));
    expect(onSelectionChange).toHaveBeenLastCalledWith([ROWS[2]]);
    fireEvent.doubleClick(cellOf(0, 'name'));
    expect(onRowOpen).toHaveBeenLastCalledWith(ROWS[0]);
  });

  it('says so when there is nothing, and while it loads', () => {
    const { rerender } = renderTable({ rows: [] });
    expect(screen.getByText('조회된 자료가 없습니다.')).toBeTruthy();
    rerender(
      <DataTable<Part> gridId="data-table-test" columns={COLUMNS} rows={[]} rowId={(r) => r.code} loading />,
    );
    expect(screen.getByRole('status').textContent).toBe('불러오는 중…');
  });
});
