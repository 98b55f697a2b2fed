import type { Statement, StatementLine } from './statement.api';

// The fast statement (FastStatementOfAccount): the supplier's and the recipient's copy on one
// A4 sheet, cut along the dashed line — the half-page 거래명세표 of the counter. It holds a few
// lines; an order with more prints as the full statement, one copy per page.

export const FAST_LINES_PER_COPY = 8;

export const FAST_COPIES = ['공급자 보관용', '공급받는자 보관용'] as const;

export type FastLayout = 'two-up' | 'full';

export const fastLayout = (s: Pick<Statement, 'lines'>): FastLayout =>
  s.lines.length <= FAST_LINES_PER_COPY ? 'two-up' : 'full';

/** The lines of one copy followed by empty rows, so both copies have the same height. */
export const paddedLines = (lines: readonly StatementLine[]): (StatementLine | null)[] => [
  ...lines,
  ...Array.from({ length: Math.max(0, FAST_LINES_PER_COPY - lines.length) }, () => null),
];
