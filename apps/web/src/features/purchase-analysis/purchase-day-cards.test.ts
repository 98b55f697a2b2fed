import { type PurchaseDay, SCREEN_AREAS, type ScreenEntry } from '@erp/domain';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DAY_CARDS } from './purchase-day-cards';

// Every card and every line of the purchaser's day opens a screen the purchase login may open.

const supplier = { supplierCode: 'S000001', supplierName: '세방전지' };
const purchase = {
  code: 'R00000001',
  ...supplier,
  purchaseDate: '20261127',
  total: 1_100,
  status: 'draft' as const,
};
const DAY: PurchaseDay = {
  today: '20261127',
  unfixed: { count: 1, total: 1_100, rows: [purchase] },
  fixedToday: { count: 1, total: 1_100, rows: [{ ...purchase, status: 'fixed' }] },
  shortage: {
    count: 1,
    capped: false,
    rows: [{ partCode: 'P000001', partNo: 'GB80L', name: '배터리', properStock: 5, onHand: 1 }],
  },
  payable: { total: 1_100, suppliers: 1, rows: [{ ...supplier, balance: 1_100 }] },
  approvals: {
    count: 4,
    rows: (['order', 'return'] as const).flatMap((kind) =>
      (['requested', 'checked'] as const).map((status) => ({
        kind,
        code: 'B00000001',
        ...supplier,
        status,
        total: 1,
      })),
    ),
  },
  due: {
    count: 1,
    qty: 4,
    rows: [
      {
        id: 7,
        orderCode: 'B00000001',
        ...supplier,
        partNo: 'GB80L',
        partName: '배터리',
        remainingQty: 4,
        expectedDate: '20261128',
      },
    ],
  },
  late: { count: 1, suppliers: 1, rows: [{ ...supplier, lines: 1, maxDaysLate: 2 }] },
  examWait: { count: 1, rows: [purchase] },
  unbilled: { count: 1, total: 1_100, rows: [{ ...supplier, lines: 1, total: 1_100 }] },
  returnsToShip: { count: 1, rows: [{ code: 'T00000001', ...supplier, total: 1_100 }] },
};

const SCREENS: ScreenEntry[] = Object.values(SCREEN_AREAS).flatMap((area) => Object.values(area));
const screenOf = (url: string) => {
  const path = url.split('?')[0] ?? url;
  return SCREENS.find((s) => matchPath({ path: s.path, end: true }, path));
};

describe('the cards of the purchaser’s day', () => {
  it.each(DAY_CARDS.map((c) => [c.title, c] as const))(
    '%s links to screens of the purchase login',
    (_, card) => {
      const urls = [card.to(DAY), ...card.lines(DAY).map((l) => l.to)];
      expect(card.lines(DAY).length).toBeGreaterThan(0);
      for (const url of urls) {
        const screen = screenOf(url);
        expect(screen, url).toBeDefined();
        expect(screen?.roles === 'anyone' || screen?.roles.includes('purchase'), url).toBe(true);
      }
    },
  );

  it('sends a first check to its queue and a last check to the document', () => {
    const approvals = DAY_CARDS.find((c) => c.key === 'approvals')!;
    expect(approvals.lines(DAY).map((l) => l.to)).toEqual([
      '/Purchase/PurchaseOrderCheck',
      '/Purchase/PurchaseOrderLastCheck/B00000001',
      '/Purchase/PurchaseReturnCheck',
      '/Purchase/PurchaseReturnLastCheck/B00000001',
    ]);
  });
});
