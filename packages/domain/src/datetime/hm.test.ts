import { describe, expect, it } from 'vitest';
import { isHm, isHms, parseHm, parseHms, toHm, toHms } from './hm.js';

describe('toHm and toHms', () => {
  it('write the Korean wall-clock time with zero padding', () => {
    const date = new Date('2026-11-21T00:05:09Z');
    expect(toHm(date)).toBe('0905');
    expect(toHms(date)).toBe('090509');
  });

  it('use the 24-hour clock', () => {
    const date = new Date('2026-11-21T14:59:58Z');
    expect(toHm(date)).toBe('2359');
    expect(toHms(date)).toBe('235958');
  });

  it('write Korean midnight as 0000', () => {
    expect(toHm(new Date('2026-11-21T15:00:00Z'))).toBe('0000');
  });

  it('throw on an invalid date', () => {
    expect(() => toHm(new Date('x'))).toThrow(RangeError);
    expect(() => toHms(new Date('x'))).toThrow(RangeError);
  });
});

describe('parseHm', () => {
  it('reads 4-digit times from 0000 to 2359', () => {
    expect(parseHm('0000')).toEqual({ hour: 0, minute: 0 });
    expect(parseHm('0930')).toEqual({ hour: 9, minute: 30 });
    expect(parseHm('2359')).toEqual({ hour: 23, minute: 59 });
  });

  it('refuses hour 24 and minute 60', () => {
    expect(parseHm('2400')).toBeNull();
    expect(parseHm('1260')).toBeNull();
  });

  it('refuses separators, spaces, wrong lengths, letters and Hangul', () => {
    for (const value of [
      '',
      '    ',
      '09:30',
      ' 0930',
      '930',
      '09300',
      '093a',
      '아홉시',
      '0930'.repeat(500),
    ]) {
      expect(parseHm(value)).toBeNull();
    }
  });

  it('agrees with isHm', () => {
    expect(isHm('0930')).toBe(true);
    expect(isHm('2400')).toBe(false);
  });
});

describe('parseHms', () => {
  it('reads 6-digit times from 000000 to 235959', () => {
    expect(parseHms('000000')).toEqual({ hour: 0, minute: 0, second: 0 });
    expect(parseHms('093015')).toEqual({ hour: 9, minute: 30, second: 15 });
    expect(parseHms('235959')).toEqual({ hour: 23, minute: 59, second: 59 });
  });

  it('refuses hour 24, minute 60 and second 60', () => {
    expect(parseHms('240000')).toBeNull();
    expect(parseHms('126000')).toBeNull();
    expect(parseHms('120060')).toBeNull();
  });

  it('refuses separators, spaces, the 4-digit form, letters and Hangul', () => {
    for (const value of [
      '',
      '      ',
      '09:30:15',
      '0930',
      '0930150',
      '09301a',
      '아홉시반',
      '093015'.repeat(500),
    ]) {
      expect(parseHms(value)).toBeNull();
    }
  });

  it('agrees with isHms', () => {
    expect(isHms('093015')).toBe(true);
    expect(isHms('0930')).toBe(false);
  });
});
