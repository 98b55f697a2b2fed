// The columns of a list, declared once per list for both of its outputs: the web grid and the
// Excel download. A column says what a cell holds (value), how it reads (format, labels) and its
// Korean header; the web adds only what needs the browser (a cell colour, a name looked up from a
// choice list) and the server only the file name. So the grid and the file always agree, and a
// header is never written twice.

/** How a cell reads: won and counts with separators, days and times on the Korean clock. */
export type ColumnFormat = 'text' | 'code' | 'won' | 'count' | 'date' | 'datetime' | 'yn';

export type ColumnValue = string | number | boolean | null | undefined;

export type ListColumn<Row> = {
  /** The grid's column id; the list field of the same name (when there is one) sorts it. */
  readonly key: string;
  readonly label: string;
  readonly value: (row: Row) => ColumnValue;
  readonly format?: ColumnFormat;
  /** Codes shown by their Korean label (a status, a kind). */
  readonly labels?: Readonly<Record<string, string>>;
  readonly width?: number;
  /** Left out of the grid until the user shows it (the file has every column). */
  readonly hidden?: boolean;
  /** Stays at the left while the grid scrolls (the code and name that identify a row). */
  readonly pinned?: boolean;
  /** Only in one output: a long note in the file only, a check mark in the grid only. */
  readonly only?: 'grid' | 'excel';
};

/** Keeps each column's row type; `listColumns<Customer>()([...])`. */
export const listColumns =
  <Row>() =>
  <const C extends readonly ListColumn<Row>[]>(columns: C): C =>
    columns;

/** The columns of one output, in their order. */
export const columnsFor = <Row>(
  columns: readonly ListColumn<Row>[],
  output: 'grid' | 'excel',
): ListColumn<Row>[] => columns.filter((c) => c.only === undefined || c.only === output);

/** The text of a code column or a yes/no column, as both outputs show it. */
export const labelledValue = <Row>(column: ListColumn<Row>, row: Row): ColumnValue => {
  const value = column.value(row);
  if (value === null || value === undefined) return value;
  if (column.labels && typeof value === 'string') return column.labels[value] ?? value;
  if (column.format === 'yn' && typeof value === 'boolean') return value ? 'Y' : 'N';
  return value;
};

/** Numbers read right-aligned in both outputs. */
export const isNumericColumn = (column: Pick<ListColumn<unknown>, 'format'>): boolean =>
  column.format === 'won' || column.format === 'count';
