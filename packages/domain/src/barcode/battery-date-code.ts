import { parseYmdParts } from '../datetime/ymd.js';

// A car battery carries its manufacture date as day, month, year (일-월-년), the order KS C 8504
// batteries print it in: made on 2026-11-21 → '21-11-26', barcode value '211126'. The shop
// prints the same on its own date labels (BarcodeDatePrint) so a scan gives the battery's age.

export type BatteryDateCode = {
  /** YYYYMMDD of the manufacture date. */
  ymd: string;
  /** What the barcode holds: DDMMYY. */
  value: string;
  /** What is printed under it: DD-MM-YY. */
  text: string;
};

const pad = (n: number): string => String(n).padStart(2, '0');

/** The date code of a manufacture date given as YYYYMMDD; null for an impossible date. */
export const batteryDateCode = (ymd: string): BatteryDateCode | null => {
  const parts = parseYmdParts(ymd);
  if (!parts || parts.year < 2000 || parts.year > 2099) return null;
  const dd = pad(parts.day);
  const mm = pad(parts.month);
  const yy = pad(parts.year % 100);
  return { ymd, value: `${dd}${mm}${yy}`, text: `${dd}-${mm}-${yy}` };
};

/**
 * Reads a scanned or typed battery date code back: 'DDMMYY', 'DD-MM-YY', 'DD.MM.YY', 'DD/MM/YY'
 * or with a four-digit year. Two-digit years are 20YY. Null when it is not a real date.
 */
export const parseBatteryDateCode = (input: string): BatteryDateCode | null => {
  const text = input.trim();
  const match = /^(\d{2})[-./ ]?(\d{2})[-./ ]?(\d{2}|\d{4})$/.exec(text);
  if (!match) return null;
  const [, dd, mm, yearText] = match as unknown as [string, string, string, string];
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return batteryDateCode(`${year}${mm}${dd}`);
};

/** Whole months from manufacture to `todayYmd` (a battery over 6 months old is sold first). */
export const batteryAgeMonths = (madeYmd: string, todayYmd: string): number | null => {
  const made = parseYmdParts(madeYmd);
  const today = parseYmdParts(todayYmd);
  if (!made || !today) return null;
  const months = (today.year - made.year) * 12 + (today.month - made.month) - (today.day < made.day ? 1 : 0);
  return Math.max(0, months);
};
