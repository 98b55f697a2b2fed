import { z } from 'zod';
import { customerCodeField } from '../common/document-fields.js';
import { labeled } from '../common/field-label.js';
import { customerRefFields, partRefFields } from '../common/row-fields.js';
import { type ListSpec, listPageSchema } from '../list/list-query.js';
import { optionalText, versionField } from '../part/part-fields.js';
import * as doc from '../purchase/supplier-document-fields.js';
import { orderInputSchema } from '../sales-order/sales-order.schema.js';
import { ORDER_STATUSES } from '../sales-order/sales-order.status.js';
import { orderViewSchema } from '../sales-order/sales-order.view.js';
import { SEO_LABELS as L } from './seo.labels.js';
import { CPS_NONE, CPS_STATUSES } from './seo.status.js';

/** SeoOrdering: a branch order; the warehouse is always the branch's own (Busan), never chosen. */
export const seoOrderInputSchema = orderInputSchema.omit({ warehouseCode: true, memoCode: true });
export type SeoOrderInput = z.infer<typeof seoOrderInputSchema>;

/** Head office links a customer to a branch: the branch then sees and sells to it only. */
export const seoBranchCustomerInputSchema = z.object({
  customerCode: customerCodeField(),
  partnerCode: labeled(z.string().trim().min(1, '지점을 고르세요.').max(20).toUpperCase(), '지점'),
});

export const seoBranchCustomerSchema = z.object({ ...customerRefFields, partnerCode: z.string() });
export type SeoBranchCustomer = z.infer<typeof seoBranchCustomerSchema>;

/** A part as the branch desk searches it: price and what Busan and head office hold. */
export const seoPartSchema = z.object({
  ...partRefFields,
  salePrice: z.number().int(),
  branchOnHand: z.number().int(),
  headOnHand: z.number().int(),
});
export type SeoPart = z.infer<typeof seoPartSchema>;
export const seoPartQuerySchema = z.object({
  keyword: labeled(z.string().trim().min(1, '검색어를 입력하세요.').max(40), '검색어'),
});

export const cpsLineSchema = z.object({ lineNo: z.number().int(), ...partRefFields, qty: z.number().int() });

export const cpsOrderSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  partnerCode: z.string(),
  status: z.enum(CPS_STATUSES),
  statusLabel: z.string(),
  orderCode: z.string(),
  ...customerRefFields,
  moveCode: z.string().nullable(),
  failReason: z.string().nullable(),
  failCount: z.number().int(),
  lineCount: z.number().int(),
  qty: z.number().int(),
  memo: z.string().nullable(),
  version: z.number().int(),
  requestedByName: z.string().nullable(),
  requestedAt: z.string(),
  shippedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
});
export type CpsOrder = z.infer<typeof cpsOrderSchema>;
export const cpsOrderViewSchema = cpsOrderSchema.extend({ lines: z.array(cpsLineSchema) });
export type CpsOrderView = z.infer<typeof cpsOrderViewSchema>;

/** A branch order saved: the order, and the CPS order its shortage at Busan became (if any). */
export const seoOrderResultSchema = z.object({
  order: orderViewSchema,
  cps: cpsOrderViewSchema.nullable(),
  /** Why the shortage was not sent (the order then waits in CpsOrderNotRequestedList). */
  cpsProblem: z.string().nullable(),
});
export type SeoOrderResult = z.infer<typeof seoOrderResultSchema>;

export const cpsVersionSchema = z.object({ version: versionField(), memo: optionalText(L.memo, 500) });

export const CPS_ORDER_LIST_SPEC = {
  fields: {
    code: doc.codeListField(L.code),
    requestedAt: doc.dayListField(L.requestedAt),
    status: { kind: 'text', label: L.status, sortable: true, operators: ['eq', 'in'] },
    orderCode: { kind: 'text', label: L.orderCode, operators: ['eq'] },
    customerCode: { kind: 'text', label: L.customerCode, operators: ['eq'] },
    /** Orders head office failed to ship at least once (filled since or not). */
    everFailed: { kind: 'boolean', label: '실패 이력', operators: ['eq'] },
  },
  ...doc.newestFirst('requestedAt'),
} as const satisfies ListSpec;
export const cpsOrderPageSchema = listPageSchema(cpsOrderSchema);

/** SeoObtainList / CpsOrderNotRequestedList: the branch's own orders and their CPS state. */
export const seoOrderRowSchema = z.object({
  code: z.string(),
  orderDate: z.string(),
  status: z.enum(ORDER_STATUSES),
  ...customerRefFields,
  total: z.number().int(),
  lineCount: z.number().int(),
  /** Units the order wants beyond what Busan holds now (0 when Busan can fill it). */
  shortQty: z.number().int(),
  cpsCode: z.string().nullable(),
  cpsStatus: z.enum([...CPS_STATUSES, CPS_NONE]),
  version: z.number().int(),
});
export type SeoOrderRow = z.infer<typeof seoOrderRowSchema>;
export const SEO_ORDER_LIST_SPEC = {
  fields: {
    code: doc.codeListField(L.orderCode),
    orderDate: doc.dayListField(L.orderDate),
    status: { kind: 'text', label: L.orderStatus, sortable: true, operators: ['eq', 'in'] },
    customerCode: { kind: 'text', label: L.customerCode, operators: ['eq'] },
    cpsStatus: { kind: 'text', label: L.cpsStatus, operators: ['eq', 'in'] },
    /** Orders wanting more than the branch warehouse holds now. */
    short: { kind: 'boolean', label: '부산 부족', operators: ['eq'] },
  },
  ...doc.newestFirst('orderDate'),
} as const satisfies ListSpec;
export const seoOrderPageSchema = listPageSchema(seoOrderRowSchema);
