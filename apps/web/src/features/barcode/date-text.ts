import { toKoreanParts } from '@erp/domain';

const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-11-22 09:05' in Korean time, whatever the browser's zone. */
export const koreanDateTime = (iso: string): string => {
  const t = toKoreanParts(new Date(iso));
  return `${t.year}-${pad(t.month)}-${pad(t.day)} ${pad(t.hour)}:${pad(t.minute)}`;
};
