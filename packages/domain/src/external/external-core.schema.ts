import { z } from 'zod';
import { customerCodeField } from '../common/document-fields.js';
import { labeled } from '../common/field-label.js';
import { rowsPageSchema } from '../common/row-fields.js';
import { pageQueryFields } from '../list/list-query.js';

// Used parts (cores) of an external's customers (ExternalOldPartList, ExternalOldPartInfo/:custcode):
// read from the core ledger, which the order fix, cancel and return and each collection post to.
// An external sees only the customers it recommended.

export const CORE_ENTRY_KIND_LABELS: Record<string, string> = {
  opening: '기초',
  sold: '판매',
  cancelled: '취소',
  returned: '반품',
  collected: '회수',
};

export const externalCoreQuerySchema = z.object({
  customerCode: labeled(z.string().trim().max(20).toUpperCase().optional(), '거래처'),
  /** Only the customers and codes with cores still out. */
  outstandingOnly: labeled(z.boolean().default(false), '미회수만'),
  ...pageQueryFields(),
});
export type ExternalCoreQuery = z.infer<typeof externalCoreQuerySchema>;

/** One customer and payback code: cores owed by sales (net of cancels and returns), collected, still out. */
export const externalCoreRowSchema = z.object({
  customerCode: z.string(),
  customerName: z.string(),
  paybackCode: z.string(),
  paybackName: z.string().nullable(),
  owed: z.number().int(),
  collected: z.number().int(),
  outstanding: z.number().int(),
  lastCollectedAt: z.iso.datetime().nullable(),
});
export type ExternalCoreRow = z.infer<typeof externalCoreRowSchema>;
export const externalCorePageSchema = rowsPageSchema(externalCoreRowSchema);

export const externalCoreEntryQuerySchema = z.object({
  customerCode: customerCodeField(),
  ...pageQueryFields({ size: 30 }),
});
export type ExternalCoreEntryQuery = z.infer<typeof externalCoreEntryQuerySchema>;

export const externalCoreEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  paybackCode: z.string(),
  kind: z.string(),
  qty: z.number().int(),
  docCode: z.string(),
});
export type ExternalCoreEntry = z.infer<typeof externalCoreEntrySchema>;

/** ExternalOldPartInfo/:custcode: the customer, its balances per code and a page of its entries. */
export const externalCoreInfoSchema = z.object({
  customerCode: z.string(),
  customerName: z.string(),
  balances: z.array(externalCoreRowSchema),
  entries: z.array(externalCoreEntrySchema),
  total: z.number().int(),
});
export type ExternalCoreInfo = z.infer<typeof externalCoreInfoSchema>;
