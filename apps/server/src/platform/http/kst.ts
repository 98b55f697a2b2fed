// The company works in Korean time whatever the server's zone; dates at the API edge are KST.
const KST_PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const partsOf = (date: Date): Record<string, string> =>
  Object.fromEntries(KST_PARTS.formatToParts(date).map((p) => [p.type, p.value]));

/** 'YYYY-MM-DD' of the Korean calendar day, for `date` columns. */
export const kstIsoDate = (date: Date = new Date()): string => {
  const p = partsOf(date);
  return `${p.year}-${p.month}-${p.day}`;
};

/** 'YYYYMMDDHHmmss' in Korean time, the stamp format of SPEC §3. */
export const kstStamp = (date: Date): string => {
  const p = partsOf(date);
  return `${p.year}${p.month}${p.day}${p.hour}${p.minute}${p.second}`;
};

/** 'YYYYMMDD' → 'YYYY-MM-DD' (the input is already validated as 8 digits). */
export const ymdToIso = (ymd: string): string => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
