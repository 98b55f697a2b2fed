import { describe, expect, it } from 'vitest';
import { waitText } from './queue-columns';

describe('examination queue', () => {
  it('says how long an order waited in the elapsed style of SPEC §9', () => {
    expect(waitText({ waitedMinutes: 45, examStatus: 'none' })).toBe('45분 대기');
    expect(waitText({ waitedMinutes: 125, examStatus: 'scanning' })).toBe('2시간 5분 대기');
    expect(waitText({ waitedMinutes: 12, examStatus: 'done' })).toBe('12분 만에 완료');
  });
});
