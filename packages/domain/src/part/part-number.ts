// Part numbers are typed with and without hyphens and spaces ('GB 80L', '58101-2SA70',
// '581012SA70'); the normalised form is what indexes and comparisons use, so every spelling finds
// the part. The SQL of the generated column parts.part_no_norm applies the same rule.

/** Without white space and hyphens, ASCII letters upper-cased ('58101-2sa 70' → '581012SA70'). */
export const normalizePartNumber = (value: string): string =>
  value.replace(/[\s-]+/g, '').replace(/[a-z]/g, (c) => c.toUpperCase());

/** Same rule for the related part numbers (OEM, replacement) kept beside a part. */
export const normalizeRelatedPartNumber = normalizePartNumber;

/** Whether a search term looks like the start of a part number rather than a name (no Hangul). */
export const looksLikePartNumber = (term: string): boolean => {
  const normalized = normalizePartNumber(term);
  return normalized.length > 0 && /^[0-9A-Z./_#()+]+$/.test(normalized);
};
