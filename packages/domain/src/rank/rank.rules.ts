import { WEEKDAY_LABELS } from './rank.labels.js';

// The rank rules as plain functions (DESIGN §3): which rank an amount earns, and whether a rank
// may order at a moment. The server decides with them; the screens show the same answers.

export type RankThreshold = { code: string; minAmount: number; active: boolean };

/** The highest active rank whose threshold the amount reaches, or null when none does. */
export const rankForAmount = (levels: readonly RankThreshold[], amount: number): string | null => {
  let best: RankThreshold | null = null;
  for (const level of levels) {
    if (!level.active || amount < level.minAmount) continue;
    if (!best || level.minAmount > best.minAmount) best = level;
  }
  return best?.code ?? null;
};

/** A rank's order hours: HHmm from (inclusive) to (exclusive), on the weekdays allowed. */
export type RankOrderAuth = {
  rankName: string;
  /** Seven flags, Sunday first; null when the rank has no weekday rule (every day allowed). */
  weekdays: readonly boolean[] | null;
  /** Null when the rank has no hour rule (any hour). */
  hours: { fromHm: string; toHm: string } | null;
};

/**
 * The Korean reason a rank may not order at this Korean weekday (0 = Sunday) and HHmm, or null
 * when it may. A window whose end is before its start runs past midnight.
 */
export const orderAuthRefusal = (auth: RankOrderAuth, weekday: number, hm: string): string | null => {
  if (auth.weekdays && !auth.weekdays[weekday]) {
    const allowed = auth.weekdays.flatMap((ok, i) => (ok ? [WEEKDAY_LABELS[i]] : [])).join('·');
    return `${auth.rankName} 등급은 ${WEEKDAY_LABELS[weekday]}요일에 주문할 수 없습니다 (주문 가능 요일: ${allowed || '없음'}).`;
  }
  if (auth.hours) {
    const { fromHm, toHm } = auth.hours;
    const inside = fromHm <= toHm ? hm >= fromHm && hm < toHm : hm >= fromHm || hm < toHm;
    if (!inside)
      return `${auth.rankName} 등급은 지금(${hm.slice(0, 2)}:${hm.slice(2)}) 주문할 수 없습니다 (주문 가능 시간 ${fromHm.slice(0, 2)}:${fromHm.slice(2)}~${toHm.slice(0, 2)}:${toHm.slice(2)}).`;
  }
  return null;
};

/** Points a sale line earns at a rate in basis points (truncated to the point). */
export const pointsAtRate = (total: number, rateBp: number): number =>
  total > 0 && rateBp > 0 ? Math.trunc((total * rateBp) / 10_000) : 0;
