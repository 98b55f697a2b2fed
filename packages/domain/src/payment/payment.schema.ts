import { z } from 'zod';
import { customerCodeField } from '../common/document-fields.js';
import { labeled } from '../common/field-label.js';
import { customerRefFields } from '../common/row-fields.js';
import { type ListSpec, listPageSchema } from '../list/list-query.js';
import { dayListField, newestFirst } from '../purchase/supplier-document-fields.js';
import { TOSS_PAYMENT_STATES } from './payment.status.js';

// Toss-shaped payments: the request the gateway's window pays, the confirm with the gateway's
// payment key (the card number never reaches us: the gateway's window takes it), cancels, the list.

const won = (label: string) =>
  labeled(z.number().int().min(1, '1원 이상이어야 합니다.').max(100_000_000), label);

export const tossRequestSchema = z.object({
  customerCode: customerCodeField(),
  amount: won('결제 금액'),
  memo: labeled(z.string().trim().max(100).optional(), '메모'),
});

/** What the web needs to open the gateway's payment window for a request. */
export const tossRequestViewSchema = z.object({
  orderId: z.string(),
  orderName: z.string(),
  amount: z.number().int(),
  ...customerRefFields,
  /** The gateway's window with the request in its query; null when no gateway is configured. */
  checkoutUrl: z.string().nullable(),
});
export type TossRequestView = z.infer<typeof tossRequestViewSchema>;

export const tossConfirmSchema = z.object({
  paymentKey: labeled(z.string().trim().min(1).max(200), '결제 키'),
  orderId: labeled(z.string().trim().min(6).max(64), '주문 번호'),
  amount: won('결제 금액'),
});

export const tossCancelSchema = z.object({
  cancelReason: labeled(z.string().trim().min(1, '취소 사유를 입력하세요.').max(200), '취소 사유'),
  /** Left out: the whole remaining amount. */
  cancelAmount: won('취소 금액').optional(),
});

export const tossPaymentSummarySchema = z.object({
  orderId: z.string(),
  ...customerRefFields,
  state: z.enum(TOSS_PAYMENT_STATES),
  method: z.string().nullable(),
  /** The card's last four digits at most (DESIGN §5). */
  cardLast4: z.string().nullable(),
  amount: z.number().int(),
  canceledAmount: z.number().int(),
  balanceAmount: z.number().int(),
  receivableCode: z.string().nullable(),
  requestedAt: z.string(),
  approvedAt: z.string().nullable(),
  memo: z.string().nullable(),
});
export type TossPaymentSummary = z.infer<typeof tossPaymentSummarySchema>;

export const tossPaymentEventSchema = z.object({
  at: z.string(),
  event: z.string(),
  amount: z.number().int(),
  message: z.string(),
  docCode: z.string().nullable(),
  byName: z.string().nullable(),
});

export const tossPaymentViewSchema = tossPaymentSummarySchema.extend({
  events: z.array(tossPaymentEventSchema),
  /** The customer's receivable balance now. */
  customerBalance: z.number().int(),
});
export type TossPaymentView = z.infer<typeof tossPaymentViewSchema>;

export const TOSS_PAYMENT_LIST_SPEC = {
  fields: {
    requestedAt: dayListField('요청일'),
    state: { kind: 'text', label: '상태', sortable: true, operators: ['eq', 'in'] },
    customerCode: { kind: 'text', label: '거래처', operators: ['eq'] },
    amount: { kind: 'number', label: '결제 금액', sortable: true, operators: ['gte', 'lte', 'between'] },
  },
  ...newestFirst('requestedAt'),
} as const satisfies ListSpec;
export const tossPaymentPageSchema = listPageSchema(tossPaymentSummarySchema);

/** TacarPaymethodRegister: the ways customers may pay, shown or hidden in the payment window. */
export const payMethodSchema = z.object({
  code: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  memo: z.string().nullable(),
});
export type PayMethod = z.infer<typeof payMethodSchema>;

export const payMethodSaveSchema = z.object({
  code: labeled(
    z
      .string()
      .trim()
      .regex(/^[A-Z_]{2,20}$/, '영문 대문자 2~20자로 입력하세요.'),
    '결제 수단 코드',
  ),
  name: labeled(z.string().trim().min(1).max(40), '결제 수단 이름'),
  enabled: z.boolean(),
  sortOrder: labeled(z.number().int().min(0).max(999), '순서'),
  memo: labeled(z.string().trim().max(200).nullable().optional(), '메모'),
});
