import { z } from 'zod';
import { customerCodeField } from '../common/document-fields.js';
import { labeled } from '../common/field-label.js';

/**
 * A price after a customer's category discount, in basis points (150 = 1.5 % off; negative =
 * a surcharge). Truncated to the won, so the discount never gives away a fraction.
 */
export const discountedPrice = (salePrice: number, discountBp: number): number => {
  if (!Number.isSafeInteger(salePrice) || !Number.isSafeInteger(discountBp))
    throw new RangeError('가격과 할인율은 정수여야 합니다.');
  return Math.trunc((salePrice * (10_000 - discountBp)) / 10_000);
};

/** '1.5%' style label of a basis-point discount. */
export const formatDiscountBp = (discountBp: number): string =>
  `${(discountBp / 100).toFixed(2).replace(/\.?0+$/, '')}%`;

export const categoryPriceInputSchema = z.object({
  customerCode: customerCodeField(),
  kindCode: labeled(z.string().trim().min(1, '품목 분류를 고르세요.').max(20), '품목 분류'),
  discountBp: labeled(
    z
      .number({ message: '할인율을 숫자로 입력하세요.' })
      .int('0.01% 단위로 입력하세요.')
      .min(-10_000, '-100% 이상이어야 합니다.')
      .max(10_000, '100% 이하여야 합니다.'),
    '할인율(0.01%)',
  ),
  memo: labeled(z.string().trim().max(200).nullish(), '비고'),
});
export type CategoryPriceInput = z.infer<typeof categoryPriceInputSchema>;

/** One customer's discount on one part kind. */
export const categoryPriceSchema = z.object({
  id: z.number().int(),
  customerCode: z.string(),
  kindCode: z.string(),
  kindName: z.string(),
  kindLevel: z.number().int(),
  discountBp: z.number().int(),
  memo: z.string().nullable(),
  updatedAt: z.string(),
});
export type CategoryPrice = z.infer<typeof categoryPriceSchema>;
