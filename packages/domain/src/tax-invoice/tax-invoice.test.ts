import { describe, expect, it } from 'vitest';
import { amendmentReasonOf, dueWarning, invoiceSumsRefusal, monthlyDueDate } from './tax-invoice.status.js';

describe('tax invoice rules', () => {
  it('gives a return 환입, a whole cancel 계약의 해제 and a partial cancel 공급가액 변동', () => {
    expect(amendmentReasonOf({ kind: 'return', whole: false })).toBe('3');
    expect(amendmentReasonOf({ kind: 'cancel', whole: true })).toBe('4');
    expect(amendmentReasonOf({ kind: 'cancel', whole: false })).toBe('2');
  });

  it('makes a monthly invoice due on the 10th of the next month, across the year end', () => {
    expect(monthlyDueDate('20261130')).toBe('20261210');
    expect(monthlyDueDate('20261231')).toBe('20270110');
  });

  it('warns before the due date and after it, never for an issued invoice', () => {
    expect(dueWarning('draft', '20261210', '20261201')).toBeNull();
    expect(dueWarning('draft', '20261210', '20261208')).toBe('soon');
    expect(dueWarning('queued', '20261210', '20261211')).toBe('overdue');
    expect(dueWarning('issued', '20261210', '20261211')).toBeNull();
  });

  it('refuses lines that do not add up to the totals', () => {
    const lines = [
      { supply: 90_000, tax: 9_000 },
      { supply: 10_000, tax: 1_000 },
    ];
    expect(invoiceSumsRefusal({ supplyTotal: 100_000, taxTotal: 10_000, total: 110_000, lines })).toBeNull();
    expect(invoiceSumsRefusal({ supplyTotal: 100_001, taxTotal: 10_000, total: 110_001, lines })).toContain(
      '공급가액',
    );
    expect(invoiceSumsRefusal({ supplyTotal: 100_000, taxTotal: 10_000, total: 110_001, lines })).toContain(
      '합계',
    );
  });
});
