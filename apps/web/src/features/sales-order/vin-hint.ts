import { decodeVin } from '@erp/domain';

// What the clerk hears back while typing a VIN on the phone: the maker from the first three
// characters and the model year from the tenth, or why the VIN cannot be right.

const MAKERS: Record<string, string> = {
  KMH: '현대',
  KMF: '현대 상용',
  KMJ: '현대 상용',
  KNA: '기아',
  KNC: '기아 상용',
  KND: '기아',
  KNE: '기아',
  KPT: 'KG모빌리티(쌍용)',
  KPA: 'KG모빌리티(쌍용)',
  KLA: '한국GM',
  KLY: '한국GM',
  KL1: '한국GM',
  KNM: '르노코리아',
  WDD: '벤츠',
  WBA: 'BMW',
  WAU: '아우디',
  WVW: '폭스바겐',
};

export type VinHint = { ok: boolean; text: string };

/** '' while the VIN is being typed; a maker and year when it reads, a reason when it cannot. */
export const vinHint = (input: string, currentYear: number): VinHint | null => {
  const text = input.replace(/\s/g, '');
  if (text === '') return null;
  if (text.length < 17) return { ok: false, text: `${text.length}/17자리` };
  const decoded = decodeVin(text);
  if (!decoded.valid) return { ok: false, text: decoded.reason };
  const maker = MAKERS[decoded.wmi] ?? `제조사 코드 ${decoded.wmi}`;
  // The 10th character repeats every 30 years: the latest year not after next year's models.
  const year = [...decoded.modelYears].reverse().find((y) => y <= currentYear + 1);
  return { ok: true, text: year ? `${maker} · ${year}년식` : maker };
};
