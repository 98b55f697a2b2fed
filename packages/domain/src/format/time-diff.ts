const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 1_440;
// SPEC §9: elapsed time is counted in 30-day months and 12-month (360-day) years.
const MINUTES_PER_MONTH = 43_200;
const MINUTES_PER_YEAR = 518_400;

const toTime = (value: Date | number): number => (value instanceof Date ? value.getTime() : value);

/**
 * How long ago `from` was at `to`, in one whole unit (SPEC §9): under 60 minutes '분', under 24
 * hours '시간', otherwise '일', always rounded down ('59분', '23시간', '1일'). A `from` later than
 * `to` (a clock slightly ahead) reads '0분' rather than a negative age. Invalid input gives ''.
 */
export const formatTimeDiff = (from: Date | number, to: Date | number): string => {
  const diff = toTime(to) - toTime(from);
  if (!Number.isFinite(diff)) return '';
  const minutes = Math.max(0, Math.floor(diff / 60_000));
  if (minutes < MINUTES_PER_HOUR) return `${minutes}분`;
  if (minutes < MINUTES_PER_DAY) return `${Math.floor(minutes / MINUTES_PER_HOUR)}시간`;
  return `${Math.floor(minutes / MINUTES_PER_DAY)}일`;
};

/**
 * A duration in minutes in the elapsed style of SPEC §9, each step rounded down:
 * under 60 → '45분'; under 1,440 → '2시간 5분' (minutes always shown, '1시간 0분'); under 43,200 →
 * '3일'; under 518,400 → '11개월'; otherwise '1년 2개월' (months always shown, '2년 0개월').
 * Negative durations read '0분'; a non-finite value gives ''.
 */
export const formatElapsedMinutes = (minutes: number): string => {
  if (!Number.isFinite(minutes)) return '';
  const m = Math.max(0, Math.floor(minutes));
  if (m < MINUTES_PER_HOUR) return `${m}분`;
  if (m < MINUTES_PER_DAY) return `${Math.floor(m / MINUTES_PER_HOUR)}시간 ${m % MINUTES_PER_HOUR}분`;
  if (m < MINUTES_PER_MONTH) return `${Math.floor(m / MINUTES_PER_DAY)}일`;
  if (m < MINUTES_PER_YEAR) return `${Math.floor(m / MINUTES_PER_MONTH)}개월`;
  const months = Math.floor(m / MINUTES_PER_MONTH);
  return `${Math.floor(months / 12)}년 ${months % 12}개월`;
};
