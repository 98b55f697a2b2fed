import { describe, expect, it } from 'vitest';
import {
  copyChoiceOf,
  FAST_LINES_PER_COPY,
  fastLayout,
  paddedLines,
  statementPrintPlan,
} from './fast-statement';
import type { Statement, StatementLine } from './statement.api';

const lines = (n: number): StatementLine[] =>
  Array.from({ length: n }, (_, i) => ({
    no: i + 1,
    partNo: `P${i}`,
    name: '부품',
    norm: null,
    qty: 1,
    unitPrice: 1_000,
    supply: 1_000,
    tax: 100,
    total: 1_100,
  }));

describe('fast statement layout', () => {
  it('puts both copies on one sheet while the lines fit, else prints the full statement', () => {
    expect(fastLayout({ lines: lines(FAST_LINES_PER_COPY) } as Statement)).toBe('two-up');
    expect(fastLayout({ lines: lines(FAST_LINES_PER_COPY + 1) } as Statement)).toBe('full');
  });

  it('pads a copy with blank rows so both halves are the same height', () => {
    const padded = paddedLines(lines(3));
    expect(padded).toHaveLength(FAST_LINES_PER_COPY);
    expect(padded.filter((l) => l === null)).toHaveLength(FAST_LINES_PER_COPY - 3);
  });
});

describe('statement of account copies', () => {
  it('prints both copies on one A4 sheet by default while the lines fit', () => {
    expect(statementPrintPlan({ lines: lines(5) }, copyChoiceOf(null))).toEqual({ layout: 'two-up' });
  });

  it('prints both copies, each on its own pages, when the lines do not fit half a sheet', () => {
    expect(statementPrintPlan({ lines: lines(FAST_LINES_PER_COPY + 1) }, 'both')).toEqual({
      layout: 'full',
      copies: ['공급자 보관용', '공급받는자 보관용'],
    });
  });

  it('prints one copy when asked', () => {
    expect(statementPrintPlan({ lines: lines(2) }, copyChoiceOf('recipient'))).toEqual({
      layout: 'full',
      copies: ['공급받는자 보관용'],
    });
    expect(copyChoiceOf('nonsense')).toBe('both');
  });
});
