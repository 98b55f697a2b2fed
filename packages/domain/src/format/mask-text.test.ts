import { describe, expect, it } from 'vitest';
import { maskText } from './mask-text.js';

describe('maskText', () => {
  it('keeps the first character and the last two of text longer than 4 characters', () => {
    expect(maskText('abcde')).toBe('a**de');
    expect(maskText('01012345678')).toBe('0********78');
  });

  it('masks only the last character of text of 4 characters or fewer', () => {
    expect(maskText('abcd')).toBe('abc*');
    expect(maskText('abc')).toBe('ab*');
    expect(maskText('ab')).toBe('a*');
    expect(maskText('a')).toBe('*');
  });

  it('counts Hangul syllables as single characters', () => {
    expect(maskText('홍길동')).toBe('홍길*');
    expect(maskText('남궁길동')).toBe('남궁길*');
    expect(maskText('제갈공명선생')).toBe('제***선생');
  });

  it('never splits a character made of two code units', () => {
    expect(maskText('😀😀😀😀😀')).toBe('😀**😀😀');
  });

  it('returns empty text unchanged', () => {
    expect(maskText('')).toBe('');
  });

  it('treats spaces and hyphens as characters like any other', () => {
    expect(maskText('010-1234')).toBe('0*****34');
    expect(maskText('    ')).toBe('   *');
  });

  it('masks all but three characters of very long text', () => {
    const masked = maskText('x'.repeat(10_000));
    expect(masked).toBe(`x${'*'.repeat(9_997)}xx`);
  });
});
