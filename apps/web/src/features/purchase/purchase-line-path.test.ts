import type { PurchaseLine } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { lineOfPath } from './purchase-line-path';

const line = (lineNo: number, partNo: string) => ({ lineNo, partNo, partCode: `P${lineNo}` }) as PurchaseLine;
const purchase = {
  code: 'R00000001',
  supplierCode: 'S000001',
  supplierName: '세방',
  lines: [line(1, 'GB90L'), line(2, 'GB60L')],
};
const brands: Record<string, string | null> = { P1: 'ROCKET', P2: null };
const brandOf = (l: PurchaseLine) => brands[l.partCode];
const path = (suppliercode: string, pbrand: string, seq: string) => ({
  purchasecode: 'R00000001',
  suppliercode,
  pbrand,
  seq,
});

describe('lineOfPath', () => {
  it.each([
    ['S000001', 'ROCKET', '1', 1],
    ['s000001', 'rocket', '1', 1],
    ['S000001', '-', '2', 2],
  ])('finds the line of supplier %s brand %s seq %s', (supplier, brand, seq, lineNo) => {
    expect(lineOfPath(purchase, path(supplier, brand, seq), brandOf).line?.lineNo).toBe(lineNo);
  });

  it.each([
    ['S000002', 'ROCKET', '1', /매입처가 다릅니다/],
    ['S000001', 'ROCKET', '3', /3번 줄이 없습니다/],
    ['S000001', 'ROCKET', 'x', /x번 줄이 없습니다/],
    ['S000001', 'DELKO', '1', /브랜드가 다릅니다/],
    ['S000001', 'ROCKET', '2', /브랜드는 없음/],
  ])('refuses supplier %s brand %s seq %s in Korean', (supplier, brand, seq, message) => {
    expect(lineOfPath(purchase, path(supplier, brand, seq), brandOf).problem).toMatch(message);
  });

  it('does not judge the brand before the part is read', () => {
    expect(lineOfPath(purchase, path('S000001', 'ANY', '1'), () => undefined).problem).toBeNull();
  });
});
