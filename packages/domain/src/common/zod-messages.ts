import { z } from 'zod';

const TYPE_WORDS: Readonly<Record<string, string>> = {
  number: '숫자로 입력하세요.',
  int: '정수로 입력하세요.',
  bigint: '정수로 입력하세요.',
  string: '글자로 입력하세요.',
  boolean: '예 또는 아니오로 고르세요.',
  date: '날짜로 입력하세요.',
  array: '목록 형식이 올바르지 않습니다.',
  object: '형식이 올바르지 않습니다.',
};

type SizeIssue = {
  code?: string;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: boolean;
};

/** zod's locale says "string이 너무 작습니다: 1문자 이상이어야 합니다"; a clerk reads the house wording. */
const sizeMessage = (issue: SizeIssue): string | undefined => {
  const bound = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
  if (!Number.isFinite(bound)) return undefined;
  const n = bound.toLocaleString('ko-KR');
  if (issue.origin === 'string') {
    if (issue.code === 'too_small') return bound <= 1 ? '입력하세요.' : `${n}자 이상 입력하세요.`;
    return `${n}자 이하로 입력하세요.`;
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    if (issue.code === 'too_small') return bound <= 1 ? '하나 이상 넣으세요.' : `${n}개 이상 넣으세요.`;
    return `${n}개 이하로 넣으세요.`;
  }
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
    if (issue.code === 'too_small')
      return issue.inclusive === false ? `${n}보다 커야 합니다.` : `${n} 이상이어야 합니다.`;
    return issue.inclusive === false ? `${n}보다 작아야 합니다.` : `${n} 이하여야 합니다.`;
  }
  return undefined;
};

/**
 * The wording of a wrong-type issue a schema did not word itself: a missing field reads
 * "입력하세요." (zod's locale would say "잘못된 입력: 예상 타입은 string…", which no clerk
 * should have to read); other wrong types say what to enter; sizes a schema did not word itself
 * read as the schemas word theirs ("입력하세요.", "40자 이하로 입력하세요.", "0 이상이어야 합니다.").
 * Everything else falls through to the Korean locale (undefined = not handled here).
 */
export const koreanTypeError = (
  issue: {
    code?: string;
    expected?: unknown;
    input?: unknown;
  } & SizeIssue,
): string | undefined => {
  if (issue.code === 'too_small' || issue.code === 'too_big') return sizeMessage(issue);
  if (issue.code !== 'invalid_type') return undefined;
  if (issue.input === undefined || issue.input === null || issue.input === '') return '입력하세요.';
  return TYPE_WORDS[String(issue.expected)] ?? '형식이 올바르지 않습니다.';
};

/**
 * Zod's own messages in Korean for the issues a schema does not word itself, with the wording
 * above. The server and the web both call it at start, so a form shows the server's message.
 */
export const configureKoreanZod = (): void => {
  z.config({ ...z.locales.ko(), customError: koreanTypeError });
};
