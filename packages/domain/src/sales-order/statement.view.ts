import { z } from 'zod';
import { amountFields, customerRefFields, docRefFields } from '../common/row-fields.js';
import { RECEIVABLE_KINDS } from '../receivable/receivable.status.js';
import { ymdSchema } from '../validate/field-schemas.js';

// What the statement endpoints answer (거래명세서, 견적서, 취소 명세서, 거래내역서), declared once for the
// server that computes them against the ledgers and the web that prints them.

export const statementPartySchema = z.object({
  name: z.string(),
  bizNo: z.string().nullable(),
  representative: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
});
export type StatementParty = z.infer<typeof statementPartySchema>;

export const supplierPartySchema = statementPartySchema.extend({
  fax: z.string().nullable(),
  businessType: z.string().nullable(),
  businessItem: z.string().nullable(),
  bankAccount: z.string().nullable(),
});
export type SupplierParty = z.infer<typeof supplierPartySchema>;

const recipientSchema = statementPartySchema.extend({ code: z.string() });

export const statementLineSchema = z.object({
  no: z.number().int(),
  partNo: z.string(),
  name: z.string(),
  norm: z.string().nullable(),
  qty: z.number().int(),
  unitPrice: z.number().int(),
  ...amountFields,
});
export type StatementLine = z.infer<typeof statementLineSchema>;

/** The document the server builds: a sale (also printed as the fast statement), an estimate, a cancel. */
export const DOCUMENT_KINDS = ['sale', 'estimate', 'cancel'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What a statement of account (거래명세서) prints, exact to the won against the ledgers. */
export const statementSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  documentCode: z.string(),
  orderCode: z.string(),
  documentDate: ymdSchema,
  supplier: supplierPartySchema,
  recipient: recipientSchema,
  lines: z.array(statementLineSchema),
  ...amountFields,
  /** Balance before this document, not counting payments received the same day (shown as payment). */
  previousBalance: z.number().int().nullable(),
  payment: z.number().int().nullable(),
  /** Balance right after this document: previous − payment + total. */
  newBalance: z.number().int().nullable(),
});
export type Statement = z.infer<typeof statementSchema>;

export const draftChoiceSchema = z.object({
  code: z.string(),
  createdAt: z.iso.datetime(),
  vin: z.string().nullable(),
  carNumber: z.string().nullable(),
  total: z.number().int(),
  lineCount: z.number().int(),
});
export type DraftChoice = z.infer<typeof draftChoiceSchema>;

export const carEstimateSchema = z.object({
  ...customerRefFields,
  /** The drafts of this customer, newest first: the estimate is printed from one of them. */
  drafts: z.array(draftChoiceSchema),
  statement: statementSchema.nullable(),
  car: z.object({ vin: z.string().nullable(), carNumber: z.string().nullable() }).nullable(),
});
export type CarEstimate = z.infer<typeof carEstimateSchema>;

export const transactionLineSchema = statementLineSchema.omit({ no: true });
export type TransactionLine = z.infer<typeof transactionLineSchema>;

export const transactionDocumentSchema = z.object({
  date: ymdSchema,
  kind: z.enum(RECEIVABLE_KINDS),
  kindLabel: z.string(),
  ...docRefFields,
  /** Signed won as posted to the ledger: + raises the receivable. */
  amount: z.number().int(),
  supply: z.number().int(),
  tax: z.number().int(),
  balance: z.number().int(),
  memo: z.string().nullable(),
  /** What a sale delivered or a cancel took back; empty for payments. */
  lines: z.array(transactionLineSchema),
});
export type TransactionDocument = z.infer<typeof transactionDocumentSchema>;

export const transactionStatementSchema = z.object({
  customerCode: z.string(),
  fromDate: ymdSchema,
  toDate: ymdSchema,
  supplier: supplierPartySchema,
  recipient: recipientSchema,
  openingBalance: z.number().int(),
  documents: z.array(transactionDocumentSchema),
  sales: z.number().int(),
  cancels: z.number().int(),
  payments: z.number().int(),
  /** Adjustments and anything else the ledger holds: closing = opening + sales − cancels − payments + others. */
  others: z.number().int(),
  closingBalance: z.number().int(),
});
export type TransactionStatement = z.infer<typeof transactionStatementSchema>;
