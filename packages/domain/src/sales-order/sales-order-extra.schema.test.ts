import { describe, expect, it } from 'vitest';
import {
  EXAMINATION_LIMIT_MINUTES,
  EXAMINATION_LOOKBACK_DAYS,
  examinationExceedQuerySchema,
  examinationRequestQuerySchema,
  memoFilterSchema,
  transactionStatementQuerySchema,
} from './sales-order-extra.schema.js';

describe('second-wave sales requests', () => {
  it('fills the examination limit and the days looked back', () => {
    expect(examinationExceedQuerySchema.parse({})).toEqual({
      minutes: EXAMINATION_LIMIT_MINUTES,
      days: EXAMINATION_LOOKBACK_DAYS,
      page: 1,
      size: 50,
    });
    expect(examinationExceedQuerySchema.safeParse({ days: 93 }).success).toBe(false);
  });

  it('lists the waiting orders of a real day unless asked for another state', () => {
    expect(examinationRequestQuerySchema.parse({ ymd: '20261121' }).state).toBe('waiting');
    expect(examinationRequestQuerySchema.safeParse({ ymd: '20260230' }).success).toBe(false);
    expect(examinationRequestQuerySchema.safeParse({ ymd: '20261121', state: 'late' }).success).toBe(false);
  });

  it('refuses a period that ends before it starts, on the start day', () => {
    const memo = memoFilterSchema.safeParse({ fromDate: '20261130', toDate: '20261101' });
    expect(memo.success).toBe(false);
    expect(memo.error?.issues[0]).toMatchObject({
      path: ['fromDate'],
      message: '시작일이 종료일보다 늦습니다.',
    });
    expect(
      transactionStatementQuerySchema.safeParse({
        customerCode: 'C000001',
        fromDate: '20261101',
        toDate: '20261130',
      }).success,
    ).toBe(true);
    expect(
      transactionStatementQuerySchema.safeParse({
        customerCode: '',
        fromDate: '20261101',
        toDate: '20261130',
      }).success,
    ).toBe(false);
  });
});
