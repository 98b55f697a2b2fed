import { isPartCode, reduceScannedBarcode } from '@erp/domain';

// What a value typed or scanned into a phone's search box asks for. A keyboard-wedge scanner
// types fast and ends with Enter, so the same box takes scans and typing alike.

export type ScanIntent =
  | { kind: 'code'; value: string }
  | { kind: 'barcode'; value: string }
  | { kind: 'keyword'; value: string }
  | { kind: 'empty' };

// EAN-8/13, UPC-A and the company's unit labels are long digit runs; nobody types 8 digits to
// search a name.
const DIGITS = /^\d{8,}$/;

export const scanIntent = (raw: string): ScanIntent => {
  const value = reduceScannedBarcode(raw);
  if (value === '') return { kind: 'empty' };
  if (isPartCode(value)) return { kind: 'code', value: value.toUpperCase() };
  // A URL-shaped scan comes back as its path ('/P/AB12'): a label printed with a web address.
  if (value.startsWith('/') || DIGITS.test(value)) return { kind: 'barcode', value };
  return { kind: 'keyword', value };
};
