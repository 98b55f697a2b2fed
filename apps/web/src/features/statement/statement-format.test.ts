import { describe, expect, it } from 'vitest';
import type { Statement } from './statement.api';
import { balanceCells, phoneLine, printWon } from './statement-format';

const statement = (over: Partial<Statement>): Statement =>
  ({
    kind: 'sale',
    total: 1_234_560,
    previousBalance: 500_000,
    payment: 100_000,
    newBalance: 1_634_560,
    ...over,
  }) as Statement;

describe('printed statement figures', () => {
  it('writes won with separators and a minus sign for a cancel', () => {
    expect(printWon(1_234_560)).toBe('1,234,560');
    expect(printWon(-97_900)).toBe('-97,900');
    expect(printWon(null)).toBe('');
  });

  it('shows previous balance, payment, this document and the new balance', () => {
    expect(balanceCells(statement({}))).toEqual([
      { label: '전잔액', value: '500,000' },
      { label: '입금액', value: '100,000' },
      { label: '금회 거래', value: '1,234,560' },
      { label: '현잔액', value: '1,634,560', strong: true },
    ]);
  });

  it('has no balance box on an estimate', () => {
    expect(balanceCells(statement({ kind: 'estimate', previousBalance: null, newBalance: null }))).toBeNull();
  });

  it('joins phone and fax', () => {
    expect(phoneLine('02-123-4567', '02-123-4568')).toBe('02-123-4567 / 팩스 02-123-4568');
    expect(phoneLine(null, null)).toBeNull();
  });
});
