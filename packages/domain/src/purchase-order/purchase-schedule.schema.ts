import { z } from 'zod';
import { partRefFields, supplierRefFields } from '../common/row-fields.js';
import { type ListSpec, listPageSchema } from '../list/list-query.js';
import { optionalText } from '../part/part-fields.js';
import { PURCHASE_ORDER_LABELS as L } from './purchase-order.labels.js';
import { orderDayField } from './purchase-order.schema.js';

// PurchaseSchedule[/:largeCode[/:brandCode]] (expected arrivals of saved orders by part kind and
// brand), PurchaseScheduleModify/:seq (one line's expected day, with its history) and
// PurchaseLateSupply (what is past its day).

export const scheduleQuerySchema = z.object({
  largeCode: z.string().trim().max(20).optional().meta({ title: '대분류' }),
  brandCode: z.string().trim().max(20).optional().meta({ title: '브랜드' }),
});

/** One open order line on the schedule. */
export const scheduleLineSchema = z.object({
  id: z.number().int(),
  orderCode: z.string(),
  ...supplierRefFields,
  ...partRefFields,
  brandCode: z.string().nullable(),
  brandName: z.string().nullable(),
  largeCode: z.string().nullable(),
  largeName: z.string().nullable(),
  qty: z.number().int(),
  receivedQty: z.number().int(),
  remainingQty: z.number().int(),
  expectedDate: z.string(),
});
export type ScheduleLine = z.infer<typeof scheduleLineSchema>;

/** A group of the drill-down: a large part kind, or a brand within one. */
export const scheduleGroupSchema = z.object({
  code: z.string(),
  name: z.string(),
  lineCount: z.number().int(),
  remainingQty: z.number().int(),
  firstDate: z.string(),
});
export type ScheduleGroup = z.infer<typeof scheduleGroupSchema>;

export const purchaseScheduleSchema = z.object({
  /** large kinds at the top, brands under a large kind, nothing under a brand. */
  groups: z.array(scheduleGroupSchema),
  lines: z.array(scheduleLineSchema),
});
export type PurchaseSchedule = z.infer<typeof purchaseScheduleSchema>;

export const scheduleChangeInputSchema = z.object({
  expectedDate: orderDayField(L.expectedDate),
  reason: optionalText('변경 사유', 500),
});
export type ScheduleChangeInput = z.infer<typeof scheduleChangeInputSchema>;

export const scheduleChangeSchema = z.object({
  id: z.number().int(),
  fromDate: z.string(),
  toDate: z.string(),
  reason: z.string().nullable(),
  changedByName: z.string().nullable(),
  changedAt: z.string(),
});
export type ScheduleChange = z.infer<typeof scheduleChangeSchema>;

export const scheduleLineDetailSchema = scheduleLineSchema.extend({
  history: z.array(scheduleChangeSchema),
});
export type ScheduleLineDetail = z.infer<typeof scheduleLineDetailSchema>;

export const lateSupplySchema = scheduleLineSchema.extend({ daysLate: z.number().int() });
export type LateSupply = z.infer<typeof lateSupplySchema>;

export const LATE_SUPPLY_LIST_SPEC = {
  fields: {
    supplierCode: { kind: 'text', label: L.supplierCode, operators: ['eq'] },
    expectedDate: {
      kind: 'date',
      label: L.expectedDate,
      sortable: true,
      operators: ['gte', 'lte', 'between'],
    },
  },
  defaultSort: { field: 'expectedDate', dir: 'asc' },
  maxSize: 500,
} as const satisfies ListSpec;
export const lateSupplyPageSchema = listPageSchema(lateSupplySchema);
