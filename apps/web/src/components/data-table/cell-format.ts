import { formatThousands, toKoreanParts } from '@erp/domain';

// Cell texts every grid shares. Times arrive as ISO instants and are shown on the Korean clock,
// whatever zone the browser is in, so a list matches the printed statements.

const pad = (n: number) => String(n).padStart(2, '0');

const partsOf = (iso: string | null | undefined) => {
  if (!iso) return null;
  // A calendar day as the documents keep it (20261125): a day, not an instant, so no zone applies.
  const ymd = /^(\d{4})(\d{2})(\d{2})$/.exec(iso);
  if (ymd) return { year: Number(ymd[1]), month: Number(ymd[2]), day: Number(ymd[3]), hour: 0, minute: 0 };
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : toKoreanParts(date);
};

/** '2026-11-21' */
export const formatKstDate = (iso: string | null | undefined): string => {
  const p = partsOf(iso);
  return p ? `${p.year}-${pad(p.month)}-${pad(p.day)}` : '';
};

/** '2026-11-21 09:05' */
export const formatKstDateTime = (iso: string | null | undefined): string => {
  const p = partsOf(iso);
  return p ? `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}` : '';
};

/** Integer won with separators; empty for a missing value, never 'NaN'. */
export const formatWon = (value: number | null | undefined): string =>
  typeof value === 'number' && Number.isFinite(value) ? formatThousands(value) : '';

export const formatCount = (value: number | null | undefined): string =>
  typeof value === 'number' && Number.isFinite(value) ? formatThousands(value) : '';

/** 8-digit YYYYMMDD as '2026-11-21'. */
export const formatYmd = (ymd: string | null | undefined): string =>
  ymd && /^\d{8}$/.test(ymd) ? `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}` : '';
