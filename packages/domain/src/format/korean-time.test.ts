import { describe, expect, it } from 'vitest';
import { formatKoreanTime } from './korean-time.js';

// Instants are written in UTC; Korea is UTC+9.
describe('formatKoreanTime', () => {
  it('shows morning times as 오전 with unpadded hours and padded minutes', () => {
    expect(formatKoreanTime(new Date('2026-11-21T00:05:00Z'))).toBe('오전 9:05');
  });

  it('shows afternoon times as 오후 on a 12-hour clock', () => {
    expect(formatKoreanTime(new Date('2026-11-21T04:30:00Z'))).toBe('오후 1:30');
    expect(formatKoreanTime(new Date('2026-11-21T14:59:00Z'))).toBe('오후 11:59');
  });

  it('reads midnight as 오전 12 and noon as 오후 12', () => {
    expect(formatKoreanTime(new Date('2026-11-20T15:10:00Z'))).toBe('오전 12:10');
    expect(formatKoreanTime(new Date('2026-11-21T03:00:00Z'))).toBe('오후 12:00');
  });

  it('uses Korean time whatever the host time zone', () => {
    // 23:30 UTC is already 08:30 the next morning in Seoul.
    expect(formatKoreanTime(new Date('2026-11-21T23:30:00Z'))).toBe('오전 8:30');
  });

  it('throws on an invalid date', () => {
    expect(() => formatKoreanTime(new Date('not a date'))).toThrow(RangeError);
  });
});
