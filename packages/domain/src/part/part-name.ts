// SPEC §5: suppliers write the car model into the part name ('헤드램프 LH 아반떼AD',
// '브레이크패드 YF'); splitting it out lets the model be searched and shown on its own.
export type SplitPartName = { name: string; carModel: string };

// Longest markers first so 'LH/RH' is not read as 'LH'. A marker is a side marker only when no
// Latin letter touches it, so 'RHD' or 'SLH' is not one.
const SIDE_MARKER = /(?<![A-Za-z])(?:LH\/RH|RH\/LH|L\/R|R\/L|LH|RH)(?![A-Za-z])/;
const isModelChar = (char: string): boolean => /^[A-Z0-9]$/.test(char);

/**
 * Splits a part name into name and car model. At the first side marker (LH, RH, L/R, R/L, LH/RH,
 * RH/LH) the name runs to and includes the marker and the car model is what follows; without
 * one, a trailing run of uppercase letters and digits is the car model. When neither applies, or
 * splitting would leave no name, the whole (trimmed) text is the name and the car model is ''.
 */
export const splitPartName = (input: string): SplitPartName => {
  const text = input.trim();
  const marker = SIDE_MARKER.exec(text);
  if (marker) {
    const end = marker.index + marker[0].length;
    return { name: text.slice(0, end).trim(), carModel: text.slice(end).trim() };
  }
  // Scanned from the end rather than with a regex, which backtracks quadratically on long input.
  let start = text.length;
  while (start > 0 && isModelChar(text.charAt(start - 1))) start -= 1;
  const name = text.slice(0, start).trim();
  if (start === text.length || name === '') return { name: text, carModel: '' };
  return { name, carModel: text.slice(start) };
};
