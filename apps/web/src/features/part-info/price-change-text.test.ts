import { describe, expect, it } from 'vitest';
import { priceChangeText, priceChangeViaLabel } from './price-change-text';

describe('priceChangeText', () => {
  it('shows old → new with the signed difference and percentage', () => {
    expect(priceChangeText(10_000, 12_000)).toBe('10,000 → 12,000 (+2,000, +20.0%)');
    expect(priceChangeText(12_000, 9_000)).toBe('12,000 → 9,000 (−3,000, −25.0%)');
  });
  it('reads a first price as coming from nothing, and leaves out the percentage from 0', () => {
    expect(priceChangeText(null, 5_000)).toBe('(없음) → 5,000');
    expect(priceChangeText(0, 5_000)).toBe('0 → 5,000 (+5,000)');
  });
  it('is empty when the price did not change or has no new value', () => {
    expect(priceChangeText(7_000, 7_000)).toBe('');
    expect(priceChangeText(7_000, null)).toBe('');
  });
});

describe('priceChangeViaLabel', () => {
  it('names the screen a change came from', () => {
    expect(priceChangeViaLabel('full')).toBe('품목 수정');
    expect(priceChangeViaLabel('create.full')).toBe('신규 등록');
    expect(priceChangeViaLabel('create.excel')).toBe('신규 등록 (엑셀 등록)');
    expect(priceChangeViaLabel('supplier.save')).toBe('매입처 단가 (매입처 품목 저장)');
  });
  it('keeps an unknown source readable instead of dropping it', () => {
    expect(priceChangeViaLabel('api')).toBe('api');
  });
});
