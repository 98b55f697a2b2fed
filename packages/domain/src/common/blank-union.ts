import { z } from 'zod';
import { labeled } from './field-label.js';

// Optional fields accept '' (an emptied input) or a value that passes the field's rule. When both
// fail, zod's union says only "잘못된 입력"; this reports the rule's own Korean message instead
// ("사업자등록번호 형식이 올바르지 않습니다"), which is what the user needs to read.
export const blankUnionError = {
  error: (issue: { code?: string; errors?: readonly (readonly { message?: string }[])[] }) =>
    issue.code === 'invalid_union'
      ? (issue.errors?.[1]?.[0]?.message ?? issue.errors?.at(-1)?.[0]?.message)
      : undefined,
};

/**
 * An optional field: an emptied input ('') or a missing one is stored as null, anything else must
 * pass `schema` (whose own Korean message is the one shown), under the Korean `label`.
 */
export const blankOr = <T extends z.ZodType>(schema: T, label: string) =>
  labeled(
    z
      .union([z.literal(''), schema], blankUnionError)
      .transform((v) => (v === '' ? null : v))
      .nullish(),
    label,
  );
