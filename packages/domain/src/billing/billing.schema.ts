import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { customerRefFields } from '../common/row-fields.js';
import { ledgerLineSchema } from '../sales-order/customer-ledger.view.js';
import { customerLedgerQuerySchema } from '../sales-order/sales-order.schema.js';
import { supplierPartySchema } from '../sales-order/statement.view.js';
import { ymdSchema } from '../validate/field-schemas.js';
import { BILLING_ISSUE_STATES } from './billing.status.js';

// 월합계 청구서 (SPEC §2.12 Bill/OrderBilling, ObtainBillingIssuance): one customer's period read
// from the receivable ledger (opening balance, sales, cancels, returns, payments, closing
// balance), and the issue that fixes it once per period.

/** The customer and period a billing statement covers (the ledger's own query). */
export const billingQuerySchema = customerLedgerQuerySchema;
export type BillingQuery = z.infer<typeof billingQuerySchema>;

/** Why an issued statement is voided (the reversing document carries it). */
export const billingVoidSchema = z.object({
  reason: labeled(z.string().trim().min(1, '취소 사유를 입력하세요.').max(200), '취소 사유'),
});

/** The period's money by kind of ledger entry; signed as the ledger (credits are negative). */
export const billingTotalsSchema = z.object({
  openingBalance: z.number().int(),
  sales: z.number().int(),
  salesSupply: z.number().int(),
  salesTax: z.number().int(),
  cancels: z.number().int(),
  returns: z.number().int(),
  payments: z.number().int(),
  adjustments: z.number().int(),
  closingBalance: z.number().int(),
});
export type BillingTotals = z.infer<typeof billingTotalsSchema>;

/** An issued statement (or the reversing document that voids one). */
export const billingIssueSchema = z.object({
  code: z.string(),
  kind: z.enum(['issue', 'reversal']),
  state: z.enum(BILLING_ISSUE_STATES),
  ...customerRefFields,
  fromDate: ymdSchema,
  toDate: ymdSchema,
  ...billingTotalsSchema.shape,
  reversesCode: z.string().nullable(),
  voidedByCode: z.string().nullable(),
  reason: z.string().nullable(),
  issuedAt: z.string(),
  issuedByName: z.string().nullable(),
});
export type BillingIssue = z.infer<typeof billingIssueSchema>;

/** The statement of a period: the ledger's lines and totals, and the issues of that period. */
export const billingStatementSchema = z.object({
  /** Our company, as every printed document names it. */
  supplier: supplierPartySchema,
  ...customerRefFields,
  bizNo: z.string().nullable(),
  representative: z.string().nullable(),
  address: z.string().nullable(),
  fromDate: ymdSchema,
  toDate: ymdSchema,
  totals: billingTotalsSchema,
  lines: z.array(ledgerLineSchema),
  /** The live issue of exactly this period, when there is one. */
  issued: billingIssueSchema.nullable(),
  /** Every issue and reversal of the customer that touches the period, newest first. */
  history: z.array(billingIssueSchema),
});
export type BillingStatement = z.infer<typeof billingStatementSchema>;

/** The month a run of every customer's statement covers (the monthly job). */
export const billingMonthSchema = z.object({
  month: labeled(z.string().regex(/^\d{6}$/, 'YYYYMM 형식으로 입력하세요.'), '청구 월'),
});

export const billingMonthResultSchema = z.object({
  month: z.string(),
  issued: z.number().int(),
  skipped: z.number().int(),
});
export type BillingMonthResult = z.infer<typeof billingMonthResultSchema>;
