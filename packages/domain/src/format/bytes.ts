const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A byte count in base-1024 units (SPEC §9), rounded to `decimals` places with trailing zeros
 * dropped: 1536 → '1.5 KB', 1024 → '1 KB'. Terabytes are the largest unit, so larger sizes stay
 * in TB rather than reaching for a unit nobody here reads.
 */
export const formatBytes = (bytes: number, decimals = 2): string => {
  if (!Number.isFinite(bytes)) return '';
  const places = Number.isFinite(decimals) ? Math.min(Math.max(Math.trunc(decimals), 0), 20) : 2;
  const abs = Math.abs(bytes);
  let unit = 0;
  while (unit < UNITS.length - 1 && abs >= 1024 ** (unit + 1)) unit += 1;
  const scaled = Number((abs / 1024 ** unit).toFixed(places));
  return `${bytes < 0 && scaled !== 0 ? '-' : ''}${scaled} ${UNITS[unit]}`;
};
