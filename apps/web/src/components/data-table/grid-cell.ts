import type { ListSort } from '@erp/domain';
import type { DataColumn, GridRowNode, ValueFormatterParams } from './data-table.types';

// What a cell shows, pure so it is tested without a DOM: its value, text, classes and title,
// computed from the column the way the screens wrote them for AG Grid.

export type CellView = { text: string; className: string; title: string | undefined };

const classList = (value: string | string[] | null | undefined): string[] =>
  Array.isArray(value) ? value : value ? [value] : [];

export const cellParams = <T>(
  column: DataColumn<T>,
  data: T | undefined,
  node: GridRowNode,
): ValueFormatterParams<T> => {
  const base = { data, node };
  const value = column.valueGetter
    ? column.valueGetter(base)
    : column.field && data
      ? data[column.field]
      : undefined;
  return { ...base, value };
};

export const cellView = <T>(column: DataColumn<T>, data: T | undefined, node: GridRowNode): CellView => {
  const params = cellParams(column, data, node);
  const text = column.valueFormatter
    ? column.valueFormatter(params)
    : params.value === null || params.value === undefined
      ? ''
      : String(params.value);
  const classes = [
    'erp-grid-cell',
    ...(column.type === 'rightAligned' ? ['erp-cell-right'] : []),
    ...classList(typeof column.cellClass === 'function' ? column.cellClass(params) : column.cellClass),
    ...Object.entries(column.cellClassRules ?? {}).flatMap(([name, rule]) => (rule(params) ? [name] : [])),
  ];
  const tip = column.tooltip;
  const title = typeof tip === 'function' ? tip(params) : tip === true ? text : tip || undefined;
  return {
    text,
    className: classes.join(' '),
    title: title === undefined || title === null || title === '' ? undefined : String(title),
  };
};

/** The server's sort after a header click: ascending, then descending, then none. */
export const nextSort = (sort: readonly ListSort[], field: string, keepOthers: boolean): ListSort[] => {
  const current = sort.find((s) => s.field === field)?.dir;
  const others = keepOthers ? sort.filter((s) => s.field !== field) : [];
  if (current === 'asc') return [...others, { field, dir: 'desc' }];
  if (current === 'desc') return others;
  return [...others, { field, dir: 'asc' }];
};

export const DEFAULT_WIDTH = 200;
export const DEFAULT_MIN_WIDTH = 60;

/**
 * Pixel widths of the shown columns: a set width, or for a flex column its share of what the
 * fixed columns leave in `room` (never under its minimum). `sized` names columns the user sized.
 */
export const columnWidths = <T>(
  columns: readonly DataColumn<T>[],
  room: number,
  sized: ReadonlySet<string>,
): number[] => {
  const flexOf = (c: DataColumn<T>) => (c.flex && !sized.has(c.colId) ? c.flex : 0);
  const fixed = columns.reduce((sum, c) => sum + (flexOf(c) ? 0 : (c.width ?? DEFAULT_WIDTH)), 0);
  const flexTotal = columns.reduce((sum, c) => sum + flexOf(c), 0);
  const left = Math.max(0, room - fixed);
  return columns.map((c) => {
    const min = c.minWidth ?? DEFAULT_MIN_WIDTH;
    const flex = flexOf(c);
    return Math.max(min, flex ? Math.floor((left * flex) / flexTotal) : (c.width ?? DEFAULT_WIDTH));
  });
};
