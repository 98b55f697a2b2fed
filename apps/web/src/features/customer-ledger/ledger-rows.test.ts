import { describe, expect, it } from 'vitest';
import type { CustomerLedgerView, LedgerLine } from './customer-ledger.api';
import { documentLink, ledgerAddsUp, ledgerRows, thisMonth } from './ledger-rows';

const entry = (over: Partial<LedgerLine>): LedgerLine => ({
  id: 1,
  date: '20261122',
  kind: 'sale',
  docKind: 'sales_order',
  docCode: 'O20261122-0001',
  supply: 0,
  tax: 0,
  debit: 0,
  credit: 0,
  balance: 0,
  memo: null,
  ...over,
});

const LEDGER: CustomerLedgerView = {
  customerCode: 'C000002',
  customerName: '대성모터스',
  fromDate: '20261101',
  toDate: '20261122',
  openingBalance: 100_000,
  lines: [
    entry({ id: 1, debit: 305_250, balance: 405_250 }),
    entry({
      id: 2,
      kind: 'cancel',
      docKind: 'order_cancel',
      docCode: 'X20261122-0001',
      credit: 97_900,
      balance: 307_350,
    }),
    entry({
      id: 3,
      kind: 'payment-transfer',
      docKind: 'payment',
      docCode: null,
      credit: 300_000,
      balance: 7_350,
    }),
  ],
  totalDebit: 305_250,
  totalCredit: 397_900,
  closingBalance: 7_350,
};

describe('customer ledger rows', () => {
  it('starts with the opening balance and ends with the period totals', () => {
    const rows = ledgerRows(LEDGER);
    expect(rows[0]).toEqual({ type: 'opening', balance: 100_000 });
    expect(rows.at(-1)).toEqual({ type: 'total', debit: 305_250, credit: 397_900, balance: 7_350 });
    expect(rows[2]).toMatchObject({ type: 'entry', label: '매출 취소' });
  });

  it('checks the running balance adds up', () => {
    expect(ledgerAddsUp(LEDGER)).toBe(true);
    expect(ledgerAddsUp({ ...LEDGER, closingBalance: 7_351 })).toBe(false);
  });

  it('opens the statement of a sale and the cancel statement of a cancel, nothing for a payment', () => {
    expect(documentLink(LEDGER.lines[0] as LedgerLine)).toEqual({ kind: 'sale', code: 'O20261122-0001' });
    expect(documentLink({ docKind: 'order_cancel', docCode: 'X20261122-0003' })).toEqual({
      kind: 'cancel',
      code: 'X20261122-0003',
    });
    expect(documentLink({ docKind: 'order_cancel', docCode: null })).toBeNull();
    expect(documentLink(LEDGER.lines[2] as LedgerLine)).toBeNull();
  });

  it('defaults to this month on the Korean calendar', () => {
    expect(thisMonth(new Date('2026-11-30T16:00:00Z'))).toEqual({ from: '20261201', to: '20261201' });
    expect(thisMonth(new Date('2026-11-22T03:00:00Z'))).toEqual({ from: '20261101', to: '20261122' });
  });
});
