import { z } from 'zod';
import { MEMO_STATUSES } from './sales-order.status.js';

// What the memo endpoints answer (SPEC §7.8): a phone request and who took and worked it.

export const memoViewSchema = z.object({
  code: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  vin: z.string().nullable(),
  carNumber: z.string().nullable(),
  request: z.string(),
  urgent: z.boolean(),
  status: z.enum(MEMO_STATUSES),
  deliveryPickupId: z.string().nullable(),
  takenByName: z.string().nullable(),
  workedByName: z.string().nullable(),
  orderCode: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type MemoView = z.infer<typeof memoViewSchema>;

export const memoPageSchema = z.object({ rows: z.array(memoViewSchema), total: z.number().int() });
export type MemoPage = z.infer<typeof memoPageSchema>;
