import type { CommissionBracket } from './external.schema.js';

export type BracketCommission = CommissionBracket & { base: number; commission: number };

/**
 * Commission on `net` won by a bracket table (like income tax brackets): each bracket's rate applies
 * to the part of net sales inside it, rounded down to the won per bracket. Net sales at or below
 * zero (more returned than sold in the period) earn nothing rather than a negative commission.
 */
export const commissionOf = (
  net: number,
  brackets: readonly CommissionBracket[],
): { commission: number; brackets: BracketCommission[] } => {
  const sorted = [...brackets].sort((a, b) => a.fromAmount - b.fromAmount);
  const rows = sorted.map((b, i) => {
    const upper = sorted[i + 1]?.fromAmount ?? Number.POSITIVE_INFINITY;
    const base = Math.max(0, Math.min(net, upper) - b.fromAmount);
    return { ...b, base, commission: Math.floor((base * b.rateBp) / 10_000) };
  });
  return { commission: rows.reduce((s, r) => s + r.commission, 0), brackets: rows };
};
