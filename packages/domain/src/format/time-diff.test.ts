import { describe, expect, it } from 'vitest';
import { formatElapsedMinutes, formatTimeDiff } from './time-diff.js';

const MINUTE = 60_000;
const from = new Date('2026-11-21T00:00:00Z');
const after = (ms: number): Date => new Date(from.getTime() + ms);

describe('formatTimeDiff', () => {
  it('shows under 60 minutes in 분', () => {
    expect(formatTimeDiff(from, from)).toBe('0분');
    expect(formatTimeDiff(from, after(59 * MINUTE + 59_999))).toBe('59분');
  });

  it('shows 60 minutes up to under 24 hours in whole 시간', () => {
    expect(formatTimeDiff(from, after(60 * MINUTE))).toBe('1시간');
    expect(formatTimeDiff(from, after(119 * MINUTE))).toBe('1시간');
    expect(formatTimeDiff(from, after(1439 * MINUTE))).toBe('23시간');
  });

  it('shows 24 hours and more in whole 일', () => {
    expect(formatTimeDiff(from, after(1440 * MINUTE))).toBe('1일');
    expect(formatTimeDiff(from, after(400 * 1440 * MINUTE))).toBe('400일');
  });

  it('accepts epoch milliseconds as well as dates', () => {
    expect(formatTimeDiff(from.getTime(), from.getTime() + 5 * MINUTE)).toBe('5분');
  });

  it('reads a start later than the end as 0분', () => {
    expect(formatTimeDiff(after(10 * MINUTE), from)).toBe('0분');
  });

  it('gives empty text for an invalid date', () => {
    expect(formatTimeDiff(new Date('x'), from)).toBe('');
  });
});

describe('formatElapsedMinutes', () => {
  it.each([
    // Shows under 60 as plain minutes.
    [0, '0분'],
    [59, '59분'],
    // Shows 60 up to under 1440 as hours and minutes, minutes always written.
    [60, '1시간 0분'],
    [125, '2시간 5분'],
    [1439, '23시간 59분'],
    // Shows 1440 up to under 43200 as whole days.
    [1440, '1일'],
    [43_199, '29일'],
    // Shows 43200 up to under 518400 as whole 30-day months.
    [43_200, '1개월'],
    [518_399, '11개월'],
    // Shows 518400 and more as 12-month years and months.
    [518_400, '1년 0개월'],
    [518_400 + 2 * 43_200, '1년 2개월'],
    [10 * 518_400 + 11 * 43_200 + 43_199, '10년 11개월'],
    // Rounds fractions down and reads negatives as 0분.
    [59.9, '59분'],
    [-5, '0분'],
    // Gives empty text for non-finite input.
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('formatElapsedMinutes(%j) → %j', (input, expected) => {
    expect(formatElapsedMinutes(input)).toBe(expected);
  });
});
