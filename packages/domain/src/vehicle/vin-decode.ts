// ISO 3779 / FMVSS 565 VIN structure. I, O and Q are never used because they read as 1 and 0.
const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

// Value of each character in the check-digit sum (digits count as themselves).
const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const POSITION_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

// The 10th character cycles every 30 years: A = 1980 and 2010, …, Y = 2000 and 2030, 1 = 2001
// and 2031, …, 9 = 2009 and 2039. U, Z and 0 are never year codes.
const MODEL_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const FIRST_MODEL_YEAR = 1980;
const MODEL_YEAR_CYCLE = 30;
const MODEL_YEAR_CYCLES_KNOWN = 2;

export type VinCheckDigit = {
  /** The check digit the other 16 characters call for ('0'–'9' or 'X'). */
  expected: string;
  /** The 9th character as written. */
  actual: string;
  matches: boolean;
};

export type DecodedVin = {
  valid: true;
  vin: string;
  /** World manufacturer identifier, characters 1–3. */
  wmi: string;
  /** Vehicle descriptor section, characters 4–9. */
  vds: string;
  /** Vehicle identifier section, characters 10–17. */
  vis: string;
  modelYearCode: string;
  /** Every model year the 10th character can stand for between 1980 and 2039, oldest first. */
  modelYears: number[];
  checkDigit: VinCheckDigit;
  /** Korean notes for the user; a failed check digit is one, never a reason to refuse the VIN. */
  warnings: string[];
};

export type RejectedVin = { valid: false; vin: string; reason: string };

const charValue = (char: string): number => TRANSLITERATION[char] ?? Number(char);

/** The check digit (9th character) a 17-character VIN calls for. */
export const vinCheckDigit = (vin: string): string => {
  let sum = 0;
  for (let index = 0; index < POSITION_WEIGHTS.length; index += 1) {
    sum += charValue(vin.charAt(index)) * (POSITION_WEIGHTS[index] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
};

/** Model years the 10th character can mean, between 1980 and 2039; empty for a non-year code. */
export const vinModelYears = (code: string): number[] => {
  const offset = code.length === 1 ? MODEL_YEAR_CODES.indexOf(code.toUpperCase()) : -1;
  if (offset < 0) return [];
  return Array.from(
    { length: MODEL_YEAR_CYCLES_KNOWN },
    (_, cycle) => FIRST_MODEL_YEAR + offset + cycle * MODEL_YEAR_CYCLE,
  );
};

/** The VIN as it is stored: whitespace removed, upper case. */
export const normalizeVin = (vin: string): string => vin.replace(/\s/g, '').toUpperCase();

/**
 * Splits a VIN into its sections and reads its model year and check digit. Spaces and lower case
 * are forgiven. A VIN is refused only for its length or characters; the check digit is compulsory
 * in North America alone, and Korean domestic and European VINs often carry another character
 * there, so a mismatch is reported as a warning.
 */
export const decodeVin = (input: string): DecodedVin | RejectedVin => {
  const vin = normalizeVin(input);
  if (vin.length !== 17) {
    return { valid: false, vin, reason: `차대번호는 17자리여야 합니다 (입력 ${vin.length}자리).` };
  }
  if (/[IOQ]/.test(vin)) {
    return { valid: false, vin, reason: '차대번호에는 I, O, Q를 쓰지 않습니다.' };
  }
  if (!VIN_PATTERN.test(vin)) {
    return { valid: false, vin, reason: '차대번호는 영문 대문자와 숫자로만 이루어집니다.' };
  }
  const modelYearCode = vin.charAt(9);
  const expected = vinCheckDigit(vin);
  const actual = vin.charAt(8);
  const matches = expected === actual;
  const modelYears = vinModelYears(modelYearCode);
  const warnings: string[] = [];
  if (!matches) {
    warnings.push(
      `9번째 자리 검사 숫자가 맞지 않습니다 (계산값 ${expected}). 국내·유럽 차량은 검사 숫자를 쓰지 않을 수 있습니다.`,
    );
  }
  if (modelYears.length === 0) {
    warnings.push(`10번째 자리(${modelYearCode})로는 연식을 알 수 없습니다.`);
  }
  return {
    valid: true,
    vin,
    wmi: vin.slice(0, 3),
    vds: vin.slice(3, 9),
    vis: vin.slice(9),
    modelYearCode,
    modelYears,
    checkDigit: { expected, actual, matches },
    warnings,
  };
};
