import { toKoreanParts } from '../datetime/korea-time.js';

const pad2 = (value: number): string => String(value).padStart(2, '0');

/**
 * Time of day on the Korean 12-hour clock (SPEC §9): '오전 9:05', '오후 1:30'. Midnight and noon
 * read as 12, as Korean clocks and ko-KR formatting do: 00:10 → '오전 12:10', 12:00 → '오후 12:00'.
 */
export const formatKoreanTime = (date: Date): string => {
  const { hour, minute } = toKoreanParts(date);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour < 12 ? '오전' : '오후'} ${hour12}:${pad2(minute)}`;
};
