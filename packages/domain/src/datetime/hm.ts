import { toKoreanParts } from './korea-time.js';

const pad2 = (value: number): string => String(value).padStart(2, '0');

// SPEC §3: times cross the API as HHmm or HHmmss on a 24-hour Korean clock.
const HM_PATTERN = /^(\d{2})(\d{2})$/;
const HMS_PATTERN = /^(\d{2})(\d{2})(\d{2})$/;

export type HmParts = { hour: number; minute: number };
export type HmsParts = HmParts & { second: number };

/** The Korean wall-clock time of `date` as HHmm. */
export const toHm = (date: Date): string => {
  const { hour, minute } = toKoreanParts(date);
  return `${pad2(hour)}${pad2(minute)}`;
};

/** The Korean wall-clock time of `date` as HHmmss. */
export const toHms = (date: Date): string => {
  const { hour, minute, second } = toKoreanParts(date);
  return `${pad2(hour)}${pad2(minute)}${pad2(second)}`;
};

const inRange = (hour: number, minute: number, second = 0): boolean =>
  hour <= 23 && minute <= 59 && second <= 59;

/** Hour and minute of a strict 4-digit HHmm string (0000–2359), else null. */
export const parseHm = (value: string): HmParts | null => {
  const match = HM_PATTERN.exec(value);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return inRange(hour, minute) ? { hour, minute } : null;
};

/** Hour, minute and second of a strict 6-digit HHmmss string (000000–235959), else null. */
export const parseHms = (value: string): HmsParts | null => {
  const match = HMS_PATTERN.exec(value);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const second = Number(match[3]);
  return inRange(hour, minute, second) ? { hour, minute, second } : null;
};

export const isHm = (value: string): boolean => parseHm(value) !== null;
export const isHms = (value: string): boolean => parseHms(value) !== null;
