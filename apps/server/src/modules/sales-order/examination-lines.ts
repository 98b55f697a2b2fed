import { AppError } from '../../platform/errors/app-error.js';

type ScannedLine = { lineNo: number; partName: string; scanned: number; required: number };

/**
 * An examination (검수, or 반품 검수 of a cancel) ends only when every line is fully scanned: the
 * refusal names each short line with its count, for the examiner to find the missing units.
 */
export const assertFullyScanned = (lines: readonly ScannedLine[], what: '검수' | '반품 검수'): void => {
  const short = lines.filter((l) => l.scanned < l.required);
  if (short.length > 0)
    throw new AppError(
      'E2003',
      `${what}가 덜 끝났습니다: ${short.map((l) => `${l.lineNo}번 ${l.partName} ${l.scanned}/${l.required}`).join(', ')}`,
    );
};
