import { describe, expect, it } from 'vitest';
import { purchaseInputSchema } from './purchase.schema.js';
import {
  isPurchaseCode,
  purchaseUnitMethodOf,
  whyCannotFixPurchase,
  whyCannotModifyPurchase,
  whyCannotUnfixPurchase,
} from './purchase.status.js';

describe('purchase guards', () => {
  it('lets only a draft be modified and fixed, and only a fixed purchase be un-fixed', () => {
    expect(whyCannotModifyPurchase('draft')).toBeNull();
    expect(whyCannotModifyPurchase('fixed')).toContain('확정된 매입은 수정할 수 없습니다');
    expect(whyCannotFixPurchase('draft', 2)).toBeNull();
    expect(whyCannotFixPurchase('draft', 0)).toContain('품목이 없는');
    expect(whyCannotFixPurchase('fixed', 2)).toContain('이미 확정된');
    expect(whyCannotUnfixPurchase('fixed')).toBeNull();
    expect(whyCannotUnfixPurchase('draft')).toContain('확정되지 않은');
  });
});

describe('purchase unit label method', () => {
  it('reads new/re and their spellings, and nothing else', () => {
    expect(['new', 'NEW', 'create', 'n'].map(purchaseUnitMethodOf)).toEqual(['new', 'new', 'new', 'new']);
    expect(['re', 'reprint', 'R'].map(purchaseUnitMethodOf)).toEqual(['re', 're', 're']);
    expect(purchaseUnitMethodOf('print')).toBeNull();
    expect(purchaseUnitMethodOf(undefined)).toBeNull();
  });
});

describe('purchase input', () => {
  it('takes the date as YYYYMMDD or ISO and upper-cases codes', () => {
    const parsed = purchaseInputSchema.parse({
      supplierCode: 's000001',
      purchaseDate: '2026-11-20',
      lines: [{ partCode: 'p0000001', qty: 1, unitPrice: 0 }],
    });
    expect(parsed).toMatchObject({
      supplierCode: 'S000001',
      purchaseDate: '20261120',
      warehouseCode: 'MAIN',
    });
    expect(parsed.lines[0]!.partCode).toBe('P0000001');
    expect(
      purchaseInputSchema.safeParse({ supplierCode: 'S1', purchaseDate: '2026-02-30', lines: [] }).success,
    ).toBe(false);
  });

  it('tells purchase codes from part codes', () => {
    expect(isPurchaseCode('R00000012')).toBe(true);
    expect(isPurchaseCode('P00000012')).toBe(true);
    expect(isPurchaseCode('p00000012')).toBe(true);
    expect(isPurchaseCode('P0000012')).toBe(false);
  });
});
