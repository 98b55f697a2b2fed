import { describe, expect, it } from 'vitest';
import { isoDateToYmd, isYmd, parseYmd, parseYmdParts, toYmd, ymdToIsoDate } from './ymd.js';

describe('toYmd', () => {
  it.each([
    // Writes the Korean calendar date as 8 digits.
    [new Date('2026-11-21T03:00:00Z'), '20261121'],
    // Has already moved to the next day in Korea at 15:00 UTC.
    [new Date('2026-11-21T14:59:59Z'), '20261121'],
    [new Date('2026-11-21T15:00:00Z'), '20261122'],
  ])('toYmd(%j) → %j', (input, expected) => {
    expect(toYmd(input)).toBe(expected);
  });

  it('pads month, day and a short year with zeros', () => {
    expect(toYmd(new Date('2026-01-05T00:00:00Z'))).toBe('20260105');
    const early = new Date(0);
    early.setUTCFullYear(999, 0, 1);
    expect(toYmd(early)).toBe('09990101');
  });

  it('throws on an invalid date', () => {
    expect(() => toYmd(new Date('x'))).toThrow(RangeError);
  });
});

describe('parseYmd', () => {
  it('returns the instant the day starts in Korea', () => {
    expect(parseYmd('20261121')?.toISOString()).toBe('2026-11-20T15:00:00.000Z');
  });

  it('round-trips with toYmd', () => {
    for (const ymd of ['20260101', '20261231', '20240229', '19991231', '20000229']) {
      const date = parseYmd(ymd);
      expect(date).not.toBeNull();
      expect(toYmd(date!)).toBe(ymd);
    }
  });

  it('refuses days a month does not have', () => {
    expect(parseYmd('20260230')).toBeNull();
    expect(parseYmd('20260431')).toBeNull();
    expect(parseYmd('20260132')).toBeNull();
    expect(parseYmd('20260100')).toBeNull();
  });

  it('refuses month 00 and 13', () => {
    expect(parseYmd('20260015')).toBeNull();
    expect(parseYmd('20261315')).toBeNull();
  });

  it('follows the Gregorian leap-year rule', () => {
    expect(parseYmd('20240229')).not.toBeNull();
    expect(parseYmd('20230229')).toBeNull();
    expect(parseYmd('19000229')).toBeNull();
    expect(parseYmd('20000229')).not.toBeNull();
  });

  it('refuses year 0000', () => {
    expect(parseYmd('00000101')).toBeNull();
  });

  it('reads years below 100 as themselves, not as 19xx', () => {
    expect(parseYmd('00500101')?.getUTCFullYear()).toBe(49);
    expect(toYmd(parseYmd('00500101')!)).toBe('00500101');
  });

  it('refuses hyphens, spaces, wrong lengths, letters, Hangul and very long input', () => {
    expect(parseYmd('')).toBeNull();
    expect(parseYmd('        ')).toBeNull();
    expect(parseYmd('2026-11-21')).toBeNull();
    expect(parseYmd(' 20261121')).toBeNull();
    expect(parseYmd('20261121 ')).toBeNull();
    expect(parseYmd('2026112')).toBeNull();
    expect(parseYmd('202611211')).toBeNull();
    expect(parseYmd('2026112a')).toBeNull();
    expect(parseYmd('이천이십육년')).toBeNull();
    expect(parseYmd('２０２６１１２１')).toBeNull();
    expect(parseYmd('20261121'.repeat(1_000))).toBeNull();
  });
});

describe('parseYmdParts and isYmd', () => {
  it('give the calendar parts of a valid date', () => {
    expect(parseYmdParts('20261121')).toEqual({ year: 2026, month: 11, day: 21 });
    expect(isYmd('20261121')).toBe(true);
  });

  it('refuse an impossible date', () => {
    expect(parseYmdParts('20260230')).toBeNull();
    expect(isYmd('20260230')).toBe(false);
  });
});

describe('ymdToIsoDate and isoDateToYmd', () => {
  it('convert between the wire form and the SQL date form', () => {
    expect(ymdToIsoDate('20261121')).toBe('2026-11-21');
    expect(isoDateToYmd('2026-11-21')).toBe('20261121');
  });

  it('refuse impossible dates and malformed text', () => {
    expect(ymdToIsoDate('20260230')).toBeNull();
    expect(ymdToIsoDate('2026-11-21')).toBeNull();
    expect(isoDateToYmd('2026-02-30')).toBeNull();
    expect(isoDateToYmd('20261121')).toBeNull();
    expect(isoDateToYmd('2026-1-21')).toBeNull();
    expect(isoDateToYmd('')).toBeNull();
  });
});
