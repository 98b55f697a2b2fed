import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { listPageSchema, pageQueryFields } from '../list/list-query.js';
import { codeText, optionalText, requiredText } from '../part/part-fields.js';

// 선수금 (a customer's advance, SPEC §2.6 CustomerDeposit…): received, applied to a fixed order
// (the receivable falls by it), refunded; a modification is a reversing entry and a new one.

export const DEPOSIT_KINDS = ['received', 'applied', 'refunded', 'reversal'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];
export const DEPOSIT_KIND_LABELS: Record<DepositKind, string> = {
  received: '입금',
  applied: '주문 충당',
  refunded: '환불',
  reversal: '정정 (역분개)',
};
export const DEPOSIT_METHODS = ['cash', 'transfer', 'card'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];
export const DEPOSIT_METHOD_LABELS: Record<DepositMethod, string> = {
  cash: '현금',
  transfer: '계좌이체',
  card: '카드',
};

const amountField = labeled(
  z
    .number({ message: '숫자를 입력하세요.' })
    .int('원 단위 정수로 입력하세요.')
    .min(1, '1원 이상 입력하세요.')
    .max(10_000_000_000, '100억 원 이하로 입력하세요.'),
  '금액',
);

export const depositInputSchema = z
  .object({
    kind: labeled(
      z.enum(['received', 'applied', 'refunded'], { message: '입금, 주문 충당, 환불 중에서 고르세요.' }),
      '구분',
    ),
    customerCode: codeText('거래처', 20),
    amount: amountField,
    method: labeled(
      z.enum(DEPOSIT_METHODS, { message: '현금, 계좌이체, 카드 중에서 고르세요.' }).nullish(),
      '입금 방법',
    ),
    orderCode: labeled(
      z
        .string()
        .trim()
        .max(30, '30자 이하로 입력하세요.')
        .transform((v) => (v === '' ? null : v.toUpperCase()))
        .nullish(),
      '주문 번호',
    ),
    memo: optionalText('비고', 200),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'received' && !v.method)
      ctx.addIssue({ code: 'custom', path: ['method'], message: '입금 방법을 고르세요.' });
    if (v.kind === 'applied' && !v.orderCode)
      ctx.addIssue({ code: 'custom', path: ['orderCode'], message: '충당할 주문 번호를 입력하세요.' });
    if (v.kind === 'refunded' && !v.memo)
      ctx.addIssue({ code: 'custom', path: ['memo'], message: '환불 사유를 입력하세요.' });
  });
export type DepositInput = z.infer<typeof depositInputSchema>;

/** CustomerDepositModify: the entry is reversed and, unless the amount is 0, posted again at it. */
export const depositModifySchema = z.object({
  amount: labeled(
    z
      .number({ message: '숫자를 입력하세요.' })
      .int('원 단위 정수로 입력하세요.')
      .min(0, '0 이상이어야 합니다.')
      .max(10_000_000_000),
    '정정 금액',
  ),
  reason: requiredText('정정 사유', 200),
});
export type DepositModify = z.infer<typeof depositModifySchema>;

export const depositEntrySchema = z.object({
  code: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  entryDate: z.string(),
  kind: z.enum(DEPOSIT_KINDS),
  amount: z.number().int(),
  method: z.string().nullable(),
  orderCode: z.string().nullable(),
  reversesCode: z.string().nullable(),
  reversedBy: z.string().nullable(),
  memo: z.string().nullable(),
  byName: z.string().nullable(),
  at: z.string(),
});
export type DepositEntry = z.infer<typeof depositEntrySchema>;

export const depositQuerySchema = z.object({
  customerCode: optionalText('거래처', 20),
  kind: z.enum(DEPOSIT_KINDS).nullish().meta({ title: '구분' }),
  ...pageQueryFields(),
});
export type DepositQuery = z.infer<typeof depositQuerySchema>;
export const depositPageSchema = listPageSchema(depositEntrySchema);

/** One customer's money at a glance: receivable, deposit and points (CustomerBalance). */
export const customerMoneySchema = z.object({
  customerCode: z.string(),
  customerName: z.string(),
  receivable: z.number().int(),
  deposit: z.number().int(),
  points: z.number().int(),
  lastPaymentAt: z.string().nullable(),
});
export type CustomerMoney = z.infer<typeof customerMoneySchema>;
export const customerMoneyQuerySchema = z.object({
  keyword: optionalText('검색어', 50),
  nonZero: z.boolean().default(false).meta({ title: '잔액 있는 거래처만' }),
  ...pageQueryFields(),
});
export type CustomerMoneyQuery = z.infer<typeof customerMoneyQuerySchema>;
export const customerMoneyPageSchema = listPageSchema(customerMoneySchema);
