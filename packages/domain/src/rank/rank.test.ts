import { describe, expect, it } from 'vitest';
import { orderAuthRefusal, pointsAtRate, rankForAmount } from './rank.rules.js';

describe('rank rules', () => {
  const levels = [
    { code: 'BASIC', minAmount: 0, active: true },
    { code: 'SILVER', minAmount: 1_000_000, active: true },
    { code: 'GOLD', minAmount: 5_000_000, active: true },
    { code: 'VIP', minAmount: 10_000_000, active: false },
  ];
  it('gives the highest active rank the amount reaches', () => {
    expect(rankForAmount(levels, 999_999)).toBe('BASIC');
    expect(rankForAmount(levels, 5_000_000)).toBe('GOLD');
    expect(rankForAmount(levels, 50_000_000)).toBe('GOLD');
    expect(rankForAmount([], 1)).toBeNull();
  });
  it('refuses a weekday not allowed and an hour outside the window, in Korean', () => {
    const auth = {
      rankName: '일반',
      weekdays: [false, true, true, true, true, true, false],
      hours: { fromHm: '0900', toHm: '1800' },
    };
    expect(orderAuthRefusal(auth, 0, '1000')).toContain('일요일에 주문할 수 없습니다');
    expect(orderAuthRefusal(auth, 1, '0859')).toContain('09:00~18:00');
    expect(orderAuthRefusal(auth, 1, '1800')).not.toBeNull();
    expect(orderAuthRefusal(auth, 1, '0900')).toBeNull();
    expect(orderAuthRefusal({ ...auth, hours: { fromHm: '2200', toHm: '0600' } }, 2, '2330')).toBeNull();
  });
  it('truncates points at a basis-point rate', () => {
    expect(pointsAtRate(10_999, 100)).toBe(109);
    expect(pointsAtRate(-5_000, 100)).toBe(0);
  });
});
