// Korean particles change with the sound the word ends in: 정비센터를 but 품목을, 주문이 but
// 세트가. Messages that put a name or a code before a particle pick the right
// form instead of the clumsy 을(를) that reads as a machine's.

const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
/** Final consonant index of ㄹ in a precomposed syllable (0 = none). */
const RIEUL = 8;

/** How a word ends when read aloud: a vowel, ㄹ, another final consonant, or not known. */
type FinalSound = 'vowel' | 'rieul' | 'consonant' | 'unknown';

// Digits and Latin letters as Korean staff read them in codes (P0000001 → …일, GB90L → …엘).
const DIGIT_FINAL: Record<string, FinalSound> = {
  '0': 'consonant', // 영
  '1': 'rieul', // 일
  '2': 'vowel', // 이
  '3': 'consonant', // 삼
  '4': 'vowel', // 사
  '5': 'vowel', // 오
  '6': 'consonant', // 육
  '7': 'rieul', // 칠
  '8': 'rieul', // 팔
  '9': 'vowel', // 구
};
const LETTER_FINAL: Record<string, FinalSound> = { L: 'rieul', R: 'rieul', M: 'consonant', N: 'consonant' };

/** Brackets, quotes and punctuation after the word do not change the particle: '정비센터'를. */
const TRAILING = /[\s'"’”)\]}>.,!?·…]+$/u;

const finalSound = (word: string): FinalSound => {
  const text = word.replace(TRAILING, '');
  const last = text.at(-1);
  if (last === undefined) return 'unknown';
  const code = last.codePointAt(0) ?? 0;
  if (code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST) {
    const jong = (code - SYLLABLE_FIRST) % 28;
    return jong === 0 ? 'vowel' : jong === RIEUL ? 'rieul' : 'consonant';
  }
  if (/\d/.test(last)) return DIGIT_FINAL[last] ?? 'unknown';
  if (/[a-z]/i.test(last)) return LETTER_FINAL[last.toUpperCase()] ?? 'vowel';
  return 'unknown';
};

/** The pairs a message may ask for: after a final consonant / after a vowel. */
export type ParticlePair = '을/를' | '이/가' | '은/는' | '과/와' | '으로/로' | '이나/나' | '이라/라';

/**
 * The particle of `pair` that fits after `word`: 을 after a final consonant, 를 after a vowel, and
 * so on; 으로/로 takes 로 after ㄹ as well (서울로). A word whose sound is unknown (a symbol at the
 * end) gets the neutral 을(를).
 */
export const particleFor = (word: string, pair: ParticlePair): string => {
  const [afterConsonant = '', afterVowel = ''] = pair.split('/');
  const sound = finalSound(word);
  if (sound === 'unknown') return `${afterConsonant}(${afterVowel})`;
  if (sound === 'vowel') return afterVowel;
  if (sound === 'rieul' && pair === '으로/로') return afterVowel;
  return afterConsonant;
};

/** The word followed by its particle: withParticle('정비센터', '을/를') = '정비센터를'. */
export const withParticle = (word: string | number, pair: ParticlePair): string =>
  `${word}${particleFor(String(word), pair)}`;

/** The word with its object particle (을/를). */
export const withObjectParticle = (word: string): string => withParticle(word, '을/를');
