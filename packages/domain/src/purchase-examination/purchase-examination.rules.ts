import { parseYmdParts } from '../datetime/ymd.js';
import { withParticle } from '../format/korean-particle.js';

// The rules of the arrival examination (입고 검수, SPEC §2.13/§2.16) that the server enforces and
// the scan station shows before asking: what a scan may count, the differences of a line, what a
// posting needs, the battery date code and the bundle split.

/**
 * A battery's 제조 일자 as the examiner reads it: 'YYMM' (most batteries print month and year) or
 * 'YYYYMMDD'. Kept as 'YYYYMM' or 'YYYYMMDD' so lists sort by age; null when it is not a real date.
 */
export const parseExamDateCode = (input: string): string | null => {
  const text = input.trim().replace(/[-./ ]/g, '');
  if (/^\d{4}$/.test(text)) {
    const month = Number(text.slice(2));
    return month >= 1 && month <= 12 ? `20${text}` : null;
  }
  if (/^\d{6}$/.test(text)) {
    const month = Number(text.slice(4));
    return text.startsWith('20') && month >= 1 && month <= 12 ? text : null;
  }
  if (/^\d{8}$/.test(text)) return text.startsWith('20') && parseYmdParts(text) ? text : null;
  return null;
};

/** '202611' → '2026-11', '20261121' → '2026-11-21': how a date code reads on the screens. */
export const dateCodeText = (code: string | null): string =>
  !code
    ? ''
    : code.length === 6
      ? `${code.slice(0, 4)}-${code.slice(4)}`
      : `${code.slice(0, 4)}-${code.slice(4, 6)}-${code.slice(6)}`;

export type ExamLineFigures = { qty: number; examined: number; damaged: number };

/** What a line ends with: short = arrived less than on the arrival, accepted = examined − damaged. */
export const examLineDifference = (l: ExamLineFigures): { short: number; accepted: number } => ({
  short: Math.max(0, l.qty - l.examined),
  accepted: Math.max(0, l.examined - l.damaged),
});

/**
 * Why one more unit cannot be counted on a line, or null. A part not on the arrival is refused
 * before this (wrong part); here the line is full (extra).
 */
export const whyCannotCount = (line: { partName: string; qty: number; examined: number }): string | null =>
  line.examined >= line.qty
    ? `수량 초과: ${withParticle(line.partName, '은/는')} 입고 예정 ${line.qty}개를 모두 검수했습니다.`
    : null;

/** Why a damaged count cannot be recorded on a line, or null. */
export const whyCannotMarkDamaged = (line: { examined: number }, damaged: number): string | null =>
  damaged > line.examined ? `파손 수량: 검수한 ${line.examined}개보다 많을 수 없습니다.` : null;

/**
 * Why an examination cannot be posted, or null. A line examined 0 (or all damaged) leaves the
 * purchase — the goods did not come; the record keeps it — but a posting that takes nothing in
 * at all is refused: there is nothing to fix, the arrival stays waiting.
 */
export const whyCannotPostExamination = (
  status: string,
  lines: readonly (ExamLineFigures & { partName: string; battery: boolean; dated: number })[],
): string | null => {
  if (status === 'posted') return '이미 검수 확정된 입고입니다.';
  if (lines.every((l) => examLineDifference(l).accepted === 0))
    return '검수한 수량이 없습니다. 물건을 스캔한 뒤 확정하세요.';
  const undated = lines.find((l) => l.battery && l.dated < l.examined);
  if (undated)
    return `제조 일자: ${undated.partName} ${undated.examined - undated.dated}개에 제조 일자가 없습니다.`;
  return null;
};

/** Why a box line cannot be divided into `boxes × perBox` units, or null. */
export const whyCannotDivideBundle = (o: {
  boxPartCode: string;
  unitPartCode: string;
  lineQty: number;
  divided: number;
  boxes: number;
}): string | null => {
  if (o.boxPartCode === o.unitPartCode) return '낱개 품목: 박스 품목과 다른 품목을 고르세요.';
  const left = o.lineQty - o.divided;
  if (o.boxes > left) return `박스 수: 이 매입 줄에서 나눌 수 있는 박스는 ${left}개입니다.`;
  return null;
};
