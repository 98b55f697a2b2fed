import { describe, expect, it } from 'vitest';
import { looksLikePartNumber, normalizePartNumber } from './part-number.js';

describe('normalizePartNumber', () => {
  it('drops spaces and hyphens and upper-cases ASCII letters', () => {
    expect(normalizePartNumber('58101-2sa 70')).toBe('581012SA70');
    expect(normalizePartNumber(' gb80l ')).toBe('GB80L');
  });

  it('keeps Hangul and other characters as they are', () => {
    expect(normalizePartNumber('램프-01')).toBe('램프01');
    expect(normalizePartNumber('A/B.1')).toBe('A/B.1');
  });
});

describe('looksLikePartNumber', () => {
  it('is true for letters, digits and part-number punctuation', () => {
    expect(looksLikePartNumber('GB80')).toBe(true);
    expect(looksLikePartNumber('58101-2S')).toBe(true);
  });

  it('is false for Hangul and for nothing', () => {
    expect(looksLikePartNumber('램프')).toBe(false);
    expect(looksLikePartNumber(' - ')).toBe(false);
  });
});
