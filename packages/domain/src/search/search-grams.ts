// Substring search that an index can serve for Hangul, including the one- and two-syllable
// searches staff type most (램프, 필터), which pg_trgm cannot (DESIGN §10). A text is indexed by
// its set of 1- and 2-character grams (a GIN index over a text[] column); a term of one character
// looks up that gram, a longer term all of its bigrams, and the row is then rechecked with LIKE.
// The SQL function search_grams() in the migrations computes exactly the same set.

/** Lower case, without white space and hyphens: '010-1234 5678' and '0101234-5678' are one text. */
export const normalizeSearchText = (value: string): string => value.toLowerCase().replace(/[\s-]+/g, '');

/** The grams stored for a text (what search_grams() returns in SQL). */
export const searchGramsOfText = (value: string): string[] => {
  const chars = Array.from(normalizeSearchText(value));
  const grams = new Set<string>(chars);
  for (let i = 0; i + 1 < chars.length; i += 1) grams.add(`${chars[i]}${chars[i + 1]}`);
  return [...grams];
};

/** The grams one word needs: itself when one character long, else its distinct bigrams. */
const textGramsOfWord = (word: string): string[] => {
  const chars = Array.from(normalizeSearchText(word));
  if (chars.length <= 1) return chars;
  const grams = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i += 1) grams.add(`${chars[i]}${chars[i + 1]}`);
  return [...grams];
};

/** The grams one word of a search needs (a 초성 word: its initials grams). */
export const searchGramsOfWord = (word: string): string[] =>
  isInitialsTerm(word) ? initialGramsOfTerm(word) : textGramsOfWord(word);

/**
 * The grams a search term needs: those of each of its words (every word must match, in any
 * order); a word of one character is its own gram, a longer one its distinct bigrams.
 */
export const searchGramsOfTerm = (term: string): string[] => [
  ...new Set(searchWords(term).flatMap(searchGramsOfWord)),
];

// 초성 search: staff type the initial consonants of a word ("ㅂㄹㅇㅋ" for 브레이크). A text also
// stores the 2- and 3-grams of its initials (runs of syllables; anything else breaks a run), and
// its normalised text carries the initials after a '|', so the same GIN index and LIKE recheck
// serve it. The SQL functions hangul_initials() and initial_grams() compute exactly the same.

const INITIAL_CONSONANTS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
const SYLLABLES_PER_INITIAL = 588;

/** The initial consonant of each Hangul syllable of the normalised text; any other character is '|'. */
export const hangulInitialsOf = (value: string): string =>
  Array.from(normalizeSearchText(value))
    .map((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      return code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST
        ? INITIAL_CONSONANTS[Math.floor((code - SYLLABLE_FIRST) / SYLLABLES_PER_INITIAL)]!
        : '|';
    })
    .join('');

/** The initials grams stored for a text (what initial_grams() returns in SQL). */
export const initialGramsOfText = (value: string): string[] => {
  const initials = Array.from(hangulInitialsOf(value));
  const grams = new Set<string>();
  for (const size of [2, 3]) {
    for (let i = 0; i + size <= initials.length; i += 1) {
      const gram = initials.slice(i, i + size).join('');
      if (!gram.includes('|')) grams.add(gram);
    }
  }
  return [...grams];
};

/** Whether a search word is initial consonants only (two or more): "ㅂㄹㅇㅋ", "ㅇㅂㄸ". */
export const isInitialsTerm = (term: string): boolean => {
  const chars = Array.from(normalizeSearchText(term));
  return chars.length >= 2 && chars.every((ch) => INITIAL_CONSONANTS.includes(ch));
};

/** The grams an initials word needs: itself when two long, else its distinct 3-grams. */
export const initialGramsOfTerm = (term: string): string[] => {
  const chars = Array.from(normalizeSearchText(term));
  if (chars.length <= 2) return [chars.join('')];
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i += 1) grams.add(chars.slice(i, i + 3).join(''));
  return [...grams];
};

/**
 * The words of a search: staff type a name fragment and a car model together ("필터 아반떼",
 * "아반떼 필터"); each word must match, in any order. One word is the whole term.
 */
export const searchWords = (term: string): string[] => term.split(/\s+/).filter((w) => w !== '');
