import { describe, expect, it } from 'vitest';
import type { TransactionStatement } from './statement.api';
import { statementPeriod, transactionAddsUp, transactionRows } from './transaction-rows';

const line = (total: number) => ({
  partNo: 'SP1399',
  name: '패드',
  norm: null,
  qty: 1,
  unitPrice: total,
  supply: total,
  tax: 0,
  total,
});

const statement = (over: Partial<TransactionStatement> = {}): TransactionStatement =>
  ({
    openingBalance: 10_000,
    sales: 30_000,
    cancels: 5_000,
    payments: 20_000,
    others: 0,
    closingBalance: 15_000,
    documents: [
      { kind: 'sale', amount: 30_000, lines: [line(10_000), line(20_000)] },
      { kind: 'payment-cash', amount: -20_000, lines: [] },
      { kind: 'cancel', amount: -5_000, lines: [line(-5_000)] },
    ],
    ...over,
  }) as TransactionStatement;

describe('transaction statement rows', () => {
  it('puts each document before its lines, payments without lines', () => {
    expect(transactionRows(statement()).map((r) => r.type)).toEqual([
      'doc',
      'line',
      'line',
      'doc',
      'doc',
      'line',
    ]);
  });

  it('checks that the balances and every document add up', () => {
    expect(transactionAddsUp(statement())).toBe(true);
    expect(transactionAddsUp(statement({ closingBalance: 15_001 }))).toBe(false);
    const broken = statement();
    broken.documents[0]!.amount = 29_999;
    expect(transactionAddsUp(broken)).toBe(false);
  });

  it('opens on the URL period or on this month so far (Korean calendar)', () => {
    const now = new Date('2026-11-21T16:30:00Z'); // 22 Nov 01:30 in Korea
    expect(statementPeriod(null, null, now)).toEqual({ from: '20261101', to: '20261122' });
    expect(statementPeriod('20261001', '20261031', now)).toEqual({ from: '20261001', to: '20261031' });
    expect(statementPeriod('20261031', '20261001', now)).toEqual({ from: '20261101', to: '20261122' });
  });
});
