/** The most numbers one lookup sends (the tax service's limit per call). */
export const MAX_BIZ_NOS = 100;

/**
 * Business numbers pasted from anywhere (one a line, or separated by commas or spaces, with or
 * without hyphens): the 10-digit ones once each, and the pieces that cannot be one.
 */
export const parseBizNoInput = (text: string): { numbers: string[]; invalid: string[] } => {
  const numbers: string[] = [];
  const invalid: string[] = [];
  for (const token of text.split(/[\s,;]+/)) {
    if (token === '') continue;
    const digits = token.replace(/-/g, '');
    if (/^\d{10}$/.test(digits)) {
      if (!numbers.includes(digits)) numbers.push(digits);
    } else invalid.push(token);
  }
  return { numbers, invalid };
};
