// A barcode scanner is a keyboard: with the Korean input method on, the keys of "u0000000018"
// arrive as "ㅕ0000000018", and letters in a row compose into syllables ("GB" → "휴"). These are
// the keys of the standard two-set (두벌식) layout, to read such a scan back.

const KEY_OF_JAMO: Record<string, string> = {
  ㅂ: 'q',
  ㅈ: 'w',
  ㄷ: 'e',
  ㄱ: 'r',
  ㅅ: 't',
  ㅛ: 'y',
  ㅕ: 'u',
  ㅑ: 'i',
  ㅐ: 'o',
  ㅔ: 'p',
  ㅁ: 'a',
  ㄴ: 's',
  ㅇ: 'd',
  ㄹ: 'f',
  ㅎ: 'g',
  ㅗ: 'h',
  ㅓ: 'j',
  ㅏ: 'k',
  ㅣ: 'l',
  ㅋ: 'z',
  ㅌ: 'x',
  ㅊ: 'c',
  ㅍ: 'v',
  ㅠ: 'b',
  ㅜ: 'n',
  ㅡ: 'm',
  ㅃ: 'Q',
  ㅉ: 'W',
  ㄸ: 'E',
  ㄲ: 'R',
  ㅆ: 'T',
  ㅒ: 'O',
  ㅖ: 'P',
  ㅘ: 'hk',
  ㅙ: 'ho',
  ㅚ: 'hl',
  ㅝ: 'nj',
  ㅞ: 'np',
  ㅟ: 'nl',
  ㅢ: 'ml',
  ㄳ: 'rt',
  ㄵ: 'sw',
  ㄶ: 'sg',
  ㄺ: 'fr',
  ㄻ: 'fa',
  ㄼ: 'fq',
  ㄽ: 'ft',
  ㄾ: 'fx',
  ㄿ: 'fv',
  ㅀ: 'fg',
  ㅄ: 'qt',
};

const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const MEDIALS = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ';
const FINALS = ['', ...'ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ'];
const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;

const keysOfChar = (ch: string): string => {
  const code = ch.codePointAt(0) ?? 0;
  if (code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST) {
    const index = code - SYLLABLE_FIRST;
    const initial = INITIALS[Math.floor(index / 588)] ?? '';
    const medial = MEDIALS[Math.floor((index % 588) / 28)] ?? '';
    const final = FINALS[index % 28] ?? '';
    return [initial, medial, final].map((j) => (j ? (KEY_OF_JAMO[j] ?? j) : '')).join('');
  }
  return KEY_OF_JAMO[ch] ?? ch;
};

const HANGUL = /[\u3131-\u318e\uac00-\ud7a3]/;

/** The keys typed to produce `value` on the two-set layout, or null when it holds no Hangul. */
export const keysTypedAsHangul = (value: string): string | null =>
  HANGUL.test(value) ? [...value].map(keysOfChar).join('') : null;

/**
 * The Latin keys of a search word typed with the Korean input method on (a part number, code or
 * barcode: '휴90ㅣ' → 'gb90l', 'ㅊ000001' → 'c000001'), or null. Read only for one word holding a
 * digit or a lone jamo, which a Korean name never is ('램프' is not read as 'fazv').
 */
export const latinKeysOf = (term: string): string | null => {
  if (/\s/.test(term.trim()) || !/[0-9\u3131-\u318e]/.test(term)) return null;
  return keysTypedAsHangul(term.trim());
};
