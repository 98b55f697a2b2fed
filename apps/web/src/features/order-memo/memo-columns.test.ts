import { describe, expect, it } from 'vitest';
import { memoStatusText } from './memo-columns';

describe('memo status text', () => {
  it('names the clerk working a memo, or says it is mine', () => {
    expect(memoStatusText({ status: 'working', workedByName: '김직원' }, '이직원')).toBe('처리 중 (김직원)');
    expect(memoStatusText({ status: 'working', workedByName: '김직원' }, '김직원')).toBe('내가 처리 중');
  });

  it('uses the domain label for the other states', () => {
    expect(memoStatusText({ status: 'open', workedByName: null }, '김직원')).toBe('대기');
    expect(memoStatusText({ status: 'done', workedByName: '김직원' }, '김직원')).toBe('주문 완료');
  });
});
