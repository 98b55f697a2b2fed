import { describe, expect, it } from 'vitest';
import { type ApprovalAction, type ApprovalStatus, whyCannotApprove } from './supplier-approval.js';

const people = { requestedBy: 1, checkedBy: 2, actorId: 3 };

describe('supplier document approval', () => {
  it.each<[ApprovalAction, ApprovalStatus]>([
    ['modify', 'requested'],
    ['modify', 'checked'],
    ['check', 'requested'],
    ['lastCheck', 'checked'],
    ['save', 'approved'],
    ['reject', 'checked'],
    ['cancel', 'approved'],
  ])('allows %s from %s', (action, status) => {
    expect(whyCannotApprove(action, status, people)).toBeNull();
  });

  it.each<[ApprovalAction, ApprovalStatus, string]>([
    ['modify', 'approved', '최종 승인 상태에서는 수정할 수 없습니다.'],
    ['save', 'checked', '확인 상태에서는 확정할 수 없습니다.'],
    ['lastCheck', 'requested', '요청 상태에서는 최종 승인할 수 없습니다.'],
    ['cancel', 'saved', '확정 상태에서는 취소할 수 없습니다.'],
    ['check', 'rejected', '반려 상태에서는 확인할 수 없습니다.'],
  ])('refuses %s from %s', (action, status, message) => {
    expect(whyCannotApprove(action, status, people)).toBe(message);
  });

  it('keeps four eyes: the requester neither checks nor approves, the checker does not approve', () => {
    expect(whyCannotApprove('check', 'requested', { ...people, actorId: 1 })).toMatch(
      /요청한 사람은 확인할 수 없습니다/,
    );
    expect(whyCannotApprove('lastCheck', 'checked', { ...people, actorId: 1 })).toMatch(
      /요청한 사람은 최종 승인/,
    );
    expect(whyCannotApprove('lastCheck', 'checked', { ...people, actorId: 2 })).toMatch(
      /확인한 사람은 최종 승인/,
    );
  });
});
