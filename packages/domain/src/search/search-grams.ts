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

/** The grams a search term needs: itself when one character long, else its distinct bigrams. */
export const searchGramsOfTerm = (term: string): string[] => {
  const chars = Array.from(normalizeSearchText(term));
  if (chars.length <= 1) return chars;
  const grams = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i += 1) grams.add(`${chars[i]}${chars[i + 1]}`);
  return [...grams];
};
