import type { BillableLine, SupplierBillView } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { billLinesOf, overBilled, pickRowsOf, pickTotals, previewDifferences } from './bill-lines';

const billable = (id: number, over: Partial<BillableLine> = {}): BillableLine => ({
  purchaseLineId: id,
  purchaseCode: 'R00000001',
  purchaseDate: '20261127',
  partCode: `P000000${id}`,
  partNo: `NO-${id}`,
  partName: `품목 ${id}`,
  orderedQty: null,
  receivedQty: 4,
  billedQty: 0,
  openQty: 4,
  unitPrice: 10_000,
  vatIncluded: false,
  ...over,
});

const billLine = (id: number, qty: number, unitPrice: number, billedElsewhere = 0) => ({
  lineNo: 1,
  purchaseLineId: id,
  purchaseCode: 'R00000001',
  partCode: `P000000${id}`,
  partNo: `NO-${id}`,
  partName: `품목 ${id}`,
  orderedQty: null,
  receivedQty: 4,
  billedElsewhere,
  receivedPrice: 10_000,
  vatIncluded: false,
  qty,
  unitPrice,
  supply: 0,
  vat: 0,
  total: 0,
});

const bill = (lines: ReturnType<typeof billLine>[]) => ({ lines }) as unknown as SupplierBillView;

describe('pickRowsOf', () => {
  it('offers each open line whole at the purchase price, unpicked', () => {
    const rows = pickRowsOf([billable(1), billable(2, { billedQty: 1, openQty: 3 })]);
    expect(rows.map((r) => [r.purchaseLineId, r.picked, r.openQty, r.qty, r.billPrice])).toEqual([
      [1, false, 4, 4, 10_000],
      [2, false, 3, 3, 10_000],
    ]);
  });

  it('gives the edited bill its own quantity back, and keeps a line it billed in full', () => {
    // Line 1: 4 received, this bill 2 of it, nobody else. Line 2: billed in full by this bill.
    const rows = pickRowsOf(
      [billable(1, { billedQty: 2, openQty: 2 })],
      bill([billLine(1, 2, 10_500), billLine(2, 4, 10_000)]),
    );
    expect(
      rows.map((r) => [r.purchaseLineId, r.picked, r.billedElsewhere, r.openQty, r.qty, r.billPrice]),
    ).toEqual([
      [1, true, 0, 4, 2, 10_500],
      [2, true, 0, 4, 4, 10_000],
    ]);
  });
});

describe('the picked lines', () => {
  const rows = pickRowsOf([billable(1), billable(2), billable(3)]).map((r) =>
    r.purchaseLineId === 2
      ? r
      : { ...r, picked: true, ...(r.purchaseLineId === 3 ? { qty: 5, billPrice: 9_000 } : {}) },
  );

  it.each([
    [
      'lines',
      () => billLinesOf(rows),
      [
        { purchaseLineId: 1, qty: 4, unitPrice: 10_000 },
        { purchaseLineId: 3, qty: 5, unitPrice: 9_000 },
      ],
    ],
    [
      'differences',
      () => previewDifferences(rows).map((d) => [d.lineNo, d.kind, d.amount]),
      [
        [2, 'qty', 11_000],
        [2, 'price', -5_500],
      ],
    ],
    ['totals', () => pickTotals(rows), { supply: 85_000, vat: 8_500, total: 93_500 }],
    ['over-billed', () => overBilled(rows)?.purchaseLineId, 3],
  ] as const)('%s', (_name, read, expected) => {
    expect(read()).toEqual(expected);
  });
});
