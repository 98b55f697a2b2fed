// SPEC §5 phone rules. Prefixes decide how a number is split, so the lists live here once.
export const MOBILE_PREFIXES = ['010', '011', '012', '015', '016', '017', '018', '019'] as const;

const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** True when the digits of `value` start with a mobile prefix (010, 011, 012, 015–019). */
export const isMobilePrefix = (value: string): boolean => {
  const digits = digitsOf(value);
  return MOBILE_PREFIXES.some((prefix) => digits.startsWith(prefix));
};

/**
 * True when the digits of `value` start with a landline prefix: 02 (Seoul), any three-digit
 * prefix from 031 to 064, or 070 (internet phone). The issue states the range 031–064 rather than
 * the list of area codes in use, so 034–039, 045–050 and 056–060 count as well.
 */
export const isLandlinePrefix = (value: string): boolean => {
  const digits = digitsOf(value);
  if (digits.startsWith('02') || digits.startsWith('070')) return true;
  if (digits.length < 3 || !digits.startsWith('0')) return false;
  const prefix = Number(digits.slice(0, 3));
  return prefix >= 31 && prefix <= 64;
};

/**
 * Hyphenates a phone number by its digit count: 11 → 3-4-4; 10 → 2-4-4 for Seoul (02), else
 * 3-3-4; 9 starting 02 → 2-3-4; 8 (1588-type numbers) → 4-4. Any other input is returned as
 * given, so a half-typed or foreign number is never mangled.
 */
export const formatPhone = (value: string): string => {
  const d = digitsOf(value);
  switch (d.length) {
    case 11:
      return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
    case 10:
      return d.startsWith('02')
        ? `${d.slice(0, 2)}-${d.slice(2, 6)}-${d.slice(6)}`
        : `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
    case 9:
      return d.startsWith('02') ? `${d.slice(0, 2)}-${d.slice(2, 5)}-${d.slice(5)}` : value;
    case 8:
      return `${d.slice(0, 4)}-${d.slice(4)}`;
    default:
      return value;
  }
};

/**
 * A phone number the forms accept: digits with optional hyphens, spaces or
 * brackets ('(02) 123-4567'), in a shape
 * formatPhone knows. Numbers of 9–11 digits are dialled with a leading 0; 8-digit numbers are
 * nationwide service numbers (1588-1234) and have none.
 */
export const isPhoneNumber = (value: string): boolean => {
  if (!/^[\d\s()-]+$/.test(value)) return false;
  const digits = digitsOf(value);
  if (digits.length === 8) return !digits.startsWith('0');
  if (digits.length === 9) return digits.startsWith('02');
  if (digits.length === 10 || digits.length === 11) return digits.startsWith('0');
  return false;
};
