import { z } from 'zod';
import { labeled } from '../common/field-label.js';

// Field builders shared by the part, brand, kind, supplier, barcode and car schemas, so each
// field carries its Korean label and the same message for the same mistake.

/** Optional free text: '' and white space become null. */
export const optionalText = (label: string, max: number) =>
  labeled(
    z
      .string()
      .trim()
      .max(max, `${max}자 이하로 입력하세요.`)
      .transform((v) => (v === '' ? null : v))
      .nullish(),
    label,
  );

/** Required text, trimmed. */
export const requiredText = (label: string, max: number) =>
  labeled(
    z.string({ message: '입력하세요.' }).trim().min(1, '입력하세요.').max(max, `${max}자 이하로 입력하세요.`),
    label,
  );

/** A code: letters, digits, '-' and '_' only, upper-cased. */
export const codeText = (label: string, max: number) =>
  labeled(
    z
      .string({ message: '입력하세요.' })
      .trim()
      .min(1, '입력하세요.')
      .max(max, `${max}자 이하로 입력하세요.`)
      .regex(/^[0-9A-Za-z_-]+$/, '영문, 숫자, -, _만 쓸 수 있습니다.')
      .transform((v) => v.toUpperCase()),
    label,
  );

/** Money in integer won, 0 or more. */
export const wonField = (label: string) =>
  labeled(
    z
      .number({ message: '숫자를 입력하세요.' })
      .int('원 단위 정수로 입력하세요.')
      .min(0, '0 이상이어야 합니다.')
      .max(10_000_000_000, '100억 원 이하로 입력하세요.'),
    label,
  );

/** A count of items, 0 or more. */
export const countField = (label: string, max = 1_000_000) =>
  labeled(
    z
      .number({ message: '숫자를 입력하세요.' })
      .int('정수로 입력하세요.')
      .min(0, '0 이상이어야 합니다.')
      .max(max, `${max.toLocaleString('ko-KR')} 이하로 입력하세요.`),
    label,
  );

/** A quantity, 1 or more. */
export const qtyField = (label: string, max = 100_000) =>
  labeled(
    z
      .number({ message: '숫자를 입력하세요.' })
      .int('정수로 입력하세요.')
      .min(1, '1 이상이어야 합니다.')
      .max(max, `${max.toLocaleString('ko-KR')} 이하로 입력하세요.`),
    label,
  );

export const versionField = () => labeled(z.number({ message: '버전이 없습니다.' }).int().min(1), '버전');
