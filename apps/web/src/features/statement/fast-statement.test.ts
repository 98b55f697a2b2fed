import { describe, expect, it } from 'vitest';
import { FAST_LINES_PER_COPY, fastLayout, paddedLines } from './fast-statement';
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
