import { describe, expect, it } from 'vitest';
import { reduceScannedBarcode } from './scanned-barcode.js';

describe('reduceScannedBarcode', () => {
  it.each([
    // Returns a plain code trimmed.
    ['  8801234567890 \n', '8801234567890'],
    ['ABC-123', 'ABC-123'],
    // Keeps spaces inside a plain code.
    [' AB 12 ', 'AB 12'],
    // Reduces an https address to its path.
    ['https://erp.example.kr/P/ABC123', '/P/ABC123'],
    // Reduces an http address in any letter case.
    ['HTTP://erp.example.kr/P/ABC123', '/P/ABC123'],
    // Drops the query and fragment.
    ['https://erp.example.kr/P/ABC123?from=qr#top', '/P/ABC123'],
    // Removes spaces from the path, written or encoded.
    ['https://erp.example.kr/P/AB%2012', '/P/AB12'],
    ['  https://erp.example.kr/P/AB 12  ', '/P/AB12'],
    // Decodes Hangul in the path.
    ['https://erp.example.kr/%EB%B0%B0%ED%84%B0%EB%A6%AC', '/배터리'],
    // Keeps a path whose percent sign is not an escape.
    ['https://erp.example.kr/P/100%', '/P/100%'],
    // Gives / for an address without a path.
    ['https://erp.example.kr', '/'],
    // Does not treat other schemes or a bare host as a web address.
    ['ftp://host/P/1', 'ftp://host/P/1'],
    ['erp.example.kr/P/1', 'erp.example.kr/P/1'],
    // Returns an address that cannot be parsed trimmed.
    [' http:// ', 'http://'],
    // Returns empty text for empty or blank input.
    ['', ''],
    ['   ', ''],
    // Handles very long input.
    [`https://a.kr/${'x'.repeat(10_000)}`, `/${'x'.repeat(10_000)}`],
  ])('reduceScannedBarcode(%j) → %j', (input, expected) => {
    expect(reduceScannedBarcode(input)).toBe(expected);
  });
});
