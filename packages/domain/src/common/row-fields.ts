import { z } from 'zod';

// Field groups that many answers carry the same way: the part or customer a row names, the money
// of a line, who changed a row and when. A row schema spreads the group instead of spelling it out
// again, so the same field has the same type in every answer.

/** The part a document line names. */
export const partRefFields = { partCode: z.string(), partNo: z.string(), partName: z.string() };

/** The part a part list or report row shows: its code, number, name and car model. */
export const partNameFields = {
  partCode: z.string(),
  partNo: z.string(),
  name: z.string(),
  carModel: z.string(),
};

export const customerRefFields = { customerCode: z.string(), customerName: z.string() };

export const supplierRefFields = { supplierCode: z.string(), supplierName: z.string() };

/** Won of a line or a document: supply + tax = total. */
export const amountFields = { supply: z.number().int(), tax: z.number().int(), total: z.number().int() };

/** The document a ledger entry or a unit came with, when it has one. */
export const docRefFields = { docKind: z.string().nullable(), docCode: z.string().nullable() };

/** Who made a recorded change and when. */
export const changedByFields = {
  changedBy: z.number().int().nullable(),
  changedByName: z.string().nullable(),
  changedAt: z.string(),
};

/** The contact numbers and mail of a party (customer, supplier, company). */
export const contactFields = {
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  fax: z.string().nullable(),
  email: z.string().nullable(),
};

/** A master row's creation, last change and optimistic-lock version. */
export const versionedFields = { createdAt: z.string(), updatedAt: z.string(), version: z.number().int() };

type NoFields = Record<never, never>;

/** The rows of a list answer and how many there are in all, with what else the answer carries. */
export const rowsPageSchema = <T extends z.ZodType, E extends z.ZodRawShape = NoFields>(row: T, extra?: E) =>
  z.object({ rows: z.array(row), total: z.number().int(), ...(extra as E) });

/** A report page: its rows, the count in all, the page and size asked for, and its own totals. */
export const pagedRowsSchema = <T extends z.ZodType, E extends z.ZodRawShape = NoFields>(row: T, extra?: E) =>
  z.object({
    rows: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    ...(extra as E),
  });
