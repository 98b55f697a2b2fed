import { normalizeVin, reduceScannedBarcode } from '@erp/domain';

// The maker a VIN's world manufacturer identifier (characters 1–3) stands for, for the makers a
// Korean parts trader meets most. Read locally, without any decoding service; an identifier not
// in the table is shown as it is.

const WMI_MAKERS: Readonly<Record<string, string>> = {
  KMH: '현대자동차 (승용)',
  KMJ: '현대자동차 (승합)',
  KMF: '현대자동차 (상용)',
  KMC: '현대자동차 (상용)',
  KMT: '제네시스',
  KNA: '기아 (승용)',
  KNC: '기아 (상용)',
  KND: '기아 (SUV·승합)',
  KNE: '기아 (수출)',
  KNM: '르노코리아 (르노삼성)',
  KPA: 'KG모빌리티 (쌍용)',
  KPT: 'KG모빌리티 (쌍용)',
  KLA: '한국GM (대우)',
  KLY: '한국GM (대우)',
  KL1: '한국GM',
  KL4: '한국GM',
  WBA: 'BMW',
  WBS: 'BMW M',
  WDD: '메르세데스-벤츠',
  WDB: '메르세데스-벤츠',
  W1K: '메르세데스-벤츠',
  WAU: '아우디',
  WVW: '폭스바겐',
  WV1: '폭스바겐 (상용)',
  WP0: '포르쉐',
  VF1: '르노',
  YV1: '볼보',
  SAL: '랜드로버',
  SAJ: '재규어',
  JTD: '토요타',
  JTH: '렉서스',
  JHM: '혼다',
  JN1: '닛산',
  '1FA': '포드',
  '1FT': '포드 (트럭)',
  '1G1': '쉐보레',
  '5YJ': '테슬라',
  '7SA': '테슬라',
  LRW: '테슬라 (중국)',
};

/** The maker of a VIN ('KMHD341CBHU123456' → '현대자동차 (승용)'), or null when not in the table. */
export const makerOfVin = (vin: string): string | null =>
  WMI_MAKERS[vin.trim().toUpperCase().slice(0, 3)] ?? null;

/** '2017년' or '1987년 또는 2017년' (the 10th character repeats every 30 years). */
export const modelYearText = (years: readonly number[]): string => {
  if (years.length === 0) return '알 수 없음';
  return years.map((y) => `${y}년`).join(' 또는 ');
};

/**
 * The likeliest model year: the latest one not in the future (a car of 2047 does not exist yet),
 * so a 10th character 'H' reads 2017 rather than 1987.
 */
export const likelyModelYear = (years: readonly number[], thisYear: number): number | null => {
  const possible = years.filter((y) => y <= thisYear + 1);
  return possible.length > 0 ? Math.max(...possible) : null;
};

/**
 * A VIN typed, or scanned from a label or a QR that holds an address ending in it: the scan is
 * reduced like every scan field (SPEC §5), the last path segment taken, spaces and hyphens
 * dropped, capitals. '' when nothing is left.
 */
export const vinFromScan = (input: string): string => {
  const reduced = reduceScannedBarcode(input);
  const last = reduced.startsWith('/') ? (reduced.split('/').filter(Boolean).pop() ?? '') : reduced;
  return normalizeVin(last.replace(/-/g, ''));
};
