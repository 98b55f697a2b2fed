import type { ListSort } from '@erp/domain';
import type { ReactNode, Ref } from 'react';

/** Where a row is drawn: `rowPinned` is 'bottom' for the summary row under the page. */
export type GridRowNode = { rowPinned: 'bottom' | null; rowIndex: number | null };

export type ValueGetterParams<T> = { data: T | undefined; node: GridRowNode };
export type ValueFormatterParams<T> = ValueGetterParams<T> & { value: unknown };
export type CellClassParams<T> = ValueFormatterParams<T>;

type CellClass<T> =
  | string
  | string[]
  | ((params: CellClassParams<T>) => string | string[] | null | undefined);

/**
 * A grid column, with a stable id and a Korean header. The parameter objects ({value, data,
 * node}) keep the shapes the columns were written against when the grid was AG Grid.
 */
export type DataColumn<T> = {
  colId: string;
  headerName: string;
  /** The row's property shown when there is no valueGetter. */
  field?: Extract<keyof T, string>;
  width?: number;
  minWidth?: number;
  /** Takes a share of the room the fixed columns leave (until the user sizes it). */
  flex?: number;
  valueGetter?: (params: ValueGetterParams<T>) => unknown;
  valueFormatter?: (params: ValueFormatterParams<T>) => string;
  cellClass?: CellClass<T>;
  cellClassRules?: Record<string, (params: CellClassParams<T>) => boolean>;
  /** The cell's title: true shows the cell's text, a function makes it. */
  tooltip?: boolean | string | ((params: ValueFormatterParams<T>) => unknown);
  pinned?: 'left' | 'right' | null;
  headerClass?: string;
  headerTooltip?: string;
  hide?: boolean;
  /** Sorts on the server when its header is clicked. */
  sortable?: boolean;
  /** 'rightAligned': numbers, their header too. */
  type?: 'rightAligned';
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
