import { z } from 'zod';
import { blankOr } from '../common/blank-union.js';
import { customerCodeField, documentLinesField } from '../common/document-fields.js';
import { labeled } from '../common/field-label.js';
import { optionalText } from '../part/part-fields.js';
import { PAYMENT_KINDS } from '../receivable/receivable.status.js';
import { vehicleNumberSchema, vinSchema, ymdSchema } from '../validate/field-schemas.js';

const optional = blankOr;

export const warehouseCodeSchema = labeled(z.string().trim().min(1, '창고를 고르세요.').max(20), '창고');

/** A phone request (ObtainMemo): who, which car, what is wanted. */
export const memoCreateSchema = z.object({
  customerCode: customerCodeField(),
  vin: optional(vinSchema, '차대번호'),
  carNumber: optional(vehicleNumberSchema, '차량번호'),
  request: labeled(
    z.string().trim().min(1, '요청 내용을 입력하세요.').max(2000, '2000자 이하로 입력하세요.'),
    '요청 내용',
  ),
  urgent: labeled(z.boolean().default(false), '긴급'),
  deliveryPickupId: optionalText('배송 회수 ID', 40),
});
export type MemoCreate = z.infer<typeof memoCreateSchema>;

export const orderLineInputSchema = z.object({
  partCode: labeled(z.string().trim().min(1, '품목을 고르세요.').max(20), '품목'),
  qty: labeled(
    z
      .number({ message: '수량을 숫자로 입력하세요.' })
      .int('수량은 정수입니다.')
      .min(1, '1 이상이어야 합니다.')
      .max(99_999, '99,999 이하로 입력하세요.'),
    '수량',
  ),
  unitPrice: labeled(
    z
      .number({ message: '단가를 숫자로 입력하세요.' })
      .int('원 단위 정수로 입력하세요.')
      .min(0, '0 이상이어야 합니다.')
      .max(1_000_000_000, '10억 원 이하로 입력하세요.'),
    '단가',
  ),
  /** Why the price differs from the suggested one (rank, category or last price). */
  priceReason: optionalText('단가 변경 사유', 200),
  memo: optionalText('비고', 200),
});
export type OrderLineInput = z.infer<typeof orderLineInputSchema>;

export const orderInputSchema = z.object({
  customerCode: customerCodeField(),
  memoCode: optionalText('메모 번호', 30),
  vin: optional(vinSchema, '차대번호'),
  carNumber: optional(vehicleNumberSchema, '차량번호'),
  warehouseCode: warehouseCodeSchema.default('MAIN'),
  memo: optionalText('비고', 1000),
  lines: documentLinesField(orderLineInputSchema, '주문 품목'),
});
export type OrderInput = z.infer<typeof orderInputSchema>;

/** The version the clerk saw, for a change of state (discard) that carries no other input. */
export const orderVersionSchema = z.object({ version: labeled(z.number().int().min(1), '버전') });

export const orderModifySchema = orderInputSchema.extend(orderVersionSchema.shape);

export const cancelRequestSchema = z.object({
  reason: labeled(
    z.string().trim().min(2, '2자 이상 입력하세요.').max(500, '500자 이하로 입력하세요.'),
    '취소 사유',
  ),
  /** Lines and quantities to cancel; empty = the whole order. */
  lines: labeled(
    z
      .array(
        z.object({
          lineNo: labeled(z.number().int().min(1), '줄 번호'),
          qty: labeled(z.number().int().min(1, '1 이상이어야 합니다.'), '취소 수량'),
        }),
      )
      .max(300)
      .default([]),
    '취소 품목',
  ),
});
export type CancelRequestInput = z.infer<typeof cancelRequestSchema>;

export const paymentInputSchema = z.object({
  customerCode: customerCodeField(),
  kind: labeled(z.enum(PAYMENT_KINDS, { message: '입금 방법을 고르세요.' }), '입금 방법'),
  amount: labeled(
    z
      .number({ message: '금액을 숫자로 입력하세요.' })
      .int('원 단위 정수로 입력하세요.')
      .min(1, '1원 이상이어야 합니다.')
      .max(10_000_000_000, '100억 원 이하로 입력하세요.'),
    '금액',
  ),
  date: labeled(ymdSchema.optional(), '입금일'),
  memo: optionalText('비고', 200),
});
export type PaymentInput = z.infer<typeof paymentInputSchema>;

export const customerLedgerQuerySchema = z
  .object({
    customerCode: customerCodeField(),
    fromDate: labeled(ymdSchema, '시작일'),
    toDate: labeled(ymdSchema, '종료일'),
  })
  .refine((q) => q.fromDate <= q.toDate, { message: '시작일이 종료일보다 늦습니다.', path: ['fromDate'] });
