import { describe, expect, it } from 'vitest';
import { maskText } from './mask-text.js';

describe('maskText', () => {
  it.each([
    // Keeps the first character and the last two of text longer than 4 characters.
    ['abcde', 'a**de'],
    ['01012345678', '0********78'],
    // Masks only the last character of text of 4 characters or fewer.
    ['abcd', 'abc*'],
    ['abc', 'ab*'],
    ['ab', 'a*'],
    ['a', '*'],
    // Counts Hangul syllables as single characters.
    ['홍길동', '홍길*'],
    ['남궁길동', '남궁길*'],
    ['제갈공명선생', '제***선생'],
    // Never splits a character made of two code units.
    ['😀😀😀😀😀', '😀**😀😀'],
    // Returns empty text unchanged.
    ['', ''],
    // Treats spaces and hyphens as characters like any other.
    ['010-1234', '0*****34'],
    ['    ', '   *'],
  ])('maskText(%j) → %j', (input, expected) => {
    expect(maskText(input)).toBe(expected);
  });

  it('masks all but three characters of very long text', () => {
    const masked = maskText('x'.repeat(10_000));
    expect(masked).toBe(`x${'*'.repeat(9_997)}xx`);
  });
});
