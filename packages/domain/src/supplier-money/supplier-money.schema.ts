import { z } from 'zod';
import { pickedCodeField } from '../common/document-fields.js';
import { labeled } from '../common/field-label.js';
import { docRefFields, partRefFields, supplierRefFields } from '../common/row-fields.js';
import { type ListSpec, listPageSchema, rangeField } from '../list/list-query.js';
import { optionalText, qtyField, requiredText, versionField, wonField } from '../part/part-fields.js';
import {
  dayListField,
  supplierStatusListFields,
  wireDayField,
} from '../purchase/supplier-document-fields.js';
import { statementPartySchema } from '../sales-order/statement.view.js';
import {
  BILL_DIFFERENCE_KINDS,
  SUPPLIER_BILL_KINDS,
  SUPPLIER_BILL_STATUSES,
  SUPPLIER_PAYMENT_METHODS,
} from './supplier-money.status.js';

const dayField = wireDayField;

const supplierField = () => pickedCodeField('매입처', '매입처를 고르세요.');

// ── Bills (매입 계산서 · 세금계산서) ──

export const supplierBillLineInputSchema = z.object({
  purchaseLineId: labeled(
    z.number({ message: '입고 품목을 고르세요.' }).int().positive('입고 품목을 고르세요.').max(2_147_483_647),
    '입고 품목',
  ),
  qty: qtyField('수량', 99_999),
  unitPrice: wonField('단가'),
});
export type SupplierBillLineInput = z.infer<typeof supplierBillLineInputSchema>;

export const supplierBillInputSchema = z.object({
  supplierCode: supplierField(),
  billDate: dayField('계산서 일자'),
  kind: labeled(z.enum(SUPPLIER_BILL_KINDS, { message: '계산서 종류를 고르세요.' }), '계산서 종류'),
  supplierBillNo: requiredText('매입처 계산서 번호', 40),
  memo: optionalText('비고', 1000),
  /** Empty: a draft to match later. */
  lines: labeled(
    z.array(supplierBillLineInputSchema).max(300, '300줄까지 입력할 수 있습니다.').default([]),
    '계산서 품목',
  ),
});
export type SupplierBillInput = z.infer<typeof supplierBillInputSchema>;

export const supplierBillModifySchema = supplierBillInputSchema.extend({ version: versionField() });

export const billAcknowledgementSchema = z.object({
  lineNo: labeled(z.number().int().min(1).max(300), '줄 번호'),
  kind: labeled(z.enum(BILL_DIFFERENCE_KINDS, { message: '차이 종류를 고르세요.' }), '차이 종류'),
  reason: requiredText('확인 사유', 200),
});
export const supplierBillAcceptSchema = z.object({
  version: versionField(),
  acknowledgements: labeled(z.array(billAcknowledgementSchema).max(600).default([]), '차이 확인'),
});
export type SupplierBillAccept = z.infer<typeof supplierBillAcceptSchema>;

/** One fixed arrival line of a supplier with what is already billed of it. */
export const billableLineSchema = z.object({
  purchaseLineId: z.number().int(),
  purchaseCode: z.string(),
  purchaseDate: z.string(),
  ...partRefFields,
  /** Ordered quantity when the arrival came from a purchase order; null until orders link arrivals. */
  orderedQty: z.number().int().nullable(),
  receivedQty: z.number().int(),
  billedQty: z.number().int(),
  openQty: z.number().int(),
  unitPrice: z.number().int(),
  vatIncluded: z.boolean(),
});
export type BillableLine = z.infer<typeof billableLineSchema>;

export const billDifferenceSchema = z.object({
  lineNo: z.number().int(),
  partName: z.string(),
  kind: z.enum(BILL_DIFFERENCE_KINDS),
  kindLabel: z.string(),
  received: z.number().int(),
  billed: z.number().int(),
  amount: z.number().int(),
  reason: z.string().nullable(),
});
export type BillDifferenceRow = z.infer<typeof billDifferenceSchema>;

export const supplierBillLineSchema = z.object({
  lineNo: z.number().int(),
  purchaseLineId: z.number().int(),
  purchaseCode: z.string(),
  ...partRefFields,
  orderedQty: z.number().int().nullable(),
  receivedQty: z.number().int(),
  /** Billed on other bills before this one. */
  billedElsewhere: z.number().int(),
  receivedPrice: z.number().int(),
  /** The arrival line's VAT flag: the bill's line is priced the same way. */
  vatIncluded: z.boolean(),
  qty: z.number().int(),
  unitPrice: z.number().int(),
  supply: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
});

export const supplierBillSummarySchema = z.object({
  code: z.string(),
  ...supplierRefFields,
  billDate: z.string(),
  kind: z.enum(SUPPLIER_BILL_KINDS),
  kindLabel: z.string(),
  supplierBillNo: z.string(),
  status: z.enum(SUPPLIER_BILL_STATUSES),
  statusLabel: z.string(),
  supply: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  /** The payable adjustment posted on accept (accepted price differences), 0 when none. */
  adjustment: z.number().int(),
  lineCount: z.number().int(),
  memo: z.string().nullable(),
  version: z.number().int(),
  acceptedAt: z.string().nullable(),
});
export type SupplierBillSummary = z.infer<typeof supplierBillSummarySchema>;

export const supplierBillViewSchema = supplierBillSummarySchema.extend({
  lines: z.array(supplierBillLineSchema),
  differences: z.array(billDifferenceSchema),
});
export type SupplierBillView = z.infer<typeof supplierBillViewSchema>;

export const SUPPLIER_BILL_LIST_SPEC = {
  fields: {
    code: { kind: 'text', label: '계산서 번호', sortable: true, operators: ['eq'] },
    billDate: dayListField('계산서 일자'),
    ...supplierStatusListFields,
    total: rangeField('number', '합계'),
  },
  defaultSort: { field: 'billDate', dir: 'desc' },
  maxSize: 500,
} as const satisfies ListSpec;
export const supplierBillPageSchema = listPageSchema(supplierBillSummarySchema);

/** BillListPerSupplier's head: per supplier of the period, bills against arrivals. */
export const billSupplierRowSchema = z.object({
  ...supplierRefFields,
  billCount: z.number().int(),
  billTotal: z.number().int(),
  receivedTotal: z.number().int(),
  /** Fixed arrival lines of the supplier (any day) not yet billed in full. */
  unbilledLines: z.number().int(),
});
export type BillSupplierRow = z.infer<typeof billSupplierRowSchema>;

const periodFields = { fromDate: dayField('시작일'), toDate: dayField('종료일') };
const inOrder = { message: '시작일이 종료일보다 늦습니다.', path: ['fromDate'] };

/** A statement's period (the supplier is in the path). */
export const statementQuerySchema = z.object(periodFields).refine((q) => q.fromDate <= q.toDate, inOrder);

/** A period over every supplier, or one when named. */
export const periodQuerySchema = z
  .object({ ...periodFields, supplierCode: supplierField().optional() })
  .refine((q) => q.fromDate <= q.toDate, inOrder);
export type PeriodQuery = z.infer<typeof periodQuerySchema>;

// ── Payments to suppliers (출금) ──

const paymentFields = {
  payDate: dayField('출금일').optional(),
  method: labeled(z.enum(SUPPLIER_PAYMENT_METHODS, { message: '출금 방법을 고르세요.' }), '출금 방법'),
  amount: labeled(
    z
      .number({ message: '지급액을 숫자로 입력하세요.' })
      .int('원 단위 정수로 입력하세요.')
      .min(1, '1원 이상이어야 합니다.')
      .max(10_000_000_000, '100억 원 이하로 입력하세요.'),
    '지급액',
  ),
  memo: optionalText('비고', 200),
};
export const supplierPaymentInputSchema = z.object({ supplierCode: supplierField(), ...paymentFields });
export type SupplierPaymentInput = z.infer<typeof supplierPaymentInputSchema>;

/** Modify: the payment is reversed and this one is recorded for the same supplier. */
export const supplierPaymentModifySchema = z.object(paymentFields);
export type SupplierPaymentModify = z.infer<typeof supplierPaymentModifySchema>;

export const supplierPaymentCancelSchema = z.object({ memo: optionalText('취소 사유', 200) }).default({});

export const supplierPaymentSchema = z.object({
  code: z.string(),
  ...supplierRefFields,
  payDate: z.string(),
  method: z.enum(SUPPLIER_PAYMENT_METHODS),
  methodLabel: z.string(),
  /** As the payment row holds it (> 0); a reversal raises the payable by it. */
  amount: z.number().int(),
  /** − for a payment, + for a reversal: what it did to the payable. */
  payableChange: z.number().int(),
  memo: z.string().nullable(),
  reversesCode: z.string().nullable(),
  reversedByCode: z.string().nullable(),
  stateLabel: z.string(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type SupplierPayment = z.infer<typeof supplierPaymentSchema>;

export const supplierPaymentResultSchema = z.object({
  payment: supplierPaymentSchema,
  /** The reversal a modify or cancel recorded. */
  reversal: supplierPaymentSchema.nullable(),
  balance: z.number().int(),
});
export type SupplierPaymentResult = z.infer<typeof supplierPaymentResultSchema>;

export const SUPPLIER_PAYMENT_LIST_SPEC = {
  fields: {
    code: { kind: 'text', label: '출금 번호', sortable: true, operators: ['eq'] },
    payDate: { kind: 'date', label: '출금일', sortable: true, operators: ['eq', 'gte', 'lte', 'between'] },
    supplierCode: { kind: 'text', label: '매입처', operators: ['eq'] },
    method: { kind: 'text', label: '출금 방법', operators: ['eq'] },
    amount: rangeField('number', '지급액'),
  },
  defaultSort: { field: 'payDate', dir: 'desc' },
  maxSize: 500,
} as const satisfies ListSpec;
export const supplierPaymentPageSchema = listPageSchema(supplierPaymentSchema);

/** PuchaseWithdrawal/:customerCode: what is owed and the bills not yet paid off. */
export const supplierPayingInfoSchema = z.object({
  ...supplierRefFields,
  balance: z.number().int(),
  /** Accepted bills, newest first, with what of the payable is still open after the payments. */
  bills: z.array(supplierBillSummarySchema),
  recentPayments: z.array(supplierPaymentSchema),
});
export type SupplierPayingInfo = z.infer<typeof supplierPayingInfoSchema>;

// ── Statement and settlement ──

export const supplierStatementLineSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  kind: z.string(),
  kindLabel: z.string(),
  ...docRefFields,
  /** Raised the payable (purchases, reversals of payments, + adjustments). */
  increase: z.number().int(),
  /** Lowered it (payments, returns, cancels, − adjustments). */
  decrease: z.number().int(),
  balance: z.number().int(),
  memo: z.string().nullable(),
});
export type SupplierStatementLine = z.infer<typeof supplierStatementLineSchema>;

export const supplierStatementSchema = z.object({
  ...supplierRefFields,
  supplierParty: statementPartySchema,
  /** Null until the company profile is registered. */
  companyParty: statementPartySchema.nullable(),
  fromDate: z.string(),
  toDate: z.string(),
  openingBalance: z.number().int(),
  lines: z.array(supplierStatementLineSchema),
  totalIncrease: z.number().int(),
  totalDecrease: z.number().int(),
  closingBalance: z.number().int(),
});
export type SupplierStatement = z.infer<typeof supplierStatementSchema>;

export const settlementRowSchema = z.object({
  ...supplierRefFields,
  opening: z.number().int(),
  /** Purchases less their fix changes. */
  purchases: z.number().int(),
  returns: z.number().int(),
  payments: z.number().int(),
  adjustments: z.number().int(),
  closing: z.number().int(),
  /** Fixed arrivals of the period (purchase dates in it). */
  received: z.number().int(),
  /** Accepted bills of the period (bill dates in it). */
  billed: z.number().int(),
  billDifference: z.number().int(),
});
export type SettlementRow = z.infer<typeof settlementRowSchema>;

export const settlementSchema = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  rows: z.array(settlementRowSchema),
  totals: settlementRowSchema.omit({ supplierCode: true, supplierName: true }),
});
export type Settlement = z.infer<typeof settlementSchema>;
