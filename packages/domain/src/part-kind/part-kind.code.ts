// Part kinds form three levels (대분류 / 중분류 / 소분류). A kind's code begins with its parent's
// code and adds two characters ('01' → '0103' → '010302'), so "this kind and everything under it"
// is a prefix match on the part's kind code: one b-tree range, no tree walk.

export const PART_KIND_LEVELS = [1, 2, 3] as const;
export type PartKindLevel = (typeof PART_KIND_LEVELS)[number];
export const PART_KIND_LEVEL_LABELS: Record<PartKindLevel, string> = {
  1: '대분류',
  2: '중분류',
  3: '소분류',
};

const SEGMENT = /^[0-9A-Z]{2}$/;

/** The level of a kind code (2, 4 or 6 characters of digits and capitals), or null when malformed. */
export const partKindLevelOf = (code: string): PartKindLevel | null => {
  if (!/^[0-9A-Z]+$/.test(code) || code.length % 2 !== 0) return null;
  const level = code.length / 2;
  return level === 1 || level === 2 || level === 3 ? level : null;
};

/** The parent's code ('0103' → '01'), or null for a top-level kind. */
export const partKindParentOf = (code: string): string | null => (code.length > 2 ? code.slice(0, -2) : null);

/** Why a code cannot be a child of `parent` (null when it can). */
export const partKindCodeProblem = (code: string, parent: string | null): string | null => {
  const level = partKindLevelOf(code);
  if (level === null) return '분류 코드는 영문 대문자·숫자 2자리씩, 2·4·6자리입니다.';
  if (parent === null) return level === 1 ? null : '대분류 코드는 2자리입니다.';
  if (partKindLevelOf(parent) === 3) return '소분류 아래에는 분류를 만들 수 없습니다.';
  if (!code.startsWith(parent) || code.length !== parent.length + 2) {
    return `상위 분류(${parent}) 코드 뒤에 2자리를 붙인 코드여야 합니다.`;
  }
  return null;
};

/** The next free child code under `parent` ('01' with children 0101, 0102 → '0103'). */
export const nextPartKindCode = (parent: string | null, existing: readonly string[]): string | null => {
  const taken = new Set(existing);
  for (let n = 1; n <= 99; n += 1) {
    const candidate = `${parent ?? ''}${String(n).padStart(2, '0')}`;
    if (!taken.has(candidate) && SEGMENT.test(candidate.slice(-2))) return candidate;
  }
  return null;
};
