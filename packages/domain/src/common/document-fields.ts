import { z } from 'zod';
import { labeled } from './field-label.js';

// Input fields that the document forms (orders, purchases, memos, category prices) share: the
// customer a document is for, a code picked from a list, and the lines of a document.

/** The customer a document is for, picked from the list and stored upper-cased. */
export const customerCodeField = (label = '거래처') =>
  labeled(z.string().trim().min(1, '거래처를 고르세요.').max(20).toUpperCase(), label);

/** A code picked from a list (`message` when none was picked), upper-cased. */
export const pickedCodeField = (label: string, message: string) =>
  z
    .string({ message })
    .trim()
    .min(1, message)
    .max(20, '20자 이하로 입력하세요.')
    .transform((v) => v.toUpperCase())
    .meta({ title: label });

/** The lines of a document: one at least, 300 at most. */
export const documentLinesField = <T extends z.ZodType>(line: T, label: string) =>
  labeled(
    z.array(line).min(1, '품목을 1개 이상 입력하세요.').max(300, '300줄까지 입력할 수 있습니다.'),
    label,
  );
