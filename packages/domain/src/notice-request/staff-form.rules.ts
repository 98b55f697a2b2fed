import { parseYmdParts } from '../datetime/ymd.js';
import type { HolidayType, StaffFormSave } from './notice-request.schema.js';

/** Annual leave granted when an admin has set none for the year (근로기준법 §60: 15 days). */
export const DEFAULT_HOLIDAY_DAYS = 15;

const utcDay = (ymd: string): number | null => {
  const p = parseYmdParts(ymd);
  return p ? Date.UTC(p.year, p.month - 1, p.day) : null;
};

/**
 * Working days a leave takes, in half days: weekdays from start to end (weekends are not
 * counted), and 1 for a half day. Public holidays are not known to the system, so they count.
 */
export const holidayHalfDays = (type: HolidayType, start: string, end: string): number => {
  if (type === 'half-am' || type === 'half-pm') return 1;
  const from = utcDay(start);
  const to = utcDay(end);
  if (from === null || to === null || to < from) return 0;
  let count = 0;
  for (let t = from; t <= to; t += 86_400_000) {
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) count += 2;
  }
  return count;
};

/** Which leave types take from the annual balance (sick and family leave do not). */
export const takesFromBalance = (type: HolidayType): boolean =>
  type === 'annual' || type === 'half-am' || type === 'half-pm';

/** The Korean reason a form cannot be saved as written, or null. */
export const staffFormProblem = (form: StaffFormSave): string | null => {
  if (form.kind === 'late' && !form.arrivedAt) return '출근 시각: 지각한 날의 출근 시각을 입력하세요.';
  if (form.kind !== 'holiday') return null;
  if (!form.holidayType) return '휴가 종류: 휴가 종류를 고르세요.';
  const end = form.endDate ?? form.startDate;
  if (end < form.startDate) return '종료일: 시작일보다 빠를 수 없습니다.';
  if ((form.holidayType === 'half-am' || form.holidayType === 'half-pm') && end !== form.startDate)
    return '종료일: 반차는 하루만 신청합니다.';
  if (end.slice(0, 4) !== form.startDate.slice(0, 4)) return '종료일: 해가 바뀌는 휴가는 나누어 신청하세요.';
  if (holidayHalfDays(form.holidayType, form.startDate, end) === 0)
    return '날짜: 고른 기간에 근무일이 없습니다.';
  if ((utcDay(end) ?? 0) - (utcDay(form.startDate) ?? 0) > 60 * 86_400_000)
    return '종료일: 한 번에 60일까지 신청할 수 있습니다.';
  return null;
};

/** '1.5일' from half days. */
export const halfDaysText = (halfDays: number): string => `${halfDays / 2}일`;
