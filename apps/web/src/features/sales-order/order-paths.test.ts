import { describe, expect, it } from 'vitest';
import { isOrderCode, obtainRegisterPath, parseObtainParams } from './order-paths';

describe('ObtainRegister parameters', () => {
  it('reads - and 0 as an absent VIN, customer or code', () => {
    expect(parseObtainParams({ vin: '-', customerCode: '0', obtainCode: '-' })).toEqual({
      vin: null,
      customerCode: null,
      target: { kind: 'new' },
    });
  });

  it('tells a memo code from an order code, in any letter case', () => {
    expect(parseObtainParams({ obtainCode: 'm20261122-0001' }).target).toEqual({
      kind: 'memo',
      code: 'M20261122-0001',
    });
    expect(parseObtainParams({ obtainCode: 'O20261122-0012' }).target).toEqual({
      kind: 'order',
      code: 'O20261122-0012',
    });
    expect(parseObtainParams({ obtainCode: 'X1' }).target).toEqual({ kind: 'unknown', code: 'X1' });
  });

  it('keeps the VIN and customer code, upper-cased', () => {
    const p = parseObtainParams({ vin: 'kmhd341cbku123456', customerCode: 'c000001', obtainCode: '0' });
    expect(p.vin).toBe('KMHD341CBKU123456');
    expect(p.customerCode).toBe('C000001');
  });

  it('writes - for what is absent, so the route always has three segments', () => {
    expect(obtainRegisterPath({})).toBe('/Company/ObtainRegister/-/-/-');
    expect(obtainRegisterPath({ customerCode: 'C000001', obtainCode: 'M20261122-0001' })).toBe(
      '/Company/ObtainRegister/-/C000001/M20261122-0001',
    );
  });

  it('recognises a scanned order code', () => {
    expect(isOrderCode(' o20261122-0001 ')).toBe(true);
    expect(isOrderCode('8800001000809')).toBe(false);
  });
});
