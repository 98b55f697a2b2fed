import type { ListSort } from '@erp/domain';
import type { ColDef } from 'ag-grid-community';
import type { ReactNode, Ref } from 'react';

/** A grid column: an AG Grid column definition with a stable id and a Korean header. */
export type DataColumn<T> = ColDef<T> & {
  colId: string;
  headerName: string;
  /** The column chooser cannot hide it (the code that identifies a row). */
  lockVisible?: boolean;
};

export type DataTableHandle = {
  /** Puts the keyboard focus on the first row, so arrow keys move through the list. */
  focusFirstRow: () => void;
  clearSelection: () => void;
};

export type DataTableProps<T> = {
  /** Names the grid in the per-user column layout (e.g. 'customer-list'). */
  gridId: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[] | undefined;
  rowId: (row: T) => string;
  loading?: boolean;
  /** The server's sort, shown in the headers; clicking a header reports the new sort. */
  sort?: readonly ListSort[];
  onSortChange?: (sort: ListSort[]) => void;
  selection?: 'single' | 'multi';
  onSelectionChange?: (rows: T[]) => void;
  /** A pinned row under the rows (page totals). */
  summaryRow?: Partial<T> | null;
  /** Enter on a row or a double click: open it. */
  onRowOpen?: (row: T) => void;
  /** Left side of the bar above the grid (counts, bulk actions). */
  toolbar?: ReactNode;
  height?: number | string;
  emptyText?: string;
  handleRef?: Ref<DataTableHandle>;
};
