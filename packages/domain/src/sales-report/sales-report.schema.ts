import { z } from 'zod';
import { customerCodeField } from '../common/document-fields.js';
import { labeled } from '../common/field-label.js';
import { type ListSpec, listQuerySchema, rangeField } from '../list/list-query.js';
import { hmSchema, ymdSchema } from '../validate/field-schemas.js';
import { ORDER_EVENT_KINDS } from './order-event.status.js';

// Requests of the order lists, logs and graphs (issue 8: IntegratedStatus, OrderLog,
// OrderChangeInfoList, OrderCheck, OrderProblemList, orderVinDuplicateList, CustomerOrderHistory,
// CustomerOrderProfitInfo, OrderOnlineList, HourlyGraph, ProductOrderAndTossGraph, AppOrderGraph).

const orderCodeField = labeled(z.string().trim().min(1, '주문번호를 입력하세요.').max(30), '주문번호');
const blankToNull = <T extends z.ZodType>(schema: T, label: string) =>
  labeled(
    z
      .union([z.literal(''), z.null(), schema], { message: `${label} 형식이 올바르지 않습니다.` })
      .transform((v) => (v === '' || v === null ? null : (v as z.infer<T>)))
      .default(null),
    label,
  );

/** 주문일 변경: the new business day and why. */
export const orderDateChangeSchema = z.object({
  orderDate: labeled(ymdSchema, '변경할 주문일'),
  reason: labeled(
    z.string().trim().min(2, '2자 이상 입력하세요.').max(200, '200자 이하로 입력하세요.'),
    '변경 사유',
  ),
});
export type OrderDateChange = z.infer<typeof orderDateChangeSchema>;

/** 예약 일시 변경: both empty clears the reservation. */
export const reservationChangeSchema = z.object({
  reservationDate: blankToNull(ymdSchema, '예약일'),
  reservationTime: blankToNull(hmSchema, '예약 시각'),
  reason: labeled(
    z
      .string()
      .trim()
      .max(200, '200자 이하로 입력하세요.')
      .transform((v) => (v === '' ? null : v))
      .nullish(),
    '변경 사유',
  ),
});
export type ReservationChange = z.infer<typeof reservationChangeSchema>;

/** Fix status and print user check take a handful of orders at once (a list page's rows). */
export const orderCodesSchema = z.object({
  codes: labeled(
    z.array(orderCodeField).min(1, '주문을 1개 이상 고르세요.').max(200, '200개까지 조회할 수 있습니다.'),
    '주문번호',
  ),
});

/** The order log (OrderLog) and the change list (OrderChangeInfoList). */
export const ORDER_EVENT_LIST_SPEC = {
  fields: {
    at: { kind: 'date', label: '일자', sortable: true, operators: ['eq', 'between', 'gte', 'lte'] },
    kind: { kind: 'text', label: '구분', sortable: true, operators: ['eq', 'in'] },
    actorId: { kind: 'number', label: '처리자', sortable: true, operators: ['eq', 'in'] },
    orderCode: { kind: 'text', label: '주문번호', sortable: true, operators: ['eq', 'startsWith'] },
    customerCode: { kind: 'text', label: '거래처', operators: ['eq'] },
  },
  defaultSort: { field: 'at', dir: 'desc' },
  maxSize: 500,
} as const satisfies ListSpec;
export type OrderEventListField = keyof typeof ORDER_EVENT_LIST_SPEC.fields;
export const orderEventListQuerySchema = listQuerySchema(ORDER_EVENT_LIST_SPEC);
export const isOrderEventKind = (value: unknown): boolean =>
  typeof value === 'string' && (ORDER_EVENT_KINDS as readonly string[]).includes(value);

/** Order lists of the reports: one vocabulary of filters and sorts for all of them. */
export const ORDER_REPORT_SPEC = {
  fields: {
    orderDate: { kind: 'date', label: '주문일', sortable: true, operators: ['eq', 'between', 'gte', 'lte'] },
    code: { kind: 'text', label: '주문번호', sortable: true, operators: ['eq', 'startsWith'] },
    customerCode: { kind: 'text', label: '거래처', sortable: true, operators: ['eq', 'in'] },
    customerName: { kind: 'text', label: '거래처명', sortable: true, operators: ['contains'] },
    carNumber: { kind: 'text', label: '차량번호', sortable: true, operators: ['eq', 'contains'] },
    vin: { kind: 'text', label: '차대번호', operators: ['eq', 'startsWith'] },
    total: rangeField('number', '합계'),
    createdBy: { kind: 'number', label: '등록자', operators: ['eq', 'in'] },
    fixedAt: { kind: 'date', label: '확정일', sortable: true, operators: ['between', 'gte', 'lte'] },
  },
  defaultSort: { field: 'orderDate', dir: 'desc' },
  maxSize: 500,
} as const satisfies ListSpec;
export type OrderReportField = keyof typeof ORDER_REPORT_SPEC.fields;
export const orderReportQuerySchema = listQuerySchema(ORDER_REPORT_SPEC);

/** OrderCarnum: the orders of one car by its number or a part of it (the last four digits). */
export const orderCarNumberQuerySchema = orderReportQuerySchema.extend({
  carNumber: z.string().trim().min(2, '차량번호를 2자 이상 입력하세요.').max(20).meta({ title: '차량번호' }),
});

/** IntegratedStatus: where each of the day's orders stands, exactly one state per order. */
export const INTEGRATED_STATES = [
  'draft',
  'waiting-exam',
  'examining',
  'examined',
  'cancel-requested',
  'cancelled',
] as const;
export type IntegratedState = (typeof INTEGRATED_STATES)[number];
export const INTEGRATED_STATE_LABELS: Record<IntegratedState, string> = {
  draft: '작성 중',
  'waiting-exam': '확정 · 검수 대기',
  examining: '검수 중',
  examined: '검수 완료 (출고 가능)',
  'cancel-requested': '취소 요청 중',
  cancelled: '취소',
};
export const integratedStatusSchema = z.object({ date: labeled(ymdSchema, '일자') });
export const integratedListSchema = orderReportQuerySchema.extend({
  date: labeled(ymdSchema, '일자'),
  state: labeled(z.enum(INTEGRATED_STATES, { message: '상태를 고르세요.' }), '상태'),
});

/** OrderCheck: fixed orders not yet fully examined. */
export const ORDER_CHECK_STATES = ['none', 'scanning'] as const;
export const orderCheckListSchema = orderReportQuerySchema.extend({
  examState: labeled(
    z.enum(ORDER_CHECK_STATES, { message: '검수 상태를 고르세요.' }).optional(),
    '검수 상태',
  ),
});

/** OrderProblemList: the problems an order can have (each defined in the server's query). */
export const ORDER_PROBLEMS = [
  'below-cost',
  'price-reason',
  'exam-refused',
  'cancel-pending',
  'negative-stock',
] as const;
export type OrderProblem = (typeof ORDER_PROBLEMS)[number];
export const ORDER_PROBLEM_LABELS: Record<OrderProblem, string> = {
  'below-cost': '매입가 미만 판매',
  'price-reason': '단가 변경 (사유 입력)',
  'exam-refused': '검수 거부',
  'cancel-pending': '취소 요청 대기',
  'negative-stock': '재고 마이너스 (미입고 주문)',
};
export const orderProblemListSchema = orderReportQuerySchema.extend({
  problem: labeled(z.enum(ORDER_PROBLEMS, { message: '문제 구분을 고르세요.' }).optional(), '문제 구분'),
});

/** orderVinDuplicateList: one VIN in two or more live orders of the period. */
export const VIN_DUPLICATE_SPEC = {
  fields: {
    orderDate: { kind: 'date', label: '주문일', operators: ['between', 'gte', 'lte', 'eq'] },
    vin: { kind: 'text', label: '차대번호', sortable: true, operators: ['eq', 'startsWith'] },
    orderCount: { kind: 'number', label: '주문 수', sortable: true },
    lastDate: { kind: 'date', label: '마지막 주문일', sortable: true },
  },
  defaultSort: { field: 'lastDate', dir: 'desc' },
  maxSize: 200,
} as const satisfies ListSpec;
export const vinDuplicateQuerySchema = listQuerySchema(VIN_DUPLICATE_SPEC).extend({
  samePart: labeled(z.boolean().default(true), '같은 품목만'),
});

/** CustomerOrderHistory/:custcode: the customer's order lines. */
export const CUSTOMER_ORDER_HISTORY_SPEC = {
  fields: {
    orderDate: { kind: 'date', label: '주문일', sortable: true, operators: ['eq', 'between', 'gte', 'lte'] },
    orderCode: { kind: 'text', label: '주문번호', sortable: true, operators: ['eq', 'startsWith'] },
    partNo: { kind: 'text', label: '품번', sortable: true, operators: ['eq', 'startsWith', 'contains'] },
    partName: { kind: 'text', label: '품명', sortable: true, operators: ['contains'] },
    status: { kind: 'text', label: '상태', operators: ['eq', 'in'] },
    carNumber: { kind: 'text', label: '차량번호', operators: ['eq', 'contains'] },
    total: rangeField('number', '금액'),
  },
  defaultSort: { field: 'orderDate', dir: 'desc' },
  maxSize: 500,
} as const satisfies ListSpec;
export const customerOrderHistorySchema = listQuerySchema(CUSTOMER_ORDER_HISTORY_SPEC).extend({
  customerCode: customerCodeField(),
});
export const customerProfitSchema = orderReportQuerySchema.extend({
  customerCode: customerCodeField(),
});

/** Where an order came from, by the kind of account that registered it (AppOrderGraph). */
export const ORDER_CHANNELS = ['memo', 'staff', 'online', 'other'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];
export const ORDER_CHANNEL_LABELS: Record<OrderChannel, string> = {
  memo: '전화 메모 → 직원 등록',
  staff: '직원 직접 등록',
  online: '거래처 온라인 (거래처 사용자)',
  other: '기타 포털 (외부 영업·지점·협력사 등)',
};

export const hourlyGraphSchema = z.object({ date: labeled(ymdSchema, '일자') });

const ymSchema = z
  .string()
  .regex(/^\d{4}(0[1-9]|1[0-2])$/, '월 형식이 올바르지 않습니다 (YYYYMM 6자리, 예: 202611).');
export const productGraphSchema = z
  .object({
    partCode: labeled(z.string().trim().min(1, '품목을 고르세요.').max(20), '품목'),
    fromMonth: labeled(ymSchema, '시작 월'),
    toMonth: labeled(ymSchema, '종료 월'),
  })
  .refine((q) => q.fromMonth <= q.toMonth, {
    message: '시작 월이 종료 월보다 늦습니다.',
    path: ['fromMonth'],
  })
  .refine((q) => monthsBetween(q.fromMonth, q.toMonth) <= 36, {
    message: '기간은 36개월까지 볼 수 있습니다.',
    path: ['toMonth'],
  });

export const appOrderGraphSchema = z
  .object({
    fromDate: labeled(ymdSchema, '시작일'),
    toDate: labeled(ymdSchema, '종료일'),
    unit: labeled(z.enum(['day', 'month'], { message: '단위를 고르세요.' }).default('day'), '단위'),
  })
  .refine((q) => q.fromDate <= q.toDate, { message: '시작일이 종료일보다 늦습니다.', path: ['fromDate'] })
  .refine((q) => dayRange(q.fromDate, q.toDate).length <= 731, {
    message: '기간은 2년까지 볼 수 있습니다.',
    path: ['toDate'],
  });

/** Every YYYYMMDD from one day to another, both included (empty when from is after to). */
export const dayRange = (from: string, to: string): string[] => {
  const days: string[] = [];
  const start = Date.UTC(Number(from.slice(0, 4)), Number(from.slice(4, 6)) - 1, Number(from.slice(6, 8)));
  const end = Date.UTC(Number(to.slice(0, 4)), Number(to.slice(4, 6)) - 1, Number(to.slice(6, 8)));
  // Calendar arithmetic in UTC: no daylight-saving step can skip or repeat a day.
  for (let t = start; t <= end && days.length <= 4000; t += 86_400_000) {
    const d = new Date(t);
    days.push(
      `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`,
    );
  }
  return days;
};

/** Number of months from one YYYYMM to another, both counted (202601 → 202603 = 3). */
export const monthsBetween = (from: string, to: string): number =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(4, 6)) -
  Number(from.slice(4, 6)) +
  1;

/** Every YYYYMM from one month to another, both included (the x axis of a monthly chart). */
export const monthRange = (from: string, to: string): string[] => {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(4, 6));
  const n = monthsBetween(from, to);
  for (let i = 0; i < n; i += 1) {
    months.push(`${year}${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
};
