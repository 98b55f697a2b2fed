import { describe, expect, it } from 'vitest';
import {
  hangulInitialsOf,
  initialGramsOfTerm,
  initialGramsOfText,
  isInitialsTerm,
  normalizeSearchText,
  searchGramsOfTerm,
  searchGramsOfText,
  searchWords,
} from './search-grams.js';

describe('search grams', () => {
  it('normalises case, spaces and hyphens away', () => {
    expect(normalizeSearchText(' 010-1234 5678 ')).toBe('01012345678');
    expect(normalizeSearchText('LH-Lamp')).toBe('lhlamp');
  });

  it('stores every unigram and bigram of a text', () => {
    expect(new Set(searchGramsOfText('헤드램프'))).toEqual(
      new Set(['헤', '드', '램', '프', '헤드', '드램', '램프']),
    );
  });

  it('asks a one-syllable term for its unigram and a longer term for its bigrams', () => {
    expect(searchGramsOfTerm('램')).toEqual(['램']);
    expect(searchGramsOfTerm('램프')).toEqual(['램프']);
    expect(searchGramsOfTerm('헤드램프')).toEqual(['헤드', '드램', '램프']);
    expect(searchGramsOfTerm('  ')).toEqual([]);
  });

  it('finds every substring of a text among the text grams', () => {
    const text = '에어컨 필터 (아반떼 AD)';
    const stored = new Set(searchGramsOfText(text));
    const normalized = normalizeSearchText(text);
    for (let start = 0; start < normalized.length; start += 1) {
      for (let end = start + 1; end <= normalized.length; end += 1) {
        const term = normalized.slice(start, end);
        expect(
          searchGramsOfTerm(term).every((g) => stored.has(g)),
          term,
        ).toBe(true);
      }
    }
  });

  it('handles characters outside the basic plane as single characters', () => {
    expect(searchGramsOfTerm('𠀀가')).toEqual(['𠀀가']);
  });

  it('reads the initial consonants of each syllable, other characters breaking the run', () => {
    expect(hangulInitialsOf('브레이크 패드')).toBe('ㅂㄹㅇㅋㅍㄷ');
    expect(hangulInitialsOf('까치 H/L')).toBe('ㄲㅊ|||');
    expect(hangulInitialsOf('힣가')).toBe('ㅎㄱ');
  });

  it('stores the 2- and 3-grams of the initials and finds every run of initials among them', () => {
    const stored = new Set(initialGramsOfText('브레이크 패드|아반떼'));
    expect(stored.has('ㅂㄹㅇ')).toBe(true);
    expect(stored.has('ㅇㅂㄸ')).toBe(true);
    expect([...stored].some((g) => g.includes('|'))).toBe(false);
    for (const term of ['ㅂㄹ', 'ㅂㄹㅇㅋ', 'ㄹㅇㅋㅍㄷ', 'ㅇㅂㄸ']) {
      expect(isInitialsTerm(term)).toBe(true);
      for (const g of initialGramsOfTerm(term)) expect(stored.has(g), `${term}: ${g}`).toBe(true);
    }
    expect(initialGramsOfTerm('ㅂㄹㅇㅋ')).toEqual(['ㅂㄹㅇ', 'ㄹㅇㅋ']);
  });

  it('takes only consonant-only words of two or more as initials', () => {
    expect(isInitialsTerm('ㅂ')).toBe(false);
    expect(isInitialsTerm('브ㄹ')).toBe(false);
    expect(isInitialsTerm('ㅂㅏ')).toBe(false);
    expect(isInitialsTerm('GB80')).toBe(false);
  });

  it('splits a search into its words', () => {
    expect(searchWords(' 필터  아반떼 ')).toEqual(['필터', '아반떼']);
    expect(searchWords('헤드램프')).toEqual(['헤드램프']);
  });
});
