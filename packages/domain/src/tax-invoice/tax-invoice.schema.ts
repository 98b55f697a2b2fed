import { z } from 'zod';
import { customerCodeField } from '../common/document-fields.js';
import { labeled } from '../common/field-label.js';
import { customerRefFields } from '../common/row-fields.js';
import { type ListSpec, listPageSchema } from '../list/list-query.js';
import { codeListField, dayListField, newestFirst } from '../purchase/supplier-document-fields.js';
import { ymdSchema } from '../validate/field-schemas.js';
import { TAX_INVOICE_LABELS as L } from './tax-invoice.labels.js';
import { AMENDMENT_CODES, TAX_INVOICE_BASES, TAX_INVOICE_STATES } from './tax-invoice.status.js';

// 전자세금계산서 (SPEC §2.11 Tax/…): the fields the National Tax Service requires — both parties'
// business numbers (with 종사업장 번호 where set), the write date, item lines whose supply and VAT
// add up to the totals — the amended invoice's reason and original, and the issue log.

/** A party as the invoice names it (공급자 / 공급받는자). */
export const taxInvoicePartySchema = z.object({
  bizNo: z.string(),
  /** 종사업장 번호 (4 digits), when the business reports by branch. */
  subBizNo: z.string().nullable(),
  name: z.string(),
  representative: z.string().nullable(),
  address: z.string().nullable(),
  businessType: z.string().nullable(),
  businessItem: z.string().nullable(),
  email: z.string().nullable(),
});
export type TaxInvoiceParty = z.infer<typeof taxInvoicePartySchema>;

export const taxInvoiceLineSchema = z.object({
  lineNo: z.number().int(),
  date: ymdSchema,
  itemName: z.string(),
  spec: z.string().nullable(),
  qty: z.number().int().nullable(),
  unitPrice: z.number().int().nullable(),
  supply: z.number().int(),
  tax: z.number().int(),
  /** The order or cancel the line comes from. */
  sourceCode: z.string().nullable(),
});
export type TaxInvoiceLine = z.infer<typeof taxInvoiceLineSchema>;

export const taxInvoiceLogSchema = z.object({
  at: z.string(),
  event: z.string(),
  message: z.string(),
  byName: z.string().nullable(),
});

/** One invoice as every screen shows it. */
export const taxInvoiceSummarySchema = z.object({
  code: z.string(),
  basis: z.enum(TAX_INVOICE_BASES),
  state: z.enum(TAX_INVOICE_STATES),
  writeDate: ymdSchema,
  ...customerRefFields,
  buyerBizNo: z.string(),
  supplyTotal: z.number().int(),
  taxTotal: z.number().int(),
  total: z.number().int(),
  amendmentCode: z.enum(AMENDMENT_CODES).nullable(),
  originalCode: z.string().nullable(),
  ntsConfirmNo: z.string().nullable(),
  dueDate: ymdSchema.nullable(),
  issuedAt: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type TaxInvoiceSummary = z.infer<typeof taxInvoiceSummarySchema>;

export const taxInvoiceViewSchema = taxInvoiceSummarySchema.extend({
  supplier: taxInvoicePartySchema,
  buyer: taxInvoicePartySchema,
  /** 청구 (billed, unpaid) or 영수 (paid). */
  purpose: z.enum(['청구', '영수']),
  lines: z.array(taxInvoiceLineSchema),
  log: z.array(taxInvoiceLogSchema),
});
export type TaxInvoiceView = z.infer<typeof taxInvoiceViewSchema>;

export const taxMonthDraftSchema = z.object({
  customerCode: customerCodeField(),
  month: labeled(z.string().regex(/^\d{6}$/, 'YYYYMM 형식으로 입력하세요.'), '작성 월'),
});

export const taxAmendedDraftSchema = z.object({
  originalCode: labeled(z.string().trim().min(1, '당초 세금계산서를 고르세요.').max(30), L.originalCode),
  reversingCode: labeled(z.string().trim().min(1, '취소·반품 문서를 고르세요.').max(30), '취소·반품 문서'),
});

/** A cancel or return of an invoiced sale that has no amended invoice yet. */
export const amendmentCandidateSchema = z.object({
  reversingCode: z.string(),
  reversingKind: z.enum(['cancel', 'return']),
  orderCode: z.string(),
  originalCode: z.string(),
  ...customerRefFields,
  date: ymdSchema,
  supply: z.number().int(),
  tax: z.number().int(),
  amendmentCode: z.enum(AMENDMENT_CODES),
});
export type AmendmentCandidate = z.infer<typeof amendmentCandidateSchema>;

export const amendmentCandidatesQuerySchema = z.object({ customerCode: customerCodeField().optional() });

/** What the screens say about the outside services (unconfigured = drafts only). */
export const taxInvoiceConfigSchema = z.object({
  aspConfigured: z.boolean(),
  aspName: z.string().nullable(),
  ntsConfigured: z.boolean(),
});
export type TaxInvoiceConfig = z.infer<typeof taxInvoiceConfigSchema>;

/** A message the outbox could not deliver yet (IFaceFailList's rows for the ASP). */
export const outboxFailureSchema = z.object({
  id: z.number().int(),
  topic: z.string(),
  key: z.string(),
  docCode: z.string().nullable(),
  state: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  createdAt: z.string(),
});
export type OutboxFailure = z.infer<typeof outboxFailureSchema>;

export const TAX_INVOICE_LIST_SPEC = {
  fields: {
    code: codeListField(L.code),
    writeDate: dayListField(L.writeDate),
    state: { kind: 'text', label: L.state, sortable: true, operators: ['eq', 'in'] },
    basis: { kind: 'text', label: L.basis, operators: ['eq', 'in'] },
    customerCode: { kind: 'text', label: L.customerCode, operators: ['eq'] },
    total: { kind: 'number', label: L.total, sortable: true, operators: ['gte', 'lte', 'between'] },
  },
  ...newestFirst('writeDate'),
} as const satisfies ListSpec;
export const taxInvoicePageSchema = listPageSchema(taxInvoiceSummarySchema);
