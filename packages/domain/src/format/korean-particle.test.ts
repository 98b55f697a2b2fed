import { describe, expect, it } from 'vitest';
import { withObjectParticle } from './korean-particle.js';

describe('withObjectParticle', () => {
  it('picks 을 after a final consonant and 를 after a vowel', () => {
    expect(withObjectParticle('품목')).toBe('품목을');
    expect(withObjectParticle('브랜드')).toBe('브랜드를');
    expect(withObjectParticle('거래처')).toBe('거래처를');
    expect(withObjectParticle('앱 품목 정보')).toBe('앱 품목 정보를');
  });

  it('keeps the neutral form after a code', () => {
    expect(withObjectParticle('P0000001')).toBe('P0000001을(를)');
  });
});
