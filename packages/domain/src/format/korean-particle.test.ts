import { describe, expect, it } from 'vitest';
import { particleFor, withObjectParticle, withParticle } from './korean-particle.js';

describe('withObjectParticle', () => {
  it('picks 을 after a final consonant and 를 after a vowel', () => {
    expect(withObjectParticle('품목')).toBe('품목을');
    expect(withObjectParticle('브랜드')).toBe('브랜드를');
    expect(withObjectParticle('거래처')).toBe('거래처를');
    expect(withObjectParticle('앱 품목 정보')).toBe('앱 품목 정보를');
  });

  it('reads a code as staff say it: the last digit or letter decides', () => {
    expect(withObjectParticle('P0000001')).toBe('P0000001을'); // 일
    expect(withObjectParticle('O20261121-0002')).toBe('O20261121-0002를'); // 이
    expect(withObjectParticle('GB90L')).toBe('GB90L을'); // 엘
    expect(withObjectParticle('AX60B')).toBe('AX60B를'); // 비
  });

  it('keeps the neutral form when the word ends in a sign it cannot read', () => {
    expect(withObjectParticle('부품#')).toBe('부품#을(를)');
  });
});

describe('particleFor and withParticle', () => {
  it('picks every pair by the final sound (정비센터를 등록했습니다, not 을(를))', () => {
    expect(withParticle('C000123 정비센터', '을/를')).toBe('C000123 정비센터를');
    expect(withParticle('부품상사', '이/가')).toBe('부품상사가');
    expect(withParticle('주문', '이/가')).toBe('주문이');
    expect(withParticle('세트', '은/는')).toBe('세트는');
    expect(withParticle('수량', '은/는')).toBe('수량은');
    expect(withParticle('배터리', '과/와')).toBe('배터리와');
    expect(withParticle('창고', '으로/로')).toBe('창고로');
    expect(withParticle('서울', '으로/로')).toBe('서울로');
    expect(withParticle('부산역', '으로/로')).toBe('부산역으로');
  });

  it('looks past quotes and brackets after the word', () => {
    expect(withParticle("'P0000003'", '은/는')).toBe("'P0000003'은");
    expect(particleFor('대성모터스 (C000002)', '을/를')).toBe('를');
  });
});
