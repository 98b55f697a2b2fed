import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { type ListSpec, listPageSchema } from '../list/list-query.js';
import { codeText, optionalText, requiredText, versionField, wonField } from '../part/part-fields.js';
import * as doc from '../purchase/supplier-document-fields.js';
import { hmSchema, ymdSchema } from '../validate/field-schemas.js';
import { DELIVERY_LABELS as L, DELIVERY_METHOD_LABELS as M } from './delivery.labels.js';
import { DELIVERY_EVENTS, DELIVERY_METHOD_KINDS, DELIVERY_STATUSES, STOP_KINDS } from './delivery.status.js';

const nullableYmd = (label: string) => labeled(ymdSchema.nullish(), label);
const nullableHm = (label: string) => labeled(hmSchema.nullish(), label);
/** A place in Korea (the dispatch map's pin): latitude 33–39, longitude 124–132. */
const coordinate = (label: string, min: number, max: number) =>
  labeled(
    z
      .number({ message: '숫자를 입력하세요.' })
      .min(min, `${min} 이상 ${max} 이하여야 합니다 (국내 좌표).`)
      .max(max, `${min} 이상 ${max} 이하여야 합니다 (국내 좌표).`)
      .nullish(),
    label,
  );

/** DeliveryMethodRegister[/:code]: one way of delivering (own driver, courier, counter, quick). */
export const deliveryMethodInputSchema = z.object({
  code: codeText(M.code, 20),
  name: requiredText(M.name, 50),
  kind: labeled(z.enum(DELIVERY_METHOD_KINDS, { message: '구분을 고르세요.' }), M.kind),
  courierName: optionalText(M.courierName, 50),
  fee: wonField(M.fee),
  isDefault: labeled(z.boolean().default(false), M.isDefault),
  active: labeled(z.boolean().default(true), M.active),
  memo: optionalText(M.memo, 500),
});
export type DeliveryMethodInput = z.infer<typeof deliveryMethodInputSchema>;

export const deliveryMethodSchema = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(DELIVERY_METHOD_KINDS),
  kindLabel: z.string(),
  courierName: z.string().nullable(),
  fee: z.number().int(),
  isDefault: z.boolean(),
  active: z.boolean(),
  memo: z.string().nullable(),
  useCount: z.number().int(),
  updatedAt: z.string(),
});
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;

/** A stop's method and reservation (DeliveryDayReservation, the waiting list), at the version read. */
export const deliveryChangeSchema = z.object({
  version: versionField(),
  methodCode: labeled(z.string().trim().min(1, '배송 방법을 고르세요.').max(20), L.methodCode),
  reservationDate: nullableYmd(L.reservationDate),
  reservationTime: nullableHm(L.reservationTime),
  windowStart: nullableHm(L.windowStart),
  windowEnd: nullableHm(L.windowEnd),
  lat: coordinate('위도', 33, 39),
  lng: coordinate('경도', 124, 132),
  memo: optionalText(L.memo, 500),
});
export type DeliveryChangeInput = z.infer<typeof deliveryChangeSchema>;

/** Dispatch: stops to a driver in this order (driverId null = back to waiting). */
export const deliveryAssignSchema = z.object({
  codes: labeled(
    z.array(z.string().trim().min(1).max(30)).min(1, '배송을 1건 이상 고르세요.').max(500),
    '배송',
  ),
  driverId: labeled(z.number().int().min(1).max(2_147_483_647).nullable(), L.driverId),
  locked: labeled(z.boolean().default(false), L.locked),
});
export type DeliveryAssignInput = z.infer<typeof deliveryAssignSchema>;

export const deliveryCancelSchema = z.object({
  version: versionField(),
  reason: requiredText(L.cancelReason, 500),
});

/** Counter pickup, courier or quick service handed over at the desk (a waybill for a courier). */
export const deliveryHandOverSchema = z.object({
  version: versionField(),
  waybillNo: optionalText(L.waybillNo, 40),
  receiverName: optionalText(L.receiverName, 50),
});

/**
 * A driver's action from the phone. The key is made on the phone when the driver acts, so an
 * action queued offline and sent again after a lost answer is recognised and applied once.
 */
const idempotencyKey = labeled(
  z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z_-]{8,64}$/, '8–64자의 영문·숫자 키여야 합니다.'),
  '처리 키',
);
export const deliveryCompleteSchema = z.object({
  idempotencyKey,
  receiverName: optionalText(L.receiverName, 50),
  photoUploadId: labeled(z.number().int().min(1).max(2_147_483_647).nullish(), '사진'),
  signature: optionalText('서명', 200_000),
  note: optionalText(L.memo, 500),
});
export type DeliveryCompleteInput = z.infer<typeof deliveryCompleteSchema>;
export const deliveryFailSchema = z.object({
  idempotencyKey,
  reason: requiredText(L.failReason, 500),
});
export type DeliveryFailInput = z.infer<typeof deliveryFailSchema>;

export const deliverySummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(STOP_KINDS),
  kindLabel: z.string(),
  orderCode: z.string().nullable(),
  customerCode: z.string(),
  customerName: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  total: z.number().int(),
  status: z.enum(DELIVERY_STATUSES),
  statusLabel: z.string(),
  methodCode: z.string().nullable(),
  methodName: z.string().nullable(),
  methodKind: z.enum(DELIVERY_METHOD_KINDS).nullable(),
  reservationDate: z.string().nullable(),
  reservationTime: z.string().nullable(),
  windowStart: z.string().nullable(),
  windowEnd: z.string().nullable(),
  driverId: z.number().int().nullable(),
  driverName: z.string().nullable(),
  seq: z.number().int().nullable(),
  locked: z.boolean(),
  waybillNo: z.string().nullable(),
  receiverName: z.string().nullable(),
  failReason: z.string().nullable(),
  completedAt: z.string().nullable(),
  completedByName: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelledByName: z.string().nullable(),
  memo: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type DeliverySummary = z.infer<typeof deliverySummarySchema>;

export const deliveryEventRowSchema = z.object({
  id: z.number().int(),
  event: z.enum(DELIVERY_EVENTS),
  note: z.string().nullable(),
  byName: z.string().nullable(),
  at: z.string(),
});
export const deliveryViewSchema = deliverySummarySchema.extend({ events: z.array(deliveryEventRowSchema) });
export type DeliveryView = z.infer<typeof deliveryViewSchema>;

export const DELIVERY_LIST_SPEC = {
  fields: {
    code: doc.codeListField(L.code),
    createdAt: doc.dayListField(L.createdAt),
    reservationDate: {
      kind: 'date',
      label: L.reservationDate,
      sortable: true,
      operators: ['eq', 'gte', 'lte', 'between', 'isNull'],
    },
    completedAt: doc.dayListField(L.completedAt),
    cancelledAt: doc.dayListField(L.cancelledAt),
    status: { kind: 'text', label: L.status, sortable: true, operators: ['eq', 'in'] },
    kind: { kind: 'text', label: L.kind, operators: ['eq'] },
    methodKind: { kind: 'text', label: L.methodKind, operators: ['eq', 'in'] },
    methodCode: { kind: 'text', label: L.methodCode, operators: ['eq'] },
    customerCode: { kind: 'text', label: L.customerCode, sortable: true, operators: ['eq'] },
    driverId: { kind: 'number', label: L.driverId, operators: ['eq'] },
    orderCode: { kind: 'text', label: L.orderCode, operators: ['eq'] },
  },
  ...doc.newestFirst('createdAt'),
} as const satisfies ListSpec;
export const deliveryPageSchema = listPageSchema(deliverySummarySchema);

/** A driver's stops of one day, in route order (the phone's list). */
export const driverDayQuerySchema = z.object({ date: labeled(ymdSchema.optional(), '날짜') });
export const driverDaySchema = z.object({
  driverId: z.number().int(),
  driverName: z.string(),
  date: z.string(),
  stops: z.array(deliverySummarySchema),
});
export type DriverDay = z.infer<typeof driverDaySchema>;

/** The solve of the day: every open stop of the day with a place, over the chosen drivers. */
export const dispatchSolveSchema = z.object({
  date: labeled(ymdSchema, '배차일'),
  driverIds: labeled(z.array(z.number().int().min(1).max(2_147_483_647)).max(200).optional(), '기사'),
});
export type DispatchSolveInput = z.infer<typeof dispatchSolveSchema>;

export const dispatchPlanSchema = z.object({
  date: z.string(),
  routes: z.array(
    z.object({
      driverId: z.number().int(),
      driverName: z.string(),
      codes: z.array(z.string()),
      load: z.number().int(),
      travelMinutes: z.number().int(),
    }),
  ),
  /** Stops no driver could take within capacity, windows and shifts (left waiting). */
  unassigned: z.array(z.string()),
  /** Stops without a place on the map, not planned. */
  noPlace: z.array(z.string()),
  /** Stops changed by someone else while the plan was computed, left as they were. */
  skipped: z.array(z.string()),
  ms: z.number().int(),
});
export type DispatchPlan = z.infer<typeof dispatchPlanSchema>;
