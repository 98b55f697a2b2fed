import { z } from 'zod';
import { customerCodeField } from '../common/document-fields.js';
import { labeled } from '../common/field-label.js';
import { ymdSchema } from '../validate/field-schemas.js';
import { CANCEL_REQUEST_STATUSES, MEMO_STATUSES } from './sales-order.status.js';

// Requests of the second wave of sales screens (issue 8): memo list filters, the examination
// queues, the cancel examination, the admin's cancel check list, customer prices and the
// customer statements.

const pageFields = {
  page: labeled(z.number().int().min(1, '1 이상이어야 합니다.').default(1), '페이지'),
  size: labeled(z.number().int().min(1).max(500, '500 이하로 입력하세요.').default(50), '페이지 크기'),
};

const periodRefine = <T extends { fromDate?: string | undefined; toDate?: string | undefined }>(q: T) =>
  !q.fromDate || !q.toDate || q.fromDate <= q.toDate;
const PERIOD_MESSAGE = { message: '시작일이 종료일보다 늦습니다.', path: ['fromDate'] };

/** ObtainMemoList with the period of arrival and the status (SPEC §7.8 memo search list). */
export const memoFilterSchema = z
  .object({
    customerCode: labeled(z.string().trim().max(20).toUpperCase().optional(), '거래처'),
    fromDate: labeled(ymdSchema.optional(), '시작일'),
    toDate: labeled(ymdSchema.optional(), '종료일'),
    status: labeled(z.enum(MEMO_STATUSES, { message: '상태를 고르세요.' }).optional(), '상태'),
    ...pageFields,
  })
  .refine(periodRefine, PERIOD_MESSAGE);
export type MemoFilter = z.infer<typeof memoFilterSchema>;

/**
 * How long a fixed order may wait for its examination before OrderExaminationExceedList shows
 * it: parts are picked and checked within half an hour of the fix on a normal day.
 */
export const EXAMINATION_LIMIT_MINUTES = 30;
/** OrderExaminationExceedList looks at the fixes of the last week unless asked for more. */
export const EXAMINATION_LOOKBACK_DAYS = 7;
export const EXAMINATION_LOOKBACK_MAX_DAYS = 92;

export const EXAMINATION_QUEUE_STATES = ['waiting', 'none', 'scanning', 'done', 'all'] as const;
export type ExaminationQueueState = (typeof EXAMINATION_QUEUE_STATES)[number];
export const EXAMINATION_QUEUE_STATE_LABELS: Record<ExaminationQueueState, string> = {
  waiting: '검수 대기 (미시작·검수 중)',
  none: '미시작',
  scanning: '검수 중',
  done: '검수 완료',
  all: '전체',
};

export const examinationExceedQuerySchema = z.object({
  minutes: labeled(
    z
      .number({ message: '분을 숫자로 입력하세요.' })
      .int('분은 정수입니다.')
      .min(1, '1분 이상이어야 합니다.')
      .max(60 * 24 * 30, '30일(43,200분) 이하로 입력하세요.')
      .default(EXAMINATION_LIMIT_MINUTES),
    '제한 시간(분)',
  ),
  /** How far back fixes are looked at: an order never examined in an old month is not today's work. */
  days: labeled(
    z
      .number({ message: '일수를 숫자로 입력하세요.' })
      .int('일수는 정수입니다.')
      .min(1, '1일 이상이어야 합니다.')
      .max(EXAMINATION_LOOKBACK_MAX_DAYS, `${EXAMINATION_LOOKBACK_MAX_DAYS}일 이하로 입력하세요.`)
      .default(EXAMINATION_LOOKBACK_DAYS),
    '조회 기간(일)',
  ),
  ...pageFields,
});

export const examinationRequestQuerySchema = z.object({
  ymd: labeled(ymdSchema, '확정일'),
  state: labeled(
    z.enum(EXAMINATION_QUEUE_STATES, { message: '검수 상태를 고르세요.' }).default('waiting'),
    '검수 상태',
  ),
  ...pageFields,
});

export const cancelAdminQuerySchema = z
  .object({
    status: labeled(z.enum(CANCEL_REQUEST_STATUSES, { message: '상태를 고르세요.' }).optional(), '상태'),
    fromDate: labeled(ymdSchema.optional(), '시작일'),
    toDate: labeled(ymdSchema.optional(), '종료일'),
    person: labeled(z.string().trim().max(40, '40자 이하로 입력하세요.').optional(), '요청자·확인자'),
    ...pageFields,
  })
  .refine(periodRefine, PERIOD_MESSAGE);

export const customerDiscountProdsQuerySchema = z.object({
  customerCode: customerCodeField(),
  keyword: labeled(z.string().trim().max(100, '100자 이하로 입력하세요.').optional(), '검색어'),
  ...pageFields,
});

export const transactionStatementQuerySchema = z
  .object({
    customerCode: customerCodeField(),
    fromDate: labeled(ymdSchema, '시작일'),
    toDate: labeled(ymdSchema, '종료일'),
  })
  .refine(periodRefine, PERIOD_MESSAGE);

export const carEstimateQuerySchema = z.object({
  customerCode: customerCodeField(),
  /** A draft of this customer; left out = its latest draft. */
  orderCode: labeled(z.string().trim().max(30).optional(), '주문 번호'),
});
