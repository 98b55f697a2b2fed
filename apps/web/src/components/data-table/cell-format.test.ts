import { describe, expect, it } from 'vitest';
import { formatKstDate, formatKstDateTime, formatWon, formatYmd } from './cell-format';

describe('grid cell texts', () => {
  it('shows instants on the Korean clock', () => {
    expect(formatKstDate('2026-11-21T15:30:00.000Z')).toBe('2026-11-22');
    expect(formatKstDateTime('2026-11-21T00:05:00.000Z')).toBe('2026-11-21 09:05');
    expect(formatKstDate(null)).toBe('');
    expect(formatKstDateTime('garbage')).toBe('');
  });

  it('shows a calendar day kept as YYYYMMDD as that day', () => {
    expect(formatKstDate('20261125')).toBe('2026-11-25');
  });

  it('groups won and leaves missing amounts empty', () => {
    expect(formatWon(5_000_000)).toBe('5,000,000');
    expect(formatWon(-1200)).toBe('-1,200');
    expect(formatWon(null)).toBe('');
  });

  it('writes YYYYMMDD with dashes', () => {
    expect(formatYmd('20261121')).toBe('2026-11-21');
    expect(formatYmd('2026')).toBe('');
  });
});
