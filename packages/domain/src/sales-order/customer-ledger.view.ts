import { z } from 'zod';
import { customerRefFields, docRefFields } from '../common/row-fields.js';
import { RECEIVABLE_KINDS } from '../receivable/receivable.status.js';
import { ymdSchema } from '../validate/field-schemas.js';

// What 거래처원장 (SPEC §2.11 CustomerLedger) and the payment call answer.

export const ledgerLineSchema = z.object({
  id: z.number().int(),
  date: ymdSchema,
  kind: z.enum(RECEIVABLE_KINDS),
  ...docRefFields,
  supply: z.number().int(),
  tax: z.number().int(),
  /** Sales and other increases. */
  debit: z.number().int(),
  /** Payments, cancels, returns. */
  credit: z.number().int(),
  balance: z.number().int(),
  memo: z.string().nullable(),
});
export type LedgerLine = z.infer<typeof ledgerLineSchema>;

/** The receivable ledger of one customer over a period: opening balance, entries, totals. */
export const customerLedgerViewSchema = z.object({
  ...customerRefFields,
  fromDate: ymdSchema,
  toDate: ymdSchema,
  openingBalance: z.number().int(),
  lines: z.array(ledgerLineSchema),
  totalDebit: z.number().int(),
  totalCredit: z.number().int(),
  closingBalance: z.number().int(),
});
export type CustomerLedgerView = z.infer<typeof customerLedgerViewSchema>;

/** A recorded collection: its document code and the customer's balance after it. */
export const paymentResultSchema = z.object({ code: z.string(), balance: z.number().int() });
export type PaymentResult = z.infer<typeof paymentResultSchema>;
