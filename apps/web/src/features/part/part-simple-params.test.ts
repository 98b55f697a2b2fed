import { describe, expect, it } from 'vitest';
import { simpleRegisterDefaults } from './part-simple-params';

const suppliers = [{ value: 'S000001', label: '세방전지 (S000001)' }];

describe('simpleRegisterDefaults', () => {
  it('prefills the quick register from the six path segments of the order screen', () => {
    expect(
      simpleRegisterDefaults(
        {
          name: '헤드램프 LH 아반떼AD',
          norm: '할로겐',
          price: '298000',
          purchasePrice: '210,000',
          p: '92101-F2000',
          purchaseCode: 's000001',
        },
        suppliers,
      ),
    ).toEqual({
      name: '헤드램프 LH 아반떼AD',
      norm: '할로겐',
      price: 298_000,
      purchasePrice: 210_000,
      p: '92101-F2000',
      purchaseCode: 'S000001',
    });
  });

  it("reads '-' as an empty segment and a price that is not whole won as blank (0)", () => {
    expect(
      simpleRegisterDefaults(
        { name: '와이퍼', norm: '-', price: '-', purchasePrice: '12.5', p: '-', purchaseCode: '-' },
        suppliers,
      ),
    ).toEqual({ name: '와이퍼', norm: '', price: 0, purchasePrice: 0, p: '', purchaseCode: undefined });
  });

  it('does not preselect a supplier code that is not registered', () => {
    expect(
      simpleRegisterDefaults({ name: 'x', purchaseCode: 'S999999' }, suppliers).purchaseCode,
    ).toBeUndefined();
  });
});
