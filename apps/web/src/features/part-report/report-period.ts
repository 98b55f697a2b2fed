import { isYmd, PART_REPORT_MAX_DAYS, periodDays } from '@erp/domain';

// Periods of the part reports as YYYYMMDD pairs (the wire format), computed on the calendar so a
// month is a month whatever the time zone of the browser.

const pad = (n: number) => String(n).padStart(2, '0');
const toYmdUtc = (d: Date) => `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
const fromYmdUtc = (ymd: string) =>
  new Date(Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8))));

/** The YYYYMMDD `days` days after (or before, when negative) `ymd`. */
export const addDays = (ymd: string, days: number): string => {
  const d = fromYmdUtc(ymd);
  d.setUTCDate(d.getUTCDate() + days);
  return toYmdUtc(d);
};

export type Period = { from: string; to: string };

/** The last `days` days up to `today`, both counted. */
export const lastDays = (today: string, days: number): Period => ({
  from: addDays(today, -(days - 1)),
  to: today,
});

/** From the first of `today`'s month to today. */
export const thisMonth = (today: string): Period => ({ from: `${today.slice(0, 6)}01`, to: today });

/** The whole month before `today`'s. */
export const lastMonth = (today: string): Period => {
  const firstOfThis = `${today.slice(0, 6)}01`;
  const endOfLast = addDays(firstOfThis, -1);
  return { from: `${endOfLast.slice(0, 6)}01`, to: endOfLast };
};

/** Why a period cannot be asked for, in Korean, or null when it can. */
export const periodProblem = (period: Period): string | null => {
  if (!isYmd(period.from) || !isYmd(period.to)) return '기간을 고르세요.';
  if (period.from > period.to) return '시작일이 종료일보다 늦습니다.';
  if ((periodDays(period.from, period.to) ?? 0) > PART_REPORT_MAX_DAYS)
    return `기간은 ${PART_REPORT_MAX_DAYS}일까지 조회할 수 있습니다.`;
  return null;
};
