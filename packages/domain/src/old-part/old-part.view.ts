import { z } from 'zod';
import { customerRefFields, partRefFields, rowsPageSchema } from '../common/row-fields.js';
import { CORE_AGE_BUCKETS, CORE_COLLECTION_STATUSES } from './old-part.status.js';

/** A sale line that left a core with the customer, and how many of its cores are still out. */
export const expectedCoreSchema = z.object({
  orderCode: z.string(),
  lineNo: z.number().int(),
  ...customerRefFields,
  ...partRefFields,
  paybackCode: z.string(),
  soldAt: z.iso.datetime(),
  sold: z.number().int(),
  outstanding: z.number().int(),
  days: z.number().int(),
  bucket: z.enum(CORE_AGE_BUCKETS),
});
export type ExpectedCore = z.infer<typeof expectedCoreSchema>;
export const expectedCorePageSchema = rowsPageSchema(expectedCoreSchema);

/** What one customer still owes, by payback code and age. */
export const uncollectedRowSchema = z.object({
  ...customerRefFields,
  paybackCode: z.string(),
  pickupAllowed: z.boolean(),
  d30: z.number().int(),
  d60: z.number().int(),
  d90: z.number().int(),
  over90: z.number().int(),
  total: z.number().int(),
  oldestDays: z.number().int(),
});
export type UncollectedRow = z.infer<typeof uncollectedRowSchema>;
export const uncollectedPageSchema = rowsPageSchema(uncollectedRowSchema);

export const coreCollectionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  ...customerRefFields,
  status: z.enum(CORE_COLLECTION_STATUSES),
  units: z.number().int(),
  byCode: z.array(z.object({ paybackCode: z.string(), qty: z.number().int(), points: z.number().int() })),
  cashbackPoints: z.number().int(),
  collectedByName: z.string().nullable(),
  collectedAt: z.iso.datetime(),
  paidByName: z.string().nullable(),
  paidAt: z.iso.datetime().nullable(),
  memo: z.string().nullable(),
});
export type CoreCollection = z.infer<typeof coreCollectionSchema>;
export const coreCollectionPageSchema = rowsPageSchema(coreCollectionSchema);

export const pickAllowRowSchema = z.object({
  ...customerRefFields,
  allowed: z.boolean(),
  outstanding: z.number().int(),
});
export const pickAllowPageSchema = rowsPageSchema(pickAllowRowSchema);
