// Korea has kept UTC+9 without daylight saving since 1988, so a fixed offset is exact for every
// date this business handles. Using it instead of the host's zone keeps a server running in UTC
// and a browser abroad agreeing on which day an order belongs to.
export const KOREA_UTC_OFFSET_MS = 9 * 60 * 60 * 1000;

export type KoreanDateTimeParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

/** The wall-clock reading in Korea at `date`. Throws on an invalid Date: that is a caller bug. */
export const toKoreanParts = (date: Date): KoreanDateTimeParts => {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError('유효하지 않은 날짜입니다.');
  const shifted = new Date(time + KOREA_UTC_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
};

/** The instant at which Korean wall clocks show the given reading. */
export const fromKoreanParts = (parts: KoreanDateTimeParts): Date => {
  const utc = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not turn years 0–99 into 1900–1999.
  utc.setUTCFullYear(parts.year, parts.month - 1, parts.day);
  utc.setUTCHours(parts.hour, parts.minute, parts.second, 0);
  return new Date(utc.getTime() - KOREA_UTC_OFFSET_MS);
};
