// Barcode values: the makers' EAN/UPC codes carry a check digit that a mistyped number fails;
// the unit barcodes the company prints are 'U' + a 9-digit serial + a check digit, so a code
// typed by hand from a torn label is caught the same way.

export const BARCODE_SYMBOLOGIES = ['ean13', 'ean8', 'upca', 'code128', 'qrcode'] as const;
export type BarcodeSymbology = (typeof BARCODE_SYMBOLOGIES)[number];
export const BARCODE_SYMBOLOGY_LABELS: Record<BarcodeSymbology, string> = {
  ean13: 'EAN-13',
  ean8: 'EAN-8',
  upca: 'UPC-A',
  code128: 'Code 128',
  qrcode: 'QR 코드',
};

/** GS1 check digit (EAN-8, EAN-13, UPC-A) of the digits before it. */
export const gs1CheckDigit = (digits: string): number => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const d = Number(digits.charAt(digits.length - 1 - i));
    sum += i % 2 === 0 ? d * 3 : d;
  }
  return (10 - (sum % 10)) % 10;
};

const hasGs1Check = (value: string): boolean =>
  gs1CheckDigit(value.slice(0, -1)) === Number(value.charAt(value.length - 1));

/** The symbology a maker's value is most likely printed in: EAN/UPC when the digits check out. */
export const detectSymbology = (value: string): BarcodeSymbology => {
  if (/^\d{13}$/.test(value) && hasGs1Check(value)) return 'ean13';
  if (/^\d{12}$/.test(value) && hasGs1Check(value)) return 'upca';
  if (/^\d{8}$/.test(value) && hasGs1Check(value)) return 'ean8';
  return 'code128';
};

/** Why `value` cannot be printed in `symbology` (Korean), or null when it can. */
export const barcodeValueProblem = (value: string, symbology: BarcodeSymbology): string | null => {
  if (value.length === 0) return '바코드가 비어 있습니다.';
  if (/\s/.test(value)) return '바코드에 공백이 있습니다.';
  const digits = { ean13: 13, upca: 12, ean8: 8 } as const;
  if (symbology === 'ean13' || symbology === 'upca' || symbology === 'ean8') {
    const n = digits[symbology];
    if (!new RegExp(`^\\d{${n}}$`).test(value))
      return `${BARCODE_SYMBOLOGY_LABELS[symbology]}는 숫자 ${n}자리입니다.`;
    if (!hasGs1Check(value)) return `${BARCODE_SYMBOLOGY_LABELS[symbology]} 검사 숫자가 맞지 않습니다.`;
    return null;
  }
  // Code 128 carries ASCII 0–127; QR anything, but labels stay short enough to scan.
  if (symbology === 'code128' && !/^[\x20-\x7e]+$/.test(value))
    return 'Code 128에는 영문·숫자·기호만 넣을 수 있습니다.';
  if (value.length > 80) return '바코드는 80자 이하입니다.';
  return null;
};

const UNIT_PREFIX = 'U';
const UNIT_SERIAL_DIGITS = 9;

/** Luhn check digit of a digit string (the unit barcode's last character). */
export const luhnCheckDigit = (digits: string): number => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits.charAt(digits.length - 1 - i));
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
};

/** The unit barcode of serial `n` ('U' + 9 digits + check digit: 17 → 'U0000000174'). */
export const unitBarcodeValue = (serial: number): string => {
  if (!Number.isSafeInteger(serial) || serial < 1 || serial >= 10 ** UNIT_SERIAL_DIGITS) {
    throw new RangeError(`개체 바코드 일련번호 범위를 벗어났습니다: ${serial}`);
  }
  const digits = String(serial).padStart(UNIT_SERIAL_DIGITS, '0');
  return `${UNIT_PREFIX}${digits}${luhnCheckDigit(digits)}`;
};

/** Whether a value is a well-formed unit barcode (prefix, length and check digit). */
export const isUnitBarcodeValue = (value: string): boolean => {
  const match = /^U(\d{9})(\d)$/.exec(value);
  return match !== null && luhnCheckDigit(match[1]!) === Number(match[2]);
};
