import { reduceScannedBarcode } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { CAR_PATHS, presentParam, unitQrAddress } from './barcode-paths';

describe('barcode and vehicle routes', () => {
  it("reads '-', '0' and empty route segments as absent", () => {
    expect(presentParam('-')).toBeNull();
    expect(presentParam(' 0 ')).toBeNull();
    expect(presentParam(undefined)).toBeNull();
    expect(presentParam('C000001')).toBe('C000001');
  });

  it("writes '-' for what VinPartRegister does not know", () => {
    expect(CAR_PATHS.vinPartRegister('KMHD341CBHU123456', null, null)).toBe(
      '/Company/VinPartRegister/KMHD341CBHU123456/-/-',
    );
    expect(CAR_PATHS.vinPartRegister(null, 'C000001', 'M20261122-0001')).toBe(
      '/Company/VinPartRegister/-/C000001/M20261122-0001',
    );
  });

  it("puts a unit's history address in its QR, which a scan field reduces to a path ending in the unit", () => {
    const address = unitQrAddress('https://erp.example.kr/', 'U0000000174');
    expect(address).toBe('https://erp.example.kr/Company/Barcode/BarcodePartEachHistory/U0000000174');
    const scanned = reduceScannedBarcode(address);
    expect(scanned).toBe('/Company/Barcode/BarcodePartEachHistory/U0000000174');
    expect(scanned.split('/').pop()).toBe('U0000000174');
  });
});
