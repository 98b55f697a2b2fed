import { describe, expect, it } from 'vitest';
import { sampleValue } from './screen.js';

// 2026-11-27 10:00 KST.
const NOW = new Date('2026-11-27T01:00:00Z');

describe('screen sample values', () => {
  it.each([
    ['@today', '20261127'],
    ['@today+7', '20261204'],
    ['@today-1', '20261126'],
    ['@month', '202611'],
    ['W@today-0001', 'W20261127-0001'],
    ['C000001', 'C000001'],
  ])('%s → %s', (raw, expected) => {
    expect(sampleValue(raw, NOW)).toBe(expected);
  });
});
