import type { ReturnablePurchase } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { draftFromPurchase, returnLinesInput } from './purchase-return-lines';

const PURCHASE: ReturnablePurchase = {
  purchaseCode: 'R00000001',
  supplierCode: 'S000001',
  supplierName: '세방전지',
  warehouseCode: 'MAIN',
  purchaseDate: '20261120',
  lines: [
    {
      lineNo: 1,
      partCode: 'P0000003',
      partNo: 'GB90L',
      partName: '배터리',
      brandCode: 'ROCKET',
      qty: 4,
      returned: 1,
      returnable: 3,
      unitPrice: 99_000,
      vatIncluded: false,
    },
    {
      lineNo: 2,
      partCode: 'P0000002',
      partNo: 'GB60L',
      partName: '배터리',
      brandCode: 'ROCKET',
      qty: 2,
      returned: 2,
      returnable: 0,
      unitPrice: 66_000,
      vatIncluded: false,
    },
  ],
};

describe('a return drafted from a purchase', () => {
  it.each([
    [null, [['P0000003', 3, 1]]],
    [1, [['P0000003', 3, 1]]],
    [2, []],
  ])('line %s → %j', (only, expected) => {
    const draft = draftFromPurchase(PURCHASE, 'defect', only);
    const input = returnLinesInput(draft, 'other');
    expect(input.map((l) => [l.partCode, l.qty, l.purchaseLineNo])).toEqual(expected);
    expect(input.every((l) => l.purchaseCode === 'R00000001' && l.reason === 'defect')).toBe(true);
    // The blank line to type the next part is always there.
    expect(draft.lines.at(-1)?.partCode).toBeNull();
  });

  it('takes the header reason for a typed line and leaves an empty price to the server', () => {
    const draft = draftFromPurchase(PURCHASE, 'defect', 2);
    const typed = {
      ...draft.lines[0]!,
      partCode: 'P0000009',
      partNo: 'X',
      name: 'x',
      qty: 2,
      unitPrice: null,
    };
    const [line] = returnLinesInput({ lines: [typed], extras: {} }, 'overstock');
    expect(line).toEqual({ partCode: 'P0000009', qty: 2, reason: 'overstock', purchaseCode: null });
  });
});
