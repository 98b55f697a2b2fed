// SPEC §5: names and numbers shown to people who may not see them whole. Characters are counted
// as code points so a Hangul name or an emoji is never cut in half.
export const maskText = (value: string): string => {
  const chars = Array.from(value);
  if (chars.length === 0) return '';
  if (chars.length <= 4) return `${chars.slice(0, -1).join('')}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 3)}${chars.slice(-2).join('')}`;
};
