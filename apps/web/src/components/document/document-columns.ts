import type { VatAmounts } from '@erp/domain';
import type { ReactNode } from 'react';
import type { NumberCellRule } from '../line-grid/line-cell-rules';

// The columns of a document's line grid. An area lists them once; the grid draws the inputs,
// walks them with Enter in this order, and names a refused number on its cell.

type Head = {
  title: ReactNode;
  width?: number;
  /** A hint on the column head (출고 창고의 현재고). */
  headTitle?: string;
  num?: boolean;
};

/** The part cell: part number, barcode or name typed, looked up as it is typed and on Enter. */
export type PartColumn = Head & { kind: 'part'; cell: string };

/** A quantity or price typed with separators, refused by its rule on the cell itself. */
export type NumberColumn<L> = Head & {
  kind: 'number';
  cell: string;
  rule: NumberCellRule;
  get: (line: L) => number | null;
  set: (line: L, value: number | null) => L;
  inputClass?: (line: L) => string;
  cellClass?: (line: L) => string | undefined;
  /** A note on the cell while the number is accepted (재고 부족: 3개 있음). */
  note?: (line: L) => string | null;
};

/** A free text cell; `asked` says it must be filled before Enter leaves it. */
export type TextColumn<L> = Head & {
  kind: 'text';
  cell: string;
  label: string;
  get: (line: L) => string;
  set: (line: L, value: string) => L;
  /** Visited by Enter only when this holds (the order's reason, when the price differs). */
  when?: (line: L) => boolean;
  /** Why Enter may not leave the cell yet, or null. */
  required?: (line: L) => string | null;
  placeholder?: (line: L) => string | undefined;
  inputClass?: (line: L, asked: boolean) => string;
};

/** A figure of the line shown as it is. */
export type DisplayColumn<L> = Head & {
  kind: 'display';
  render: (line: L, row: number) => ReactNode;
  cellClass?: (line: L) => string | undefined;
  /** The whole text as a hover (long names). */
  hover?: (line: L) => string | undefined;
};

/** A money figure of the line; a line with a refused cell shows — and is left out of the totals. */
export type MoneyColumn = Head & { kind: 'money'; part: keyof VatAmounts; strong?: boolean };

export type DocumentColumn<L> = PartColumn | NumberColumn<L> | TextColumn<L> | DisplayColumn<L> | MoneyColumn;

export type EditableColumn<L> = PartColumn | NumberColumn<L> | TextColumn<L>;

export const isEditable = <L>(c: DocumentColumn<L>): c is EditableColumn<L> =>
  c.kind === 'part' || c.kind === 'number' || c.kind === 'text';

/** What the grid needs to know of an area's line. */
export type LineModel<L> = {
  key: (line: L) => string;
  /** The part number shown in the part cell (or the keyword left typed). */
  partNo: (line: L) => string;
  /** The chosen part's code; null while none is (the trailing line, or a keyword not looked up). */
  partCode: (line: L) => string | null;
  /** A keyword typed and left in a line with no part, kept to be looked up. */
  withKeyword: (line: L, text: string) => L;
  /** The lines with exactly one blank line at the end, ready for the next part. */
  withTrailingBlank: (lines: L[]) => L[];
  money: (line: L) => VatAmounts | null;
};
