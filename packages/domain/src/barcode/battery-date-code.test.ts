import { describe, expect, it } from 'vitest';
import { batteryAgeMonths, batteryDateCode, parseBatteryDateCode } from './battery-date-code.js';

describe('battery date code (일-월-년)', () => {
  it('prints day, month, year', () => {
    expect(batteryDateCode('20261121')).toEqual({ ymd: '20261121', value: '211126', text: '21-11-26' });
    expect(batteryDateCode('20260305')).toEqual({ ymd: '20260305', value: '050326', text: '05-03-26' });
  });

  it('refuses impossible dates and years outside 2000–2099', () => {
    expect(batteryDateCode('20260230')).toBeNull();
    expect(batteryDateCode('19991231')).toBeNull();
  });

  it('reads the printed forms back, day first', () => {
    for (const form of ['211126', '21-11-26', '21.11.26', '21/11/2026', '21112026']) {
      expect(parseBatteryDateCode(form)?.ymd, form).toBe('20261121');
    }
    expect(parseBatteryDateCode('05-03-26')?.ymd).toBe('20260305');
  });

  it('does not read a month-first or impossible code', () => {
    expect(parseBatteryDateCode('11-21-26')).toBeNull();
    expect(parseBatteryDateCode('31-02-26')).toBeNull();
    expect(parseBatteryDateCode('GB80L')).toBeNull();
  });

  it('counts whole months of age', () => {
    expect(batteryAgeMonths('20260521', '20261121')).toBe(6);
    expect(batteryAgeMonths('20260522', '20261121')).toBe(5);
    expect(batteryAgeMonths('20261121', '20261121')).toBe(0);
  });
});
