import { formatWon } from './cell-format';
import type { DataColumn } from './data-table.types';

/** A column of won amounts (or counts) read from the field of its id: right-aligned, digits grouped. */
export const wonColumn = <T>(
  colId: string,
  headerName: string,
  width: number,
  sortable = false,
): DataColumn<T> => ({
  colId,
  headerName,
  field: colId as never,
  width,
  sortable,
  cellClass: 'erp-cell-number',
  headerClass: 'erp-cell-number',
  valueFormatter: (p) => formatWon(p.value as number),
});
