import { describe, expect, it } from 'vitest';
import { holidayHalfDays, staffFormProblem } from './staff-form.rules.js';

describe('holiday days', () => {
  it('counts weekdays only, in half days', () => {
    // 2026-11-27 is a Friday; the 30th a Monday.
    expect(holidayHalfDays('annual', '20261127', '20261130')).toBe(4);
    expect(holidayHalfDays('half-am', '20261127', '20261127')).toBe(1);
    expect(holidayHalfDays('annual', '20261128', '20261129')).toBe(0);
  });

  it('refuses an end before the start and a half day over two days', () => {
    const base = { kind: 'holiday', title: '', content: '휴가', startDate: '20261130' } as const;
    expect(staffFormProblem({ ...base, holidayType: 'annual', endDate: '20261127' })).toContain('종료일');
    expect(staffFormProblem({ ...base, holidayType: 'half-pm', endDate: '20261201' })).toContain('반차');
    expect(staffFormProblem({ ...base, holidayType: 'annual', endDate: '20261201' })).toBeNull();
  });
});
