import { z } from 'zod';
import { customerCodeField } from '../common/document-fields.js';
import { labeled } from '../common/field-label.js';
import { customerRefFields } from '../common/row-fields.js';
import { ymdSchema } from '../validate/field-schemas.js';

// 선결제 업체 (SPEC §2.11 OrderPaymentInformationSave, OrderPrePaymentConfirmList): customers who
// pay before their goods leave, how they pay, and each order's payment confirmation.

const optionalText = (label: string, max: number) =>
  labeled(z.string().trim().max(max).nullable().optional(), label);

export const prepaidInfoSaveSchema = z.object({
  customerCode: customerCodeField(),
  prepaid: z.boolean(),
  payMethodCode: optionalText('결제 수단', 20),
  paymentInfo: optionalText('결제 정보 (입금 계좌·카드사 등)', 200),
  memo: optionalText('메모', 500),
});

export const prepaidInfoSchema = z.object({
  ...customerRefFields,
  prepaid: z.boolean(),
  payMethodCode: z.string().nullable(),
  paymentInfo: z.string().nullable(),
  memo: z.string().nullable(),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
export type PrepaidInfo = z.infer<typeof prepaidInfoSchema>;

export const prepaidOrderQuerySchema = z.object({
  confirmed: labeled(z.enum(['all', 'unconfirmed', 'confirmed']).default('unconfirmed'), '확인 여부'),
});

/** A prepaid customer's fixed order: held until its payment is confirmed. */
export const prepaidOrderSchema = z.object({
  orderCode: z.string(),
  orderDate: ymdSchema,
  ...customerRefFields,
  total: z.number().int(),
  confirmedAt: z.string().nullable(),
  confirmedByName: z.string().nullable(),
  paymentCode: z.string().nullable(),
  /** The customer's payments not yet matched to an order (code and amount), for the confirm. */
  openPayments: z.array(z.object({ code: z.string(), amount: z.number().int(), date: ymdSchema })),
});
export type PrepaidOrder = z.infer<typeof prepaidOrderSchema>;

export const prepaidConfirmSchema = z.object({
  paymentCode: labeled(z.string().trim().min(1, '입금을 고르세요.').max(30), '입금 번호'),
});
