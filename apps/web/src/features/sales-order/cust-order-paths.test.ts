import { describe, expect, it } from 'vitest';
import {
  custOrderMemoPath,
  custOrderRegisterPath,
  fastRegisterPath,
  parseCustOrderExtras,
  parseFastMemoUrgent,
  parseFastRegisterMode,
  reservationText,
} from './order-paths';

describe('customer-order register and memo parameters', () => {
  it('reads the VIN check, the order type and the booked day', () => {
    expect(parseCustOrderExtras({ checkVin: 'Y', orderType: 'r', resvymd: '20261125' })).toEqual({
      checkVin: true,
      orderType: 'R',
      resvYmd: '20261125',
    });
    expect(parseCustOrderExtras({ checkVin: 'N', orderType: 'popup', resvymd: '-' })).toEqual({
      checkVin: false,
      orderType: 'N',
      resvYmd: null,
    });
  });

  it('drops a day that does not exist', () => {
    expect(parseCustOrderExtras({ resvymd: '20261131' }).resvYmd).toBeNull();
  });

  it('says the booked day in words and writes the paths back', () => {
    const extras = parseCustOrderExtras({ checkVin: 'Y', orderType: 'R', resvymd: '20261125' });
    expect(reservationText(extras)).toBe('예약 2026-11-25');
    expect(custOrderRegisterPath({ customerCode: 'C000001', obtainCode: 'O20261122-0001' }, extras)).toBe(
      '/Company/CustOrderRegister/-/C000001/O20261122-0001/Y/R/20261125',
    );
    expect(custOrderMemoPath({ customerCode: 'C000001', vin: 'KMHD341CBKU123456' }, extras)).toBe(
      '/Company/CustOrderMemo/-/C000001/KMHD341CBKU123456/R/20261125',
    );
  });

  it('reads the fast windows’ type', () => {
    expect(parseFastRegisterMode('estimate')).toBe('estimate');
    expect(parseFastRegisterMode('popup')).toBe('fix');
    expect(parseFastMemoUrgent('urgent')).toBe(true);
    expect(parseFastMemoUrgent('popup')).toBe(false);
    expect(fastRegisterPath('C000002', 'fix')).toBe('/Company/Order/Product/OrderFastRegister/-/C000002/fix');
  });
});
