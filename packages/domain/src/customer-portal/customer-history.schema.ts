import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { listPageSchema, pageQueryFields } from '../list/list-query.js';
import { optionalText } from '../part/part-fields.js';
import { ORDER_STATUSES } from '../sales-order/sales-order.status.js';
import { ymdSchema } from '../validate/field-schemas.js';

// What a repair shop reads of its own history on the customer pages (SPEC §2.6): its reservation
// orders (CustReservationList), its order lines (CustomerOrderItemList), its cars (CustomerCarInfo)
// and a month's totals (CustomerOrderTotalInfo). Each is the customer's projection: no cost, no
// price reason, no staff memo, no staff ids.

const period = {
  fromDate: labeled(ymdSchema, '시작일'),
  toDate: labeled(ymdSchema, '종료일'),
};
const ORDERED = { message: '시작일이 종료일보다 늦습니다.', path: ['fromDate'] };

/** CustReservationList: orders with a booked day, by that day. */
export const reservationQuerySchema = z
  .object({ ...period, ...pageQueryFields({ max: 100, size: 20 }) })
  .refine((q) => q.fromDate <= q.toDate, ORDERED);
export type ReservationQuery = z.infer<typeof reservationQuerySchema>;

export const reservationRowSchema = z.object({
  orderCode: z.string(),
  orderDate: z.string(),
  reservationDate: z.string(),
  reservationTime: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  itemSummary: z.string(),
  total: z.number().int(),
  vin: z.string().nullable(),
  carNumber: z.string().nullable(),
});
export type ReservationRow = z.infer<typeof reservationRowSchema>;
export const reservationPageSchema = listPageSchema(reservationRowSchema);

/** CustomerOrderItemList: the lines of the shop's orders, by order day and part. */
export const orderItemQuerySchema = z
  .object({
    ...period,
    keyword: optionalText('품번·품명', 50),
    ...pageQueryFields({ max: 200, size: 30 }),
  })
  .refine((q) => q.fromDate <= q.toDate, ORDERED);
export type OrderItemQuery = z.infer<typeof orderItemQuerySchema>;

export const orderItemRowSchema = z.object({
  orderCode: z.string(),
  orderDate: z.string(),
  status: z.enum(ORDER_STATUSES),
  lineNo: z.number().int(),
  partNo: z.string(),
  partName: z.string(),
  qty: z.number().int(),
  cancelledQty: z.number().int(),
  returnedQty: z.number().int(),
  unitPrice: z.number().int(),
  total: z.number().int(),
  vin: z.string().nullable(),
});
export type OrderItemRow = z.infer<typeof orderItemRowSchema>;
export const orderItemPageSchema = listPageSchema(orderItemRowSchema);

/** CustomerCarInfo: the shop's cars (registered to it, or ordered for by VIN). */
export const portalCarQuerySchema = z.object({
  keyword: optionalText('차대번호·차량번호·차종', 50),
  ...pageQueryFields({ max: 100, size: 20 }),
});
export type PortalCarQuery = z.infer<typeof portalCarQuerySchema>;

export const portalCarRowSchema = z.object({
  vin: z.string(),
  carNo: z.string().nullable(),
  maker: z.string().nullable(),
  model: z.string().nullable(),
  modelYear: z.number().int().nullable(),
  engine: z.string().nullable(),
  orderCount: z.number().int(),
  lastOrderDate: z.string().nullable(),
});
export type PortalCarRow = z.infer<typeof portalCarRowSchema>;
export const portalCarPageSchema = listPageSchema(portalCarRowSchema);

/** CustomerOrderTotalInfo/:year/:month. */
export const monthParamsSchema = z.object({
  year: z.coerce
    .number({ message: '연도를 숫자로 입력하세요.' })
    .int()
    .min(2000, '2000년 이후만 볼 수 있습니다.')
    .max(2100, '2100년까지만 볼 수 있습니다.')
    .meta({ title: '연도' }),
  month: z.coerce
    .number({ message: '월을 숫자로 입력하세요.' })
    .int()
    .min(1, '1~12월 중에서 고르세요.')
    .max(12, '1~12월 중에서 고르세요.')
    .meta({ title: '월' }),
});

export const monthDaySchema = z.object({
  day: z.string(),
  orders: z.number().int(),
  returns: z.number().int(),
  net: z.number().int(),
});

/**
 * A month from the customer's ledgers: sales, what cancels and returns took back, the net, what
 * was paid, and the points earned and used (the point ledger), with one row per day that moved.
 */
export const monthTotalsSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  orderCount: z.number().int(),
  orders: z.number().int(),
  cancels: z.number().int(),
  returns: z.number().int(),
  net: z.number().int(),
  payments: z.number().int(),
  pointsEarned: z.number().int(),
  pointsUsed: z.number().int(),
  pointBalance: z.number().int(),
  days: z.array(monthDaySchema),
});
export type MonthTotals = z.infer<typeof monthTotalsSchema>;

/**
 * CustomerAppOrderStatementOfAccount/:serverType: which orders' statements the shop lists —
 * `app`, the orders it sent from these pages; `all`, every order fixed for it (phone orders too).
 */
export const STATEMENT_SERVER_TYPES = ['app', 'all'] as const;
export type StatementServerType = (typeof STATEMENT_SERVER_TYPES)[number];
export const STATEMENT_SERVER_TYPE_LABELS: Record<StatementServerType, string> = {
  app: '앱 주문',
  all: '전체 주문',
};

export const statementListQuerySchema = z
  .object({
    serverType: labeled(
      z.enum(STATEMENT_SERVER_TYPES, { message: '앱 주문 또는 전체 주문을 고르세요.' }),
      '구분',
    ),
    ...period,
    ...pageQueryFields({ max: 100, size: 20 }),
  })
  .refine((q) => q.fromDate <= q.toDate, ORDERED);
export type StatementListQuery = z.infer<typeof statementListQuerySchema>;

export const statementListRowSchema = z.object({
  orderCode: z.string(),
  orderDate: z.string(),
  status: z.enum(ORDER_STATUSES),
  app: z.boolean(),
  itemSummary: z.string(),
  total: z.number().int(),
  vin: z.string().nullable(),
});
export type StatementListRow = z.infer<typeof statementListRowSchema>;
export const statementListPageSchema = listPageSchema(statementListRowSchema);
