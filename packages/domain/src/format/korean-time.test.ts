import { describe, expect, it } from 'vitest';
import { formatKoreanTime } from './korean-time.js';

// Instants are written in UTC; Korea is UTC+9.
describe('formatKoreanTime', () => {
  it.each([
    // Shows morning times as 오전 with unpadded hours and padded minutes.
    [new Date('2026-11-21T00:05:00Z'), '오전 9:05'],
    // Shows afternoon times as 오후 on a 12-hour clock.
    [new Date('2026-11-21T04:30:00Z'), '오후 1:30'],
    [new Date('2026-11-21T14:59:00Z'), '오후 11:59'],
    // Reads midnight as 오전 12 and noon as 오후 12.
    [new Date('2026-11-20T15:10:00Z'), '오전 12:10'],
    [new Date('2026-11-21T03:00:00Z'), '오후 12:00'],
  ])('formatKoreanTime(%j) → %j', (input, expected) => {
    expect(formatKoreanTime(input)).toBe(expected);
  });

  it('uses Korean time whatever the host time zone', () => {
    // 23:30 UTC is already 08:30 the next morning in Seoul.
    expect(formatKoreanTime(new Date('2026-11-21T23:30:00Z'))).toBe('오전 8:30');
  });

  it('throws on an invalid date', () => {
    expect(() => formatKoreanTime(new Date('not a date'))).toThrow(RangeError);
  });
});
