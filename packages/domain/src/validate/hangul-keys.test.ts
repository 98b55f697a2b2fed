import { describe, expect, it } from 'vitest';
import { keysTypedAsHangul, latinKeysOf } from './hangul-keys.js';

describe('keysTypedAsHangul', () => {
  it('reads back a scan typed with the Korean input method on', () => {
    expect(keysTypedAsHangul('ㅕ0000000018')).toBe('u0000000018');
    // Letters in a row compose into syllables: G B 9 0 L → 휴90ㅣ.
    expect(keysTypedAsHangul('휴90ㅣ')).toBe('gb90l');
    expect(keysTypedAsHangul('ㅃㅒ')).toBe('QO');
    // Compound vowels and finals are two keys each: 뷁 = q n p f r.
    expect(keysTypedAsHangul('뷁')).toBe('qnpfr');
  });

  it('leaves a value without Hangul alone', () => {
    expect(keysTypedAsHangul('U0000000018')).toBeNull();
    expect(keysTypedAsHangul('8801234567893')).toBeNull();
  });

  it('reads a search word as keys only when it holds a digit or a lone jamo', () => {
    expect(latinKeysOf('ㅊ000001')).toBe('c000001');
    expect(latinKeysOf('휴80')).toBe('gb80');
    expect(latinKeysOf('ㅐㄹ-12')).toBe('of-12');
    expect(latinKeysOf('램프')).toBeNull();
    expect(latinKeysOf('필터 80')).toBeNull();
    expect(latinKeysOf('GB80')).toBeNull();
  });
});
