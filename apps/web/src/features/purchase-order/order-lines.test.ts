import type { ShortagePart } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { filledPurchaseLines, withTrailingBlankPurchase } from '../purchase/purchase-lines';
import { withShortages } from './order-lines';

const shortage = (partCode: string, suggestedQty: number): ShortagePart => ({
  partCode,
  partNo: `NO-${partCode}`,
  partName: `품목 ${partCode}`,
  brandName: null,
  properStock: 10,
  onHand: 10 - suggestedQty,
  onOrder: 0,
  suggestedQty,
  purchasePrice: 1_000,
  vatIncluded: false,
});

describe('the shortage prefill of a purchase order request', () => {
  it.each<[string, string[], ShortagePart[], [string, number | null][]]>([
    [
      'adds every short part with its suggested quantity',
      [],
      [shortage('P1', 4), shortage('P2', 1)],
      [
        ['P1', 4],
        ['P2', 1],
      ],
    ],
    [
      'leaves a part already on the order alone',
      ['P1'],
      [shortage('P1', 4), shortage('P2', 2)],
      [
        ['P1', 1],
        ['P2', 2],
      ],
    ],
    ['skips a part with nothing to suggest', [], [shortage('P3', 0)], []],
  ])('%s', (_name, have, shortages, expected) => {
    const start = withTrailingBlankPurchase(
      have.map((code) => ({
        key: code,
        partCode: code,
        partNo: code,
        name: code,
        vatIncluded: false,
        qty: 1,
        unitPrice: 1,
      })),
    );
    const lines = withShortages(start, shortages);
    expect(filledPurchaseLines(lines).map((l) => [l.partCode, l.qty])).toEqual(expected);
    // The blank line where the next part is typed stays last.
    expect(lines[lines.length - 1]?.partCode).toBeNull();
  });
});
