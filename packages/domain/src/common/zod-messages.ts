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

/**
 * The wording of a wrong-type issue a schema did not word itself: a missing field reads
 * "입력하세요." (zod's locale would say "잘못된 입력: 예상 타입은 string…", which no clerk
 * should have to read); other wrong types say what to enter. Everything else falls through to
 * the Korean locale (undefined = not handled here).
 */
export const koreanTypeError = (issue: {
  code?: string;
  expected?: unknown;
  input?: unknown;
}): string | undefined => {
  if (issue.code !== 'invalid_type') return undefined;
  if (issue.input === undefined || issue.input === null || issue.input === '') return '입력하세요.';
  return TYPE_WORDS[String(issue.expected)] ?? '형식이 올바르지 않습니다.';
};
