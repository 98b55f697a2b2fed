import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { amountFields, customerRefFields } from '../common/row-fields.js';
import { type ListSpec, listPageSchema } from '../list/list-query.js';
import { optionalText } from '../part/part-fields.js';
import { dayListField, newestFirst } from '../purchase/supplier-document-fields.js';
import { PAYMENT_KINDS } from '../receivable/receivable.status.js';
import { orderInputSchema } from '../sales-order/sales-order.schema.js';
import { statementSchema } from '../sales-order/statement.view.js';
import { ONLINE_ORDER_LABELS as L, ONLINE_CHANNELS } from './online-order.labels.js';

// Online orders (SPEC §2.15): sales orders of the online channel (marketplaces), with the
// marketplace's own order number, the money collected from the marketplace and recall requests.

export const onlineChannelField = labeled(
  z.enum(ONLINE_CHANNELS, { message: '판매 채널을 고르세요.' }),
  L.channel,
);

/** OnlineOrderRegister: an ordinary order plus where it was sold and under which number. */
export const onlineOrderRegisterSchema = orderInputSchema.extend({
  channel: onlineChannelField,
  channelOrderNo: labeled(
    z
      .string()
      .trim()
      .min(1, '채널 주문번호를 입력하세요.')
      .max(40, '40자 이하로 입력하세요.')
      .regex(/^[0-9A-Za-z_-]+$/, '영문·숫자·-·_ 만 입력하세요.'),
    L.channelOrderNo,
  ),
  buyerName: optionalText(L.buyerName, 40),
});
export type OnlineOrderRegister = z.infer<typeof onlineOrderRegisterSchema>;

export const onlineMemoSchema = z.object({ memo: optionalText(L.memo, 1000) });

export const onlineCollectSchema = z.object({
  kind: labeled(z.enum(PAYMENT_KINDS, { message: '입금 방법을 고르세요.' }), '입금 방법'),
  amount: labeled(
    z
      .number({ message: '금액을 숫자로 입력하세요.' })
      .int('원 단위 정수로 입력하세요.')
      .min(1, '1원 이상이어야 합니다.')
      .max(1_000_000_000, '10억 원 이하로 입력하세요.'),
    '수금액',
  ),
  memo: optionalText('비고', 200),
});
export type OnlineCollectInput = z.infer<typeof onlineCollectSchema>;

export const onlineRecallParamsSchema = z.object({
  code: z.string().trim().min(1).max(30).meta({ title: L.code }),
  lineNo: z.coerce.number().int().min(1).max(10_000).meta({ title: L.lineNo }),
});

export const onlineRecallRequestSchema = z.object({
  qty: labeled(
    z
      .number({ message: '수량을 숫자로 입력하세요.' })
      .int('수량은 정수입니다.')
      .min(1, '1 이상이어야 합니다.')
      .max(99_999, '99,999 이하로 입력하세요.'),
    '회수 수량',
  ),
  reason: labeled(
    z.string().trim().min(2, '2자 이상 입력하세요.').max(500, '500자 이하로 입력하세요.'),
    '회수 사유',
  ),
});
export type OnlineRecallRequestInput = z.infer<typeof onlineRecallRequestSchema>;

/** A row of the online order lists (OnlineOrderMemo, OnlineCollectTargetList): money against the ledger. */
export const onlineOrderSummarySchema = z.object({
  code: z.string(),
  orderDate: z.string(),
  status: z.string(),
  channel: z.enum(ONLINE_CHANNELS),
  channelOrderNo: z.string(),
  buyerName: z.string().nullable(),
  ...customerRefFields,
  /** The sale posted to the receivable at the fix (0 while a draft). */
  total: z.number().int(),
  /** Cancels and returns credited to the receivable (≤ 0). */
  credited: z.number().int(),
  collected: z.number().int(),
  /** total + credited − collected: what the marketplace still owes. */
  rest: z.number().int(),
  memo: z.string().nullable(),
});
export type OnlineOrderSummary = z.infer<typeof onlineOrderSummarySchema>;

export const onlineOrderLineSchema = z.object({
  lineNo: z.number().int(),
  partCode: z.string(),
  partNo: z.string(),
  partName: z.string(),
  qty: z.number().int(),
  cancelledQty: z.number().int(),
  returnedQty: z.number().int(),
  /** Units under a live recall (requested or checked return). */
  recallQty: z.number().int(),
  unitPrice: z.number().int(),
  ...amountFields,
});

export const onlineCollectionSchema = z.object({
  code: z.string(),
  kind: z.string(),
  amount: z.number().int(),
  memo: z.string().nullable(),
  at: z.string(),
});

export const onlineRecallSchema = z.object({
  returnCode: z.string(),
  orderCode: z.string(),
  channel: z.enum(ONLINE_CHANNELS),
  channelOrderNo: z.string(),
  ...customerRefFields,
  lineNo: z.number().int(),
  partCode: z.string(),
  partName: z.string(),
  qty: z.number().int(),
  /** The line's value of the recalled units (VAT included). */
  amount: z.number().int(),
  reason: z.string(),
  status: z.string(),
  requestedAt: z.string(),
});
export type OnlineRecall = z.infer<typeof onlineRecallSchema>;

export const onlineOrderViewSchema = onlineOrderSummarySchema.extend({
  vin: z.string().nullable(),
  warehouseCode: z.string(),
  version: z.number().int(),
  lines: z.array(onlineOrderLineSchema),
  collections: z.array(onlineCollectionSchema),
  recalls: z.array(onlineRecallSchema),
});
export type OnlineOrderView = z.infer<typeof onlineOrderViewSchema>;

export const ONLINE_ORDER_LIST_SPEC = {
  fields: {
    orderDate: dayListField(L.orderDate),
    channel: { kind: 'text', label: L.channel, sortable: true, operators: ['eq', 'in'] },
    status: { kind: 'text', label: L.status, operators: ['eq', 'in'] },
    customerCode: { kind: 'text', label: L.customerCode, operators: ['eq'] },
    collect: { kind: 'text', label: L.collect, operators: ['eq'] },
    rest: { kind: 'number', label: L.rest, sortable: true, operators: ['gte', 'lte'] },
  },
  ...newestFirst('orderDate'),
} as const satisfies ListSpec;
export const onlineOrderPageSchema = listPageSchema(onlineOrderSummarySchema);

export const ONLINE_RECALL_LIST_SPEC = {
  fields: {
    requestedAt: dayListField(L.requestedAt),
    channel: { kind: 'text', label: L.channel, sortable: true, operators: ['eq', 'in'] },
    status: { kind: 'text', label: L.status, operators: ['eq', 'in'] },
    customerCode: { kind: 'text', label: L.customerCode, operators: ['eq'] },
  },
  ...newestFirst('requestedAt'),
} as const satisfies ListSpec;
export const onlineRecallPageSchema = listPageSchema(onlineRecallSchema);

/** OnlineStatementOfAccount: the statement of account plus the marketplace's figures. */
export const onlineStatementSchema = z.object({
  statement: statementSchema,
  online: onlineOrderSummarySchema,
});
export type OnlineStatement = z.infer<typeof onlineStatementSchema>;
