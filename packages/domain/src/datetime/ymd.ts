import { fromKoreanParts, toKoreanParts } from './korea-time.js';

const pad2 = (value: number): string => String(value).padStart(2, '0');

// SPEC §3: dates cross the API as 8-digit YYYYMMDD strings, read on the Korean calendar.
const YMD_PATTERN = /^(\d{4})(\d{2})(\d{2})$/;
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export type YmdParts = { year: number; month: number; day: number };

const daysInMonth = (year: number, month: number): number => {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
};

const toParts = (match: RegExpExecArray | null): YmdParts | null => {
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  // Year 0000 has no place on the calendar the business uses; months and days must exist.
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
};

/** The Korean calendar date of `date` as YYYYMMDD. */
export const toYmd = (date: Date): string => {
  const { year, month, day } = toKoreanParts(date);
  return `${String(year).padStart(4, '0')}${pad2(month)}${pad2(day)}`;
};

/** Year, month and day of a strict YYYYMMDD string, or null for any other text or an impossible date. */
export const parseYmdParts = (value: string): YmdParts | null => toParts(YMD_PATTERN.exec(value));

/**
 * The instant a YYYYMMDD day starts in Korea (00:00 KST), or null when the string is not exactly
 * eight digits naming a real date (20260230 is refused). No trimming and no separators: this is
 * the wire format, and a form that allows 2026-11-21 converts before sending.
 */
export const parseYmd = (value: string): Date | null => {
  const parts = parseYmdParts(value);
  return parts ? fromKoreanParts({ ...parts, hour: 0, minute: 0, second: 0 }) : null;
};

export const isYmd = (value: string): boolean => parseYmdParts(value) !== null;

/** YYYYMMDD → YYYY-MM-DD, the form a SQL `date` column and a date picker use. */
export const ymdToIsoDate = (value: string): string | null =>
  isYmd(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}` : null;

/** YYYY-MM-DD → YYYYMMDD, refusing impossible dates. */
export const isoDateToYmd = (value: string): string | null =>
  toParts(ISO_DATE_PATTERN.exec(value)) ? value.replaceAll('-', '') : null;
