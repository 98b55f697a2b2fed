import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { countField, optionalText, requiredText, versionField } from '../part/part-fields.js';

/** PartKindInfo: a kind with the flags the app and the old-part cash-back read. */
export const partKindInputSchema = z.object({
  /** Left out: the next free code under the parent. */
  code: labeled(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[0-9A-Z]{2,6}$/, '분류 코드는 영문 대문자·숫자 2·4·6자리입니다.')
      .optional(),
    '분류 코드',
  ),
  parentCode: optionalText('상위 분류', 6),
  name: requiredText('분류명', 50),
  appUse: labeled(z.boolean({ message: '예/아니오 값이어야 합니다.' }).default(false), '앱 사용'),
  fullView: labeled(z.boolean({ message: '예/아니오 값이어야 합니다.' }).default(true), '전체 보기'),
  sortSeq: countField('정렬 순서').default(0),
  /** The cash-back class of the old part a sale of this kind leaves behind (e.g. a battery). */
  oldPaybackCode: optionalText('폐부품 페이백 코드', 20),
  active: labeled(z.boolean({ message: '예/아니오 값이어야 합니다.' }).default(true), '사용 여부'),
});
export type PartKindInput = z.infer<typeof partKindInputSchema>;

export const partKindModifySchema = partKindInputSchema
  .omit({ code: true, parentCode: true })
  .extend({ version: versionField() });
export type PartKindModifyInput = z.infer<typeof partKindModifySchema>;

export const partKindSchema = z.object({
  code: z.string(),
  parentCode: z.string().nullable(),
  /** 1 대분류, 2 중분류, 3 소분류 (PART_KIND_LEVELS). */
  level: z.number().int(),
  name: z.string(),
  /** '배터리 > 승용 > 80AH': the names from the top down. */
  path: z.string(),
  appUse: z.boolean(),
  fullView: z.boolean(),
  sortSeq: z.number().int(),
  oldPaybackCode: z.string().nullable(),
  active: z.boolean(),
  version: z.number().int(),
});
export type PartKind = z.infer<typeof partKindSchema>;
