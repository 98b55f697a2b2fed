import { describe, expect, it } from 'vitest';
import { summarizeEvent } from './event-summary';
import { formatBp, formatSort, parseSort, reportFilters, shiftYmd } from './report-filters';

describe('summarizeEvent', () => {
  it('says what a date change moved', () => {
    expect(
      summarizeEvent({
        kind: 'date-changed',
        before: { orderDate: '20261122' },
        after: { orderDate: '20261121' },
      }),
    ).toBe('주문일 2026-11-22 → 2026-11-21');
  });

  it('shows a cleared reservation as none', () => {
    expect(
      summarizeEvent({
        kind: 'reservation-changed',
        before: { date: '20261123', time: '1430' },
        after: { date: null, time: null },
      }),
    ).toBe('예약 2026-11-23 14:30 → 없음');
  });

  it('lists the repriced lines with list and agreed price', () => {
    expect(
      summarizeEvent({
        kind: 'price-changed',
        before: null,
        after: { lines: [{ lineNo: 1, partName: '헤드램프 LH', listPrice: 120000, unitPrice: 110000 }] },
      }),
    ).toBe('1번 헤드램프 LH: 120,000원 → 110,000원');
  });

  it('names the cancel, its lines and the refund', () => {
    expect(
      summarizeEvent({
        kind: 'cancel-checked',
        before: { status: 'fixed' },
        after: {
          request: 'X20261122-0001',
          lines: [{ lineNo: 2, qty: 1 }],
          refund: -7700,
          orderCancelled: false,
        },
      }),
    ).toBe('X20261122-0001 2번 1개, 환원 -7,700원');
  });

  it('does not break on an event stored without details', () => {
    expect(summarizeEvent({ kind: 'modified', before: null, after: null })).toBe(
      '0개 → 0개 품목, 합계 - → -',
    );
  });
});

describe('reportFilters', () => {
  it('turns the boxes into whitelisted filters, a whole order code exact and a part of one as a prefix', () => {
    expect(
      reportFilters({ from: '20261101', to: '20261122', customer: 'C000001', code: 'o20261122-0001' }),
    ).toEqual([
      { field: 'orderDate', op: 'between', value: ['20261101', '20261122'] },
      { field: 'customerCode', op: 'eq', value: 'C000001' },
      { field: 'code', op: 'eq', value: 'O20261122-0001' },
    ]);
    expect(reportFilters({ from: '', to: '20261122', customer: '', code: 'O2026' }, 'at')).toEqual([
      { field: 'at', op: 'lte', value: '20261122' },
      { field: 'orderCode', op: 'startsWith', value: 'O2026' },
    ]);
  });

  it('puts a reversed period the right way round', () => {
    expect(reportFilters({ from: '20261130', to: '20261101', customer: '', code: '' })[0]?.value).toEqual([
      '20261101',
      '20261130',
    ]);
  });
});

describe('formatBp and shiftYmd', () => {
  it('shows basis points as a percent and nothing for no sale', () => {
    expect(formatBp(3475)).toBe('34.8 %');
    expect(formatBp(-120)).toBe('-1.2 %');
    expect(formatBp(null)).toBe('');
  });

  it('moves a day across a month and a leap day', () => {
    expect(shiftYmd('20240301', -1)).toBe('20240229');
    expect(shiftYmd('20261231', 1)).toBe('20270101');
  });
});

describe('parseSort', () => {
  it('keeps only whitelisted fields and directions, at most three', () => {
    const fallback = [{ field: 'orderDate', dir: 'desc' as const }];
    expect(parseSort('total:asc,reason:desc,code:up', ['total', 'code'], fallback)).toEqual([
      { field: 'total', dir: 'asc' },
    ]);
    expect(parseSort('', ['total'], fallback)).toEqual(fallback);
    expect(
      formatSort([
        { field: 'total', dir: 'asc' },
        { field: 'code', dir: 'desc' },
      ]),
    ).toBe('total:asc,code:desc');
  });
});
