import { describe, expect, it } from 'vitest';
import { formatLoginTime, roleLabelOf } from './session-labels';

describe('session labels', () => {
  it('shows the login time as date and minutes', () => {
    expect(formatLoginTime('20261121093015')).toBe('2026-11-21 09:30');
    expect(formatLoginTime('알 수 없음')).toBe('알 수 없음');
  });

  it('names each role in Korean, the fall-through group as staff', () => {
    expect(roleLabelOf('admin')).toBe('관리자');
    expect(roleLabelOf('cust')).toBe('거래처 사용자');
    expect(roleLabelOf('someone')).toBe('직원');
  });
});
