import { describe, expect, it } from 'vitest';
import { whyCannotChangeOrderDate, whyCannotChangeReservation } from './order-event.status.js';
import {
  appOrderGraphSchema,
  dayRange,
  monthRange,
  monthsBetween,
  productGraphSchema,
} from './sales-report.schema.js';

const base = { currentYmd: '20261122', todayYmd: '20261122', fixedYmd: null };

describe('whyCannotChangeOrderDate', () => {
  it('lets a draft move back, never forward past today', () => {
    expect(whyCannotChangeOrderDate({ ...base, status: 'draft', newYmd: '20261120' })).toBeNull();
    expect(whyCannotChangeOrderDate({ ...base, status: 'draft', newYmd: '20261123' })).toContain('오늘 이후');
  });

  it('keeps a fixed order on or before the day it was fixed', () => {
    const fixed = { ...base, status: 'fixed' as const, currentYmd: '20261120', fixedYmd: '20261120' };
    expect(whyCannotChangeOrderDate({ ...fixed, newYmd: '20261119' })).toBeNull();
    expect(whyCannotChangeOrderDate({ ...fixed, newYmd: '20261121' })).toContain('확정한 날 이후');
  });

  it('refuses a cancelled order and a change to the same day', () => {
    expect(whyCannotChangeOrderDate({ ...base, status: 'cancelled', newYmd: '20261120' })).toContain(
      '취소된 주문',
    );
    expect(whyCannotChangeOrderDate({ ...base, status: 'draft', newYmd: '20261122' })).toContain('같습니다');
  });
});

describe('whyCannotChangeReservation', () => {
  const current = { date: null, time: null };
  it('refuses a past day, a time without a day and no change at all', () => {
    const input = { status: 'fixed' as const, todayYmd: '20261122', current };
    expect(whyCannotChangeReservation({ ...input, date: '20261121', time: null })).toContain('오늘 이전');
    expect(whyCannotChangeReservation({ ...input, date: null, time: '1000' })).toContain('예약일을 함께');
    expect(whyCannotChangeReservation({ ...input, date: null, time: null })).toContain('같습니다');
    expect(whyCannotChangeReservation({ ...input, date: '20261122', time: '1700' })).toBeNull();
  });
});

describe('periods of the graphs', () => {
  it('counts months and lists them across a year end', () => {
    expect(monthsBetween('202611', '202602')).toBe(-8);
    expect(monthRange('202611', '202602')).toEqual([]);
    expect(monthRange('202611', '202702')).toEqual(['202611', '202612', '202701', '202702']);
  });

  it('lists days across a month end and refuses more than 36 months or two years', () => {
    expect(dayRange('20261130', '20261202')).toEqual(['20261130', '20261201', '20261202']);
    expect(
      productGraphSchema.safeParse({ partCode: 'P1', fromMonth: '202301', toMonth: '202601' }).success,
    ).toBe(false);
    expect(appOrderGraphSchema.safeParse({ fromDate: '20240101', toDate: '20261231' }).success).toBe(false);
    expect(appOrderGraphSchema.safeParse({ fromDate: '20261101', toDate: '20261122' }).success).toBe(true);
  });
});
