const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;

/**
 * The word with its object particle: 을 after a final consonant (품목을), 를 after a vowel
 * (브랜드를), and the neutral 을(를) when the word does not end in Hangul (a code like P0000001).
 */
export const withObjectParticle = (word: string): string => {
  const code = word.trimEnd().codePointAt(word.trimEnd().length - 1) ?? 0;
  if (code < SYLLABLE_FIRST || code > SYLLABLE_LAST) return `${word}을(를)`;
  return (code - SYLLABLE_FIRST) % 28 === 0 ? `${word}를` : `${word}을`;
};
