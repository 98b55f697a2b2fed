import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { versionedFields } from '../common/row-fields.js';
import { codeText, countField, optionalText, requiredText, versionField } from '../part/part-fields.js';

/** partBrandRegister/{type}/{code}: type 'new' registers, 'modify' changes the brand of {code}. */
export const BRAND_REGISTER_TYPES = ['new', 'modify'] as const;

export const brandInputSchema = z.object({
  code: codeText('브랜드 코드', 20),
  name: requiredText('브랜드명', 50),
  nameEn: optionalText('영문명', 50),
  maker: optionalText('제조사', 50),
  country: optionalText('원산지', 30),
  sortOrder: countField('정렬 순서').default(0),
  active: labeled(z.boolean({ message: '예/아니오 값이어야 합니다.' }).default(true), '사용 여부'),
  memo: optionalText('메모', 500),
});
export type BrandInput = z.infer<typeof brandInputSchema>;
export const brandModifySchema = brandInputSchema.omit({ code: true }).extend({ version: versionField() });
export type BrandModifyInput = z.infer<typeof brandModifySchema>;

export const brandSchema = z.object({
  code: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  maker: z.string().nullable(),
  country: z.string().nullable(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  memo: z.string().nullable(),
  ...versionedFields,
});
export type Brand = z.infer<typeof brandSchema>;

export const brandListQuerySchema = z.object({
  keyword: labeled(z.string().trim().max(50, '50자 이하로 입력하세요.').optional(), '검색어'),
  activeOnly: labeled(z.boolean().default(false), '사용 중만'),
});
