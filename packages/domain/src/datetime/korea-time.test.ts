import { describe, expect, it } from 'vitest';
import { fromKoreanParts, toKoreanParts } from './korea-time.js';

describe('Korean wall clock', () => {
  it('reads an instant nine hours ahead of UTC', () => {
    expect(toKoreanParts(new Date('2026-12-31T15:30:45Z'))).toEqual({
      year: 2027,
      month: 1,
      day: 1,
      hour: 0,
      minute: 30,
      second: 45,
    });
  });

  it('turns a Korean reading back into the same instant', () => {
    const parts = { year: 2026, month: 11, day: 21, hour: 9, minute: 5, second: 7 };
    const date = fromKoreanParts(parts);
    expect(date.toISOString()).toBe('2026-11-21T00:05:07.000Z');
    expect(toKoreanParts(date)).toEqual(parts);
  });

  it('refuses an invalid date', () => {
    expect(() => toKoreanParts(new Date(Number.NaN))).toThrow(RangeError);
  });
});
