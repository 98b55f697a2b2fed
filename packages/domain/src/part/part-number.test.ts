import { describe, expect, it } from 'vitest';
import { looksLikePartNumber, normalizePartNumber } from './part-number.js';

describe('normalizePartNumber', () => {
  it.each([
    // Drops spaces and hyphens and upper-cases ASCII letters.
    ['58101-2sa 70', '581012SA70'],
    [' gb80l ', 'GB80L'],
    // Keeps Hangul and other characters as they are.
    ['램프-01', '램프01'],
    ['A/B.1', 'A/B.1'],
  ])('normalizePartNumber(%j) → %j', (input, expected) => {
    expect(normalizePartNumber(input)).toBe(expected);
  });
});

describe('looksLikePartNumber', () => {
  it.each([
    // Is true for letters, digits and part-number punctuation.
    ['GB80', true],
    ['58101-2S', true],
    // Is false for Hangul and for nothing.
    ['램프', false],
    [' - ', false],
  ])('looksLikePartNumber(%j) → %j', (input, expected) => {
    expect(looksLikePartNumber(input)).toBe(expected);
  });
});
