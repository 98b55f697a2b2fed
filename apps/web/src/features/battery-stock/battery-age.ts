import { BATTERY_OLD_MONTHS } from '@erp/domain';

/** 'YYYYMMDD' as 'YYYY-MM-DD' ('-' when unknown). */
export const ymdText = (ymd: string | null): string =>
  ymd ? `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}` : '-';

/** The age as the clerk reads it, and whether it is past the freshness line. */
export const ageText = (months: number | null): string => (months === null ? '제조일 없음' : `${months}개월`);
export const isOldBattery = (months: number | null, line = BATTERY_OLD_MONTHS): boolean =>
  months !== null && months > line;
