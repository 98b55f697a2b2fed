import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { codeText, optionalText } from '../part/part-fields.js';

// Credit cards (§7.3 creditCardSearch / newCreditCard): the number and the security code go to
// the card gateway only; what is kept is its payment token and the last four digits.

/** The Luhn check every card number passes (a typo fails it before the gateway is asked). */
export const passesLuhn = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
};

export const cardInputSchema = z.object({
  customerCode: codeText('거래처', 20),
  cardNumber: labeled(
    z
      .string({ message: '카드 번호를 입력하세요.' })
      .transform((v) => v.replace(/[\s-]/g, ''))
      .refine((v) => /^\d{13,19}$/.test(v), '카드 번호는 숫자 13~19자리입니다.')
      .refine(passesLuhn, '카드 번호가 올바르지 않습니다.'),
    '카드 번호',
  ),
  expiry: labeled(
    z
      .string({ message: '유효기간을 입력하세요.' })
      .regex(/^(0[1-9]|1[0-2])\d{2}$/, 'MMYY 형식으로 입력하세요.'),
    '유효기간',
  ),
  securityCode: labeled(
    z.string({ message: 'CVC를 입력하세요.' }).regex(/^\d{3,4}$/, 'CVC는 숫자 3~4자리입니다.'),
    'CVC',
  ),
  holderName: optionalText('카드 소유자', 40),
});
export type CardInput = z.infer<typeof cardInputSchema>;

export const cardSchema = z.object({
  id: z.number().int(),
  customerCode: z.string(),
  last4: z.string(),
  brand: z.string().nullable(),
  holderName: z.string().nullable(),
  createdAt: z.string(),
});
export type CreditCard = z.infer<typeof cardSchema>;
