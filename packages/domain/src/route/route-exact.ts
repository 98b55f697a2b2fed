// Exact solver: Held & Karp (1962) dynamic programming over subsets. dp[S][j] is the shortest
// path that leaves the start, visits exactly the set S of free stops and ends at j ∈ S. Since
// |S| is the position of j in the route, a locked position is a filter on the transitions, so
// locks cost nothing extra. Time O(2^k · k²), memory O(2^k · k) for k free stops: 12 stops is
// 2^12 · 144 ≈ 0.6 million steps, a few milliseconds.
import type { ValidRouteInput } from './route-input.js';

export type ExactRoute = { order: number[]; distance: number };

/** Largest number of free stops the exact solver accepts when asked for explicitly (2^16·16 states). */
export const EXACT_SOLVER_MAX_FREE_STOPS = 16;

export const solveRouteExact = (input: ValidRouteInput): ExactRoute => {
  const { matrix, start, end, lockedIndexAt, lockedPositionOf } = input;
  const n = matrix.length;
  const closed = end === start;
  const fixedEnd = end !== undefined && end !== start ? end : -1;
  const free: number[] = [];
  for (let i = 0; i < n; i += 1) if (i !== start && i !== fixedEnd) free.push(i);
  const k = free.length;
  if (k > EXACT_SOLVER_MAX_FREE_STOPS) {
    throw new RangeError(`exact solver: ${k} free stops exceed ${EXACT_SOLVER_MAX_FREE_STOPS}`);
  }
  const tail = (last: number): number =>
    closed ? matrix[last]![start]! : fixedEnd >= 0 ? matrix[last]![fixedEnd]! : 0;
  if (k === 0) {
    const order = fixedEnd >= 0 ? [start, fixedEnd] : [start];
    return { order, distance: fixedEnd >= 0 ? matrix[start]![fixedEnd]! : 0 };
  }

  // allowedAt[p]: bit b set when stop free[b] may stand at position p (1-based place after the
  // start): a locked position admits only its stop, a locked stop only its position.
  const full = (1 << k) - 1;
  const allowedAt = new Int32Array(k + 2).fill(full);
  for (let b = 0; b < k; b += 1) {
    const lockedPosition = lockedPositionOf[free[b]!]!;
    if (lockedPosition < 0) continue;
    for (let p = 1; p <= k; p += 1) if (p !== lockedPosition) allowedAt[p]! &= ~(1 << b);
  }
  for (let p = 1; p <= k; p += 1) {
    const lockedNode = lockedIndexAt[p] ?? -1;
    if (lockedNode >= 0) allowedAt[p] = allowedAt[p]! & (1 << free.indexOf(lockedNode));
  }

  const cost = new Float64Array((full + 1) * k).fill(Number.POSITIVE_INFINITY);
  const parent = new Int8Array((full + 1) * k).fill(-1);
  const popcount = new Uint8Array(full + 1);
  for (let s = 1; s <= full; s += 1) popcount[s] = popcount[s >> 1]! + (s & 1);
  // Flat copy of the free-to-free distances: the inner loop runs millions of times.
  const between = new Float64Array(k * k);
  for (let a = 0; a < k; a += 1)
    for (let b = 0; b < k; b += 1) between[a * k + b] = matrix[free[a]!]![free[b]!]!;

  for (let b = 0; b < k; b += 1)
    if (allowedAt[1]! & (1 << b)) cost[(1 << b) * k + b] = matrix[start]![free[b]!]!;
  for (let set = 1; set <= full; set += 1) {
    const candidates = allowedAt[popcount[set]! + 1]! & ~set;
    if (candidates === 0) continue;
    for (let last = 0; last < k; last += 1) {
      const here = cost[set * k + last]!;
      if (here === Number.POSITIVE_INFINITY) continue;
      const row = last * k;
      for (let rest = candidates; rest !== 0; rest &= rest - 1) {
        const next = 31 - Math.clz32(rest & -rest);
        const target = (set | (1 << next)) * k + next;
        const candidate = here + between[row + next]!;
        if (candidate < cost[target]!) {
          cost[target] = candidate;
          parent[target] = last;
        }
      }
    }
  }

  let bestLast = -1;
  let best = Number.POSITIVE_INFINITY;
  for (let last = 0; last < k; last += 1) {
    const total = cost[full * k + last]! + tail(free[last]!);
    if (total < best) {
      best = total;
      bestLast = last;
    }
  }
  if (bestLast < 0) throw new RangeError('exact solver: the locked positions leave no feasible route');

  const reversed: number[] = [];
  let set = full;
  let last = bestLast;
  while (last >= 0) {
    reversed.push(free[last]!);
    const previous = parent[set * k + last]!;
    set &= ~(1 << last);
    last = previous;
  }
  const order = [start, ...reversed.reverse()];
  if (fixedEnd >= 0) order.push(fixedEnd);
  return { order, distance: best };
};
