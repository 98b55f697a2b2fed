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

/**
 * Which copies the statement of account prints (?copies=): both, as Korean offices keep one each
 * (공급자 보관용 and 공급받는자 보관용), or only one of them.
 */
export const COPY_CHOICES = ['both', 'recipient', 'supplier'] as const;
export type CopyChoice = (typeof COPY_CHOICES)[number];

export const COPY_CHOICE_LABELS: Record<CopyChoice, string> = {
  both: '두 부 (공급자·공급받는자)',
  recipient: '공급받는자 보관용만',
  supplier: '공급자 보관용만',
};

export const copyChoiceOf = (value: string | null): CopyChoice =>
  (COPY_CHOICES as readonly string[]).includes(value ?? '') ? (value as CopyChoice) : 'both';

export type StatementPrintPlan =
  /** Both copies on one A4 sheet, cut along the dashed line. */
  | { layout: 'two-up' }
  /** Each copy on its own A4 page(s), with its copy label. */
  | { layout: 'full'; copies: readonly string[] };

/** How a statement prints for the choice: both copies share one A4 sheet while the lines fit. */
export const statementPrintPlan = (s: Pick<Statement, 'lines'>, choice: CopyChoice): StatementPrintPlan => {
  if (choice === 'recipient') return { layout: 'full', copies: [FAST_COPIES[1]] };
  if (choice === 'supplier') return { layout: 'full', copies: [FAST_COPIES[0]] };
  return fastLayout(s) === 'two-up' ? { layout: 'two-up' } : { layout: 'full', copies: FAST_COPIES };
};
