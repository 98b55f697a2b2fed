import { describe, expect, it } from 'vitest';
import { looksLikePartNumber, normalizePartNumber } from './part-number.js';

describe('normalizePartNumber', () => {
  it.each([
    ['drops spaces and hyphens and upper-cases ASCII letters', '58101-2sa 70', '581012SA70'],
    ['drops spaces and hyphens and upper-cases ASCII letters', ' gb80l ', 'GB80L'],
    ['keeps Hangul and other characters as they are', '램프-01', '램프01'],
    ['keeps Hangul and other characters as they are', 'A/B.1', 'A/B.1'],
  ])('%s (%#)', (_rule, input, expected) => {
    expect(normalizePartNumber(input)).toBe(expected);
  });
});

describe('looksLikePartNumber', () => {
  it.each([
    ['is true for letters, digits and part-number punctuation', 'GB80', true],
    ['is true for letters, digits and part-number punctuation', '58101-2S', true],
    ['is false for Hangul and for nothing', '램프', false],
    ['is false for Hangul and for nothing', ' - ', false],
  ])('%s (%#)', (_rule, input, expected) => {
    expect(looksLikePartNumber(input)).toBe(expected);
  });
});
