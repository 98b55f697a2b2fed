import {
  type ColumnValue,
  columnsFor,
  isNumericColumn,
  type ListColumn,
  type ListSpec,
  labelledValue,
} from '@erp/domain';
import { formatCount, formatKstDate, formatKstDateTime, formatWon } from './cell-format';
import type { DataColumn, ValueFormatterParams } from './data-table.types';

/** What only the browser adds to a declared column: a cell colour, a name from a choice list. */
export type GridColumnOverride<Row> = Partial<Omit<DataColumn<Row>, 'colId'>>;

const text = (value: ColumnValue): string => {
  if (value === null || value === undefined) return '';
  return String(value);
};

const formatterOf =
  <Row>(column: ListColumn<Row>) =>
  (params: ValueFormatterParams<Row>): string => {
    const value = params.value as ColumnValue;
    switch (column.format) {
      case 'won':
        return formatWon(typeof value === 'number' ? value : null);
      case 'count':
        return formatCount(typeof value === 'number' ? value : null);
      case 'date':
        return formatKstDate(typeof value === 'string' ? value : null);
      case 'datetime':
        return formatKstDateTime(typeof value === 'string' ? value : null);
      default:
        return text(value);
    }
  };

/**
 * The grid columns of a list's declared columns (`listColumns` in the domain), so the grid and the
 * Excel download show the same headers and values. A column whose key is a sortable field of the
 * list's spec sorts on the server; `overrides` adds what needs the browser.
 */
export const gridColumnsOf = <Row>(
  columns: readonly ListColumn<Row>[],
  options: {
    spec?: ListSpec;
    overrides?: Readonly<Record<string, GridColumnOverride<Row>>>;
  } = {},
): DataColumn<Row>[] =>
  columnsFor(columns, 'grid').map((column) => {
    const numeric = isNumericColumn(column);
    const field = options.spec?.fields[column.key];
    const base: DataColumn<Row> = {
      colId: column.key,
      headerName: column.label,
      sortable: Boolean(field?.sortable),
      // The pinned summary row is keyed by column (합계, a count, the sums): it shows only those.
      valueGetter: (params) => {
        if (!params.data) return undefined;
        if (params.node?.rowPinned) return (params.data as Record<string, unknown>)[column.key];
        return labelledValue(column, params.data);
      },
      valueFormatter: formatterOf(column),
      ...(column.width ? { width: column.width } : {}),
      ...(column.hidden ? { hide: true } : {}),
      ...(column.pinned ? { pinned: 'left' as const, lockVisible: column.format === 'code' } : {}),
      ...(numeric ? { type: 'rightAligned', cellClass: 'erp-cell-number' } : {}),
      ...(column.format === 'code' ? { cellClass: 'erp-cell-code' } : {}),
      ...(!numeric && column.format !== 'code' && (column.width ?? 0) >= 160
        ? { tooltip: (p) => (typeof p.value === 'string' ? p.value : '') }
        : {}),
    };
    return { ...base, ...options.overrides?.[column.key] };
  });
