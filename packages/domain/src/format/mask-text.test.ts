import { describe, expect, it } from 'vitest';
import { maskText } from './mask-text.js';

describe('maskText', () => {
  it.each([
    ['keeps the first character and the last two of text longer than 4 characters', 'abcde', 'a**de'],
    [
      'keeps the first character and the last two of text longer than 4 characters',
      '01012345678',
      '0********78',
    ],
    ['masks only the last character of text of 4 characters or fewer', 'abcd', 'abc*'],
    ['masks only the last character of text of 4 characters or fewer', 'abc', 'ab*'],
    ['masks only the last character of text of 4 characters or fewer', 'ab', 'a*'],
    ['masks only the last character of text of 4 characters or fewer', 'a', '*'],
    ['counts Hangul syllables as single characters', '홍길동', '홍길*'],
    ['counts Hangul syllables as single characters', '남궁길동', '남궁길*'],
    ['counts Hangul syllables as single characters', '제갈공명선생', '제***선생'],
    ['never splits a character made of two code units', '😀😀😀😀😀', '😀**😀😀'],
    ['returns empty text unchanged', '', ''],
    ['treats spaces and hyphens as characters like any other', '010-1234', '0*****34'],
    ['treats spaces and hyphens as characters like any other', '    ', '   *'],
  ])('%s (%#)', (_rule, input, expected) => {
    expect(maskText(input)).toBe(expected);
  });

  it('masks all but three characters of very long text', () => {
    const masked = maskText('x'.repeat(10_000));
    expect(masked).toBe(`x${'*'.repeat(9_997)}xx`);
  });
});
