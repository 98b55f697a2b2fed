import { z } from 'zod';
import { amountFields, customerRefFields, rowsPageSchema } from '../common/row-fields.js';
import { CANCEL_REQUEST_STATUSES } from './sales-order.status.js';

// What the cancel endpoints answer (SPEC §7.5): a clerk's request, the second person's check or
// rejection, and the lists around them.

export const cancelRequestLineSchema = z.object({
  lineNo: z.number().int(),
  partCode: z.string(),
  partName: z.string(),
  qty: z.number().int(),
  ...amountFields,
});

export const cancelRequestViewSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  orderCode: z.string(),
  ...customerRefFields,
  reason: z.string(),
  status: z.enum(CANCEL_REQUEST_STATUSES),
  requestedBy: z.number().int().nullable(),
  requestedByName: z.string().nullable(),
  requestedAt: z.iso.datetime(),
  checkedBy: z.number().int().nullable(),
  checkedByName: z.string().nullable(),
  checkedAt: z.iso.datetime().nullable(),
  rejectReason: z.string().nullable(),
  /**
   * Money per line, positive: what the check took back (as posted), or for a request not yet
   * checked what it would take back now.
   */
  lines: z.array(cancelRequestLineSchema),
  total: z.number().int(),
  /** Why the reader may not check it (their own request, already handled): the clerk's list only. */
  checkProblem: z.string().nullable().optional(),
});
export type CancelRequestView = z.infer<typeof cancelRequestViewSchema>;

export const cancelRequestPageSchema = rowsPageSchema(cancelRequestViewSchema);

/** The clerk's cancel list: every row says why this reader may not check it (null when they may). */
export const cancelCheckPageSchema = rowsPageSchema(
  cancelRequestViewSchema.extend({ checkProblem: z.string().nullable() }),
);
