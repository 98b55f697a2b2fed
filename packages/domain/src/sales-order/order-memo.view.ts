import { z } from 'zod';
import { customerRefFields, rowsPageSchema } from '../common/row-fields.js';
import { MEMO_STATUSES } from './sales-order.status.js';

// What the memo endpoints answer (SPEC §7.8): a phone request and who took and worked it.

export const memoViewSchema = z.object({
  code: z.string(),
  ...customerRefFields,
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

export const memoPageSchema = rowsPageSchema(memoViewSchema);
export type MemoPage = z.infer<typeof memoPageSchema>;
