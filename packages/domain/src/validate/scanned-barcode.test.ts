import { describe, expect, it } from 'vitest';
import { reduceScannedBarcode } from './scanned-barcode.js';

describe('reduceScannedBarcode', () => {
  it('returns a plain code trimmed', () => {
    expect(reduceScannedBarcode('  8801234567890 \n')).toBe('8801234567890');
    expect(reduceScannedBarcode('ABC-123')).toBe('ABC-123');
  });

  it('keeps spaces inside a plain code', () => {
    expect(reduceScannedBarcode(' AB 12 ')).toBe('AB 12');
  });

  it('reduces an https address to its path', () => {
    expect(reduceScannedBarcode('https://erp.example.kr/P/ABC123')).toBe('/P/ABC123');
  });

  it('reduces an http address in any letter case', () => {
    expect(reduceScannedBarcode('HTTP://erp.example.kr/P/ABC123')).toBe('/P/ABC123');
  });

  it('drops the query and fragment', () => {
    expect(reduceScannedBarcode('https://erp.example.kr/P/ABC123?from=qr#top')).toBe('/P/ABC123');
  });

  it('removes spaces from the path, written or encoded', () => {
    expect(reduceScannedBarcode('https://erp.example.kr/P/AB%2012')).toBe('/P/AB12');
    expect(reduceScannedBarcode('  https://erp.example.kr/P/AB 12  ')).toBe('/P/AB12');
  });

  it('decodes Hangul in the path', () => {
    expect(reduceScannedBarcode('https://erp.example.kr/%EB%B0%B0%ED%84%B0%EB%A6%AC')).toBe('/배터리');
  });

  it('keeps a path whose percent sign is not an escape', () => {
    expect(reduceScannedBarcode('https://erp.example.kr/P/100%')).toBe('/P/100%');
  });

  it('gives / for an address without a path', () => {
    expect(reduceScannedBarcode('https://erp.example.kr')).toBe('/');
  });

  it('does not treat other schemes or a bare host as a web address', () => {
    expect(reduceScannedBarcode('ftp://host/P/1')).toBe('ftp://host/P/1');
    expect(reduceScannedBarcode('erp.example.kr/P/1')).toBe('erp.example.kr/P/1');
  });

  it('returns an address that cannot be parsed trimmed', () => {
    expect(reduceScannedBarcode(' http:// ')).toBe('http://');
  });

  it('returns empty text for empty or blank input', () => {
    expect(reduceScannedBarcode('')).toBe('');
    expect(reduceScannedBarcode('   ')).toBe('');
  });

  it('handles very long input', () => {
    expect(reduceScannedBarcode(`https://a.kr/${'x'.repeat(10_000)}`)).toBe(`/${'x'.repeat(10_000)}`);
  });
});
