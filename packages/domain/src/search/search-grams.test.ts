import { describe, expect, it } from 'vitest';
import { normalizeSearchText, searchGramsOfTerm, searchGramsOfText } from './search-grams.js';

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
});
