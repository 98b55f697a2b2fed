import { describe, expect, it } from 'vitest';
import { addDays, lastDays, lastMonth, periodProblem, thisMonth } from './report-period';

describe('report periods', () => {
  it('adds days across months and leap years', () => {
    expect(addDays('20261130', 1)).toBe('20261201');
    expect(addDays('20240301', -1)).toBe('20240229');
    expect(addDays('20260101', -1)).toBe('20251231');
  });
  it('makes the last N days with both ends counted', () => {
    expect(lastDays('20261122', 7)).toEqual({ from: '20261116', to: '20261122' });
    expect(lastDays('20261122', 1)).toEqual({ from: '20261122', to: '20261122' });
  });
  it('makes this month and the whole of last month', () => {
    expect(thisMonth('20261122')).toEqual({ from: '20261101', to: '20261122' });
    expect(lastMonth('20261122')).toEqual({ from: '20261001', to: '20261031' });
    expect(lastMonth('20260315')).toEqual({ from: '20260201', to: '20260228' });
    expect(lastMonth('20260110')).toEqual({ from: '20251201', to: '20251231' });
  });
  it('refuses reversed, impossible and over-long periods as the server does', () => {
    expect(periodProblem({ from: '20261101', to: '20261130' })).toBeNull();
    expect(periodProblem({ from: '20261130', to: '20261101' })).toBe('시작일이 종료일보다 늦습니다.');
    expect(periodProblem({ from: '20260230', to: '20260301' })).toBe('기간을 고르세요.');
    expect(periodProblem({ from: '20250101', to: '20260102' })).toContain('366일');
    expect(periodProblem({ from: '20250101', to: '20260101' })).toBeNull();
  });
});
