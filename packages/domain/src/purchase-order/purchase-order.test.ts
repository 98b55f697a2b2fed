import { describe, expect, it } from 'vitest';
import type { ApprovalStatus } from '../purchase/supplier-approval.js';
import {
  daysLate,
  type OrderQty,
  overOrderedProblem,
  type PurchaseOrderAction,
  type ReceiptState,
  receiptStateOf,
  remainingOf,
  suggestedOrderQty,
  whyCannotActOnOrder,
} from './purchase-order.rules.js';

const people = { requestedBy: 1, checkedBy: 2, actorId: 3 };

describe('purchase order rules', () => {
  it.each<[PurchaseOrderAction, ApprovalStatus, string | null]>([
    ['cancelRemainder', 'saved', null],
    [
      'cancelRemainder',
      'approved',
      '최종 승인 상태에서는 잔량 취소를 할 수 없습니다. 확정 전에는 발주 취소를 쓰세요.',
    ],
    ['save', 'approved', null],
    ['modify', 'saved', '확정 상태에서는 수정할 수 없습니다.'],
    ['cancel', 'saved', '확정 상태에서는 취소할 수 없습니다.'],
  ])('%s from %s', (action, status, reason) => {
    expect(whyCannotActOnOrder(action, status, people)).toBe(reason);
  });

  it('keeps the four-eyes rule of the shared path', () => {
    expect(whyCannotActOnOrder('check', 'requested', { ...people, actorId: 1 })).toContain('요청한 사람은');
    expect(whyCannotActOnOrder('lastCheck', 'checked', { ...people, actorId: 2 })).toContain('확인한 사람은');
  });

  it.each<[ApprovalStatus, OrderQty, number, ReceiptState]>([
    ['approved', { ordered: 5, received: 0, cancelled: 0 }, 5, 'none'],
    ['saved', { ordered: 5, received: 0, cancelled: 0 }, 5, 'waiting'],
    ['saved', { ordered: 5, received: 2, cancelled: 0 }, 3, 'partial'],
    ['saved', { ordered: 5, received: 5, cancelled: 0 }, 0, 'complete'],
    ['saved', { ordered: 5, received: 2, cancelled: 3 }, 0, 'closed'],
  ])('%s %o leaves %i, %s', (status, q, remaining, state) => {
    expect(remainingOf(q)).toBe(remaining);
    expect(receiptStateOf(status, q)).toBe(state);
  });

  it.each<[string, string, number]>([
    ['20261120', '20261127', 7],
    ['20261127', '20261127', 0],
    ['20261130', '20261127', -3],
    ['20261231', '20270101', 1],
  ])('expected %s, today %s: %i days late', (expected, today, days) => {
    expect(daysLate(expected, today)).toBe(days);
  });

  it.each<[number, number, number]>([
    [10, 3, 7],
    [10, 12, 0],
    [0, -2, 2],
  ])('proper %i, on hand %i: suggests %i', (proper, onHand, qty) => {
    expect(suggestedOrderQty(proper, onHand)).toBe(qty);
  });

  it.each<[number, number, number, number, boolean]>([
    [10, 0, 4, 6, true],
    [10, 0, 4, 7, false],
    [10, 2, 4, 4, true],
    [10, 2, 4, 5, false],
  ])(
    'ordered %i, cancelled %i, arrived %i, this %i: fits %s',
    (ordered, cancelled, fixedBefore, thisQty, fits) => {
      const problem = overOrderedProblem('배터리', { ordered, cancelled, fixedBefore, thisQty });
      expect(problem === null).toBe(fits);
      if (problem) expect(problem).toContain('배터리');
    },
  );
});
