import { describe, expect, it } from 'vitest';
import { associationLinePoints, whyCannotDecidePayout, whyCannotPrintPayout } from './association.status.js';

describe('association payout guards', () => {
  it('refuses the requester confirming their own payout, with a Korean reason', () => {
    expect(whyCannotDecidePayout('requested', 7, 7)).toContain('요청한 사람이 직접 확인할 수 없습니다');
    expect(whyCannotDecidePayout('requested', 7, 8)).toBeNull();
  });

  it('refuses deciding a payout twice', () => {
    expect(whyCannotDecidePayout('confirmed', 7, 8)).toContain('이미 지급 확인');
    expect(whyCannotDecidePayout('rejected', 7, 8)).toContain('반려');
  });

  it('prints only a confirmed payout', () => {
    expect(whyCannotPrintPayout('requested')).not.toBeNull();
    expect(whyCannotPrintPayout('confirmed')).toBeNull();
  });
});

describe('association line points', () => {
  it('takes a rate of the line total, truncated to the point', () => {
    expect(associationLinePoints({ mode: 'rate', value: 150 }, { total: 33_333, qty: 3 })).toBe(499);
  });

  it('gives fixed points per unit', () => {
    expect(associationLinePoints({ mode: 'fixed', value: 200 }, { total: 10_000, qty: 3 })).toBe(600);
  });

  it('gives nothing on an empty or negative line', () => {
    expect(associationLinePoints({ mode: 'fixed', value: 200 }, { total: 0, qty: 3 })).toBe(0);
  });
});
