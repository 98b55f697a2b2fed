// Heuristic solver for more stops than the exact one takes. It follows the iterated local search
// of Johnson & McGeoch ("The traveling salesman problem: a case study in local optimization",
// 1997) in its 2-opt + Or-opt form ("2.5-opt"/Or-opt, Or 1976):
//   1. construction by nearest neighbour over the candidate lists, O(n·K) (farthest insertion
//      starts shorter but is O(n²) and cannot be interrupted: 60–120 ms at 1 000 stops);
//   2. local search with 2-opt and Or-opt moves (chains of 1–3 stops, either direction), driven
//      by nearest-neighbour candidate lists and don't-look bits (Bentley, "Fast algorithms for
//      geometric traveling salesman problems", 1992): a node is re-examined only when an edge
//      at it changed;
//   3. perturbation by double-bridge kicks (Martin, Otto & Felten 1991) on short segments (with
//      locks inside the route, also exchanges of two stops), the local search again from the
//      kick's end nodes only, and the acceptance test of their large-step Markov chains: a
//      shorter or equal route always, a longer one rarely.
// Locked positions: 2-opt and Or-opt never move a stop across one; an exchange or a shift
// (the stops between slide one slot, jumping over the locks) does.
// The route is an array of positions with both ends fixed. Every variant becomes such a path:
// a round trip ends at a copy of the start, an open route at an artificial node that costs 0
// to reach. Asymmetric matrices (one-way streets) are exact: reversing a segment changes the
// cost of its inner edges, and that change is read in O(1) from a prefix sum of
// (backward − forward) edge costs, kept up to date after every move.
import type { RoutePrng } from './route-random.js';

/** Int32 when every cost fits (half the memory, so more of a 1 000-stop matrix stays in cache). */
export type CostArray = Int32Array | Float64Array;

/** A Hamiltonian path over `size` nodes with fixed first and last positions. */
export type PathProblem = {
  size: number;
  /** size × size, row-major. */
  cost: CostArray;
  /** min(cost[a][b], cost[b][a]): how near two nodes are, read row-wise (the same array when symmetric). */
  nearness: CostArray;
  /** The node locked at each position, or -1. Positions 0 and size - 1 are always locked. */
  lockedNodeAt: Int32Array;
  symmetric: boolean;
  /** A node that is nobody's neighbour (the zero-cost artificial end of an open route), or -1. */
  isolated: number;
};

export type SearchLimits = {
  /** A `now()` value after which the search stops. */
  deadline: number;
  /** Number of kicks at most. */
  maxIterations: number;
  /** Stop after this many kicks in a row that did not shorten the best route. */
  stallIterations: number;
  now: () => number;
};

export type SearchResult = {
  tour: Int32Array;
  cost: number;
  /** Kicks made, and the kick after which the returned route was first reached. */
  iterations: number;
  bestIteration: number;
};

/** Candidate list length: 10 nearest is the usual choice for 2-opt/Or-opt (Johnson & McGeoch). */
const NEIGHBOUR_COUNT = 10;
/** Longest chain an Or-opt move relocates. */
const MAX_CHAIN = 3;
/** Temperature of the acceptance test, as a fraction of the current route's mean edge. */
const ACCEPTANCE_TEMPERATURE = 0.1;
/** Longest segment a double-bridge kick swaps: short, local kicks keep each repair cheap. */
const MAX_KICK_SEGMENT = 30;

/** Transpose in 64 × 64 tiles (a plain column walk misses the cache on every read). */
export const transposeCosts = (cost: CostArray, m: number): CostArray => {
  const result = cost.slice();
  const tile = 64;
  for (let i0 = 0; i0 < m; i0 += tile) {
    for (let j0 = 0; j0 < m; j0 += tile) {
      const iEnd = Math.min(m, i0 + tile);
      const jEnd = Math.min(m, j0 + tile);
      for (let i = i0; i < iEnd; i += 1)
        for (let j = j0; j < jEnd; j += 1) result[j * m + i] = cost[i * m + j]!;
    }
  }
  return result;
};

/**
 * Nearest neighbour construction walked along the positions: a locked position takes its stop,
 * any other the nearest stop not yet placed, found in the candidate list and only when all
 * candidates are used by a scan of one row. O(n·K) in the common case, so even 1 000 stops cost
 * a few milliseconds before the (interruptible) local search starts.
 */
const buildNearestNeighbourTour = (
  problem: PathProblem,
  neighbours: Int32Array,
  neighbourCount: Int32Array,
  k: number,
): Int32Array => {
  const { size: m, nearness, lockedNodeAt } = problem;
  const used = new Uint8Array(m);
  for (let p = 0; p < m; p += 1) if (lockedNodeAt[p]! >= 0) used[lockedNodeAt[p]!] = 1;
  const tour = new Int32Array(m);
  tour[0] = lockedNodeAt[0]!;
  tour[m - 1] = lockedNodeAt[m - 1]!;
  let current = tour[0]!;
  for (let p = 1; p < m - 1; p += 1) {
    let next = lockedNodeAt[p]!;
    if (next < 0) {
      for (let q = 0; q < neighbourCount[current]!; q += 1) {
        const candidate = neighbours[current * k + q]!;
        if (!used[candidate]) {
          next = candidate;
          break;
        }
      }
    }
    if (next < 0) {
      let nearest = Number.POSITIVE_INFINITY;
      const row = current * m;
      for (let v = 0; v < m; v += 1) {
        if (!used[v] && nearness[row + v]! < nearest) {
          nearest = nearness[row + v]!;
          next = v;
        }
      }
    }
    used[next] = 1;
    tour[p] = next;
    current = next;
  }
  return tour;
};

class PathSearch {
  readonly tour: Int32Array;
  cost = 0;
  private readonly m: number;
  private readonly d: CostArray;
  private readonly symmetric: boolean;
  private readonly nearness: CostArray;
  /** lockedBefore[p] = number of locked positions < p: a range is movable iff it holds none. */
  private readonly lockedBefore: Int32Array;
  private readonly hasInnerLocks: boolean;
  /** Next / previous movable position (m / -1 when none): where a shift across locks lands. */
  private readonly nextMovable: Int32Array;
  private readonly previousMovable: Int32Array;
  /** Smallest locked position > p (m - 1 at the latest). */
  private readonly nextLocked: Int32Array;
  private readonly touched: number[] = [];
  private readonly neighbours: Int32Array;
  private readonly neighbourCount: Int32Array;
  private readonly k: number;
  private readonly pos: Int32Array;
  /** reversal[p] = Σ_{x<p} (d[t(x+1)][t(x)] − d[t(x)][t(x+1)]): reversing [lo, hi] adds reversal[hi] − reversal[lo]. */
  private readonly reversal: Float64Array;
  private readonly queue: Int32Array;
  private readonly queued: Uint8Array;
  private queueHead = 0;
  private queueLength = 0;
  private readonly scratch: Int32Array;
  private readonly chainStart = new Int32Array(2 * MAX_CHAIN);
  private readonly chainEnd = new Int32Array(2 * MAX_CHAIN);
  private readonly chainGain = new Float64Array(2 * MAX_CHAIN);

  constructor(problem: PathProblem) {
    const m = problem.size;
    this.m = m;
    this.d = problem.cost;
    this.symmetric = problem.symmetric;
    this.nearness = problem.nearness;
    this.lockedBefore = new Int32Array(m + 1);
    let inner = 0;
    for (let p = 0; p < m; p += 1) {
      const locked = problem.lockedNodeAt[p]! >= 0 ? 1 : 0;
      this.lockedBefore[p + 1] = this.lockedBefore[p]! + locked;
      if (locked && p > 0 && p < m - 1) inner += 1;
    }
    this.hasInnerLocks = inner > 0;
    this.nextMovable = new Int32Array(m);
    this.previousMovable = new Int32Array(m);
    this.nextLocked = new Int32Array(m).fill(m - 1);
    let previous = -1;
    for (let p = 0; p < m; p += 1) {
      this.previousMovable[p] = previous;
      if (problem.lockedNodeAt[p]! < 0) previous = p;
    }
    let following = m;
    let followingLock = m - 1;
    for (let p = m - 1; p >= 0; p -= 1) {
      this.nextMovable[p] = following;
      this.nextLocked[p] = followingLock;
      if (problem.lockedNodeAt[p]! < 0) following = p;
      else followingLock = p;
    }
    this.tour = new Int32Array(m);
    this.pos = new Int32Array(m);
    this.reversal = new Float64Array(m);
    this.queue = new Int32Array(m);
    this.queued = new Uint8Array(m);
    this.scratch = new Int32Array(m);
    this.k = Math.max(0, Math.min(NEIGHBOUR_COUNT, m - 1));
    this.neighbours = new Int32Array(m * this.k);
    this.neighbourCount = new Int32Array(m);
    this.buildNeighbours(problem.nearness, problem.isolated);
    this.load(buildNearestNeighbourTour(problem, this.neighbours, this.neighbourCount, this.k));
  }

  /** K nearest by min(d[u][v], d[v][u]), ties by index; insertion into a short sorted list is O(n²·K) in all. */
  private buildNeighbours(nearness: CostArray, isolated: number): void {
    const { m, k } = this;
    const keys = new Float64Array(k);
    for (let u = 0; u < m; u += 1) {
      if (u === isolated) continue;
      const base = u * k;
      let count = 0;
      for (let v = 0; v < m; v += 1) {
        if (v === u || v === isolated) continue;
        const key = nearness[u * m + v]!;
        if (count === k && key >= keys[k - 1]!) continue;
        let slot = count < k ? count : k - 1;
        while (slot > 0 && keys[slot - 1]! > key) {
          keys[slot] = keys[slot - 1]!;
          this.neighbours[base + slot] = this.neighbours[base + slot - 1]!;
          slot -= 1;
        }
        keys[slot] = key;
        this.neighbours[base + slot] = v;
        if (count < k) count += 1;
      }
      this.neighbourCount[u] = count;
    }
  }

  /** Takes `tour` as the current route; its cost is summed unless the caller knows it. */
  load(tour: Int32Array, knownCost?: number): void {
    this.tour.set(tour);
    const { m, d } = this;
    let total = 0;
    for (let p = 0; p < m; p += 1) {
      this.pos[tour[p]!] = p;
      if (knownCost === undefined && p > 0) total += d[tour[p - 1]! * m + tour[p]!]!;
    }
    this.cost = knownCost ?? total;
    this.refreshReversal(1);
    while (this.queueLength > 0) {
      this.queued[this.queue[this.queueHead]!] = 0;
      this.queueHead = (this.queueHead + 1) % m;
      this.queueLength -= 1;
    }
  }

  queueAll(): void {
    for (let p = 0; p < this.m; p += 1) this.push(this.tour[p]!);
  }

  private push(node: number): void {
    if (this.queued[node]) return;
    this.queued[node] = 1;
    this.queue[(this.queueHead + this.queueLength) % this.m] = node;
    this.queueLength += 1;
  }

  private isMovable(from: number, to: number): boolean {
    return this.lockedBefore[to + 1] === this.lockedBefore[from];
  }

  private refreshReversal(from: number): void {
    if (this.symmetric) return;
    const { m, d, tour, reversal } = this;
    for (let p = Math.max(1, from); p < m; p += 1) {
      const a = tour[p - 1]!;
      const b = tour[p]!;
      reversal[p] = reversal[p - 1]! + d[b * m + a]! - d[a * m + b]!;
    }
  }

  private refreshPositions(from: number, to: number): void {
    for (let p = from; p <= to; p += 1) this.pos[this.tour[p]!] = p;
  }

  /** Runs the local search until no queued node improves; false when the deadline cut it short. */
  run(limits: SearchLimits): boolean {
    let steps = 0;
    while (this.queueLength > 0) {
      steps += 1;
      if ((steps & 127) === 0 && limits.now() > limits.deadline) return false;
      const u = this.queue[this.queueHead]!;
      this.queueHead = (this.queueHead + 1) % this.m;
      this.queueLength -= 1;
      this.queued[u] = 0;
      if (this.improveNode(u)) this.push(u);
    }
    return true;
  }

  /** First improving move that joins u to one of its candidate neighbours, applied; or false. */
  private improveNode(u: number): boolean {
    const { m, d, tour: t, pos, symmetric, reversal } = this;
    const i = pos[u]!;
    const succ = i < m - 1 ? t[i + 1]! : -1;
    const pred = i > 0 ? t[i - 1]! : -1;
    // Pruning (Bentley 1992): a gain needs a new edge at u shorter than an edge it removes.
    let bound = Math.max(succ >= 0 ? d[u * m + succ]! : 0, pred >= 0 ? d[pred * m + u]! : 0);

    // Or-opt chains of 1..MAX_CHAIN movable stops that begin or end at u, with what removing them saves.
    let chains = 0;
    for (let length = 1; length <= MAX_CHAIN; length += 1) {
      for (let side = 0; side < (length === 1 ? 1 : 2); side += 1) {
        const ci = side === 0 ? i : i - length + 1;
        const cj = ci + length - 1;
        if (ci < 1 || cj > m - 2 || !this.isMovable(ci, cj)) continue;
        const p = t[ci - 1]!;
        const nx = t[cj + 1]!;
        const gain = d[p * m + t[ci]!]! + d[t[cj]! * m + nx]! - d[p * m + nx]!;
        this.chainStart[chains] = ci;
        this.chainEnd[chains] = cj;
        this.chainGain[chains] = gain;
        if (gain > bound) bound = gain;
        chains += 1;
      }
    }

    const base = u * this.k;
    const count = this.neighbourCount[u]!;
    for (let q = 0; q < count; q += 1) {
      const v = this.neighbours[base + q]!;
      if (this.nearness[u * m + v]! >= bound) break;
      const j = pos[v]!;

      // 2-opt removing (u, succ u) and (v, succ v): reverse what lies between.
      if (succ >= 0 && j < m - 1) {
        if (j > i + 1 && this.tryReverse(i + 1, j)) return true;
        if (j < i - 1 && this.tryReverse(j + 1, i)) return true;
      }
      // 2-opt removing (pred u, u) and (pred v, v).
      if (pred >= 0 && j > 0) {
        if (j < i - 1 && this.tryReverse(j, i - 1)) return true;
        if (j > i + 1 && this.tryReverse(i, j - 1)) return true;
      }

      // Or-opt: move a chain at u next to v, turned so that u touches v.
      for (let c = 0; c < chains; c += 1) {
        const ci = this.chainStart[c]!;
        const cj = this.chainEnd[c]!;
        if (j >= ci && j <= cj) continue;
        const c0 = t[ci]!;
        const cl = t[cj]!;
        const innerReversal = symmetric ? 0 : reversal[cj]! - reversal[ci]!;
        for (let gap = 0; gap < 2; gap += 1) {
          // gap 0: between v and succ v (u right after v); gap 1: between pred v and v (u right before v).
          const k = gap === 0 ? j : j - 1;
          if (k < 0 || k > m - 2 || (k >= ci - 1 && k <= cj)) continue;
          const reversed = gap === 0 ? u !== c0 : u !== cl;
          const a = t[k]!;
          const b = t[k + 1]!;
          const added = reversed
            ? d[a * m + cl]! + d[c0 * m + b]! - d[a * m + b]! + innerReversal
            : d[a * m + c0]! + d[cl * m + b]! - d[a * m + b]!;
          const delta = added - this.chainGain[c]!;
          if (delta >= 0) continue;
          if (k > cj ? !this.isMovable(ci, k) : !this.isMovable(k + 1, cj)) continue;
          this.applyChainMove(ci, cj, k, reversed, delta);
          return true;
        }
      }

      // 2-opt and Or-opt never carry a stop across a locked position; these two moves do.
      if (this.hasInnerLocks && this.lockedBefore[i] !== this.lockedBefore[j] && this.isMovable(i, i)) {
        if (this.trySwap(i, j + 1) || this.trySwap(i, j - 1)) return true;
        if (
          this.tryShift(i, this.previousMovable[j]!) ||
          this.tryShift(i, j) ||
          this.tryShift(i, this.nextMovable[j]!)
        ) {
          return true;
        }
      }
    }
    return false;
  }

  private tryReverse(lo: number, hi: number): boolean {
    if (!this.isMovable(lo, hi)) return false;
    const { m, d, tour: t } = this;
    const a = t[lo - 1]!;
    const b = t[lo]!;
    const c = t[hi]!;
    const e = t[hi + 1]!;
    const inner = this.symmetric ? 0 : this.reversal[hi]! - this.reversal[lo]!;
    const delta = d[a * m + c]! + d[b * m + e]! - d[a * m + b]! - d[c * m + e]! + inner;
    if (delta >= 0) return false;
    this.applyReverse(lo, hi);
    this.cost += delta;
    return true;
  }

  private applyReverse(lo: number, hi: number): void {
    const t = this.tour;
    for (let x = lo, y = hi; x < y; x += 1, y -= 1) {
      const node = t[x]!;
      t[x] = t[y]!;
      t[y] = node;
    }
    this.refreshPositions(lo, hi);
    this.refreshReversal(lo);
    this.push(t[lo - 1]!);
    this.push(t[lo]!);
    this.push(t[hi]!);
    this.push(t[hi + 1]!);
  }

  private applyChainMove(ci: number, cj: number, k: number, reversed: boolean, delta: number): void {
    const t = this.tour;
    const length = cj - ci + 1;
    const chain = this.scratch;
    for (let x = 0; x < length; x += 1) chain[x] = reversed ? t[cj - x]! : t[ci + x]!;
    const oldPred = t[ci - 1]!;
    const oldNext = t[cj + 1]!;
    const a = t[k]!;
    const b = t[k + 1]!;
    let from: number;
    let to: number;
    if (k > cj) {
      for (let x = cj + 1; x <= k; x += 1) t[x - length] = t[x]!;
      for (let x = 0; x < length; x += 1) t[k - length + 1 + x] = chain[x]!;
      from = ci;
      to = k;
    } else {
      for (let x = ci - 1; x >= k + 1; x -= 1) t[x + length] = t[x]!;
      for (let x = 0; x < length; x += 1) t[k + 1 + x] = chain[x]!;
      from = k + 1;
      to = cj;
    }
    this.refreshPositions(from, to);
    this.refreshReversal(from);
    this.cost += delta;
    this.push(oldPred);
    this.push(oldNext);
    this.push(a);
    this.push(b);
    this.push(chain[0]!);
    this.push(chain[length - 1]!);
  }

  /** The node at position p after moving the stop at i to q, the movable stops between sliding one slot. */
  private shiftedAt(p: number, i: number, q: number): number {
    const t = this.tour;
    if (p < Math.min(i, q) || p > Math.max(i, q) || !this.isMovable(p, p)) return t[p]!;
    if (p === q) return t[i]!;
    return t[i < q ? this.nextMovable[p]! : this.previousMovable[p]!]!;
  }

  /**
   * Moves the stop at i to position q; the movable stops between slide one slot towards i and
   * jump over locked positions, which keep their stops. Inside a run of adjacent movable positions
   * the edges only slide along, so each run adds two terms and each lock a few: O(locks between).
   */
  private tryShift(i: number, q: number): boolean {
    const { m, d, tour: t } = this;
    if (q === i || q < 1 || q > m - 2 || !this.isMovable(q, q)) return false;
    const lo = Math.min(i, q);
    const hi = Math.max(i, q);
    const touched = this.touched;
    touched.length = 0;
    const edge = (a: number, b: number): number => d[a * m + b]!;
    let delta = 0;
    let x = lo - 1;
    while (x <= hi) {
      if (x >= lo && x + 1 <= hi && this.isMovable(x, x + 1)) {
        const s = x;
        const e = Math.min(hi, this.nextLocked[s]! - 1);
        if (i < q) {
          delta += edge(this.shiftedAt(e - 1, i, q), this.shiftedAt(e, i, q)) - edge(t[s]!, t[s + 1]!);
        } else {
          delta += edge(this.shiftedAt(s, i, q), this.shiftedAt(s + 1, i, q)) - edge(t[e - 1]!, t[e]!);
        }
        touched.push(s, e);
        x = e;
      } else {
        delta += edge(this.shiftedAt(x, i, q), this.shiftedAt(x + 1, i, q)) - edge(t[x]!, t[x + 1]!);
        touched.push(x, x + 1);
        x += 1;
      }
    }
    if (delta >= 0) return false;
    const u = t[i]!;
    if (i < q) {
      for (let p = i; p !== q; p = this.nextMovable[p]!) t[p] = t[this.nextMovable[p]!]!;
    } else {
      for (let p = i; p !== q; p = this.previousMovable[p]!) t[p] = t[this.previousMovable[p]!]!;
    }
    t[q] = u;
    this.refreshPositions(lo, hi);
    this.refreshReversal(lo);
    this.cost += delta;
    for (const position of touched) {
      if (position > 0) this.push(t[position - 1]!);
      this.push(t[position]!);
      if (position < m - 1) this.push(t[position + 1]!);
    }
    return true;
  }

  private edgesAround(x: number, y: number): number {
    const { m, d, tour: t } = this;
    let total = d[t[x - 1]! * m + t[x]!]! + d[t[x]! * m + t[x + 1]!]! + d[t[y]! * m + t[y + 1]!]!;
    if (y - 1 !== x) total += d[t[y - 1]! * m + t[y]!]!;
    return total;
  }

  /** Exchanges the stops at positions i and q if that shortens the route. */
  private trySwap(i: number, q: number): boolean {
    const m = this.m;
    if (q === i || q < 1 || q > m - 2 || i < 1 || i > m - 2) return false;
    if (!this.isMovable(i, i) || !this.isMovable(q, q)) return false;
    const x = Math.min(i, q);
    const y = Math.max(i, q);
    const before = this.edgesAround(x, y);
    this.exchange(x, y);
    const delta = this.edgesAround(x, y) - before;
    if (delta >= 0) {
      this.exchange(x, y);
      return false;
    }
    this.afterExchange(x, y, delta);
    return true;
  }

  private exchange(x: number, y: number): void {
    const t = this.tour;
    const node = t[x]!;
    t[x] = t[y]!;
    t[y] = node;
  }

  private afterExchange(x: number, y: number, delta: number): void {
    const t = this.tour;
    this.pos[t[x]!] = x;
    this.pos[t[y]!] = y;
    this.refreshReversal(x);
    this.cost += delta;
    for (const p of [x - 1, x, x + 1, y - 1, y, y + 1]) this.push(t[p]!);
  }

  /**
   * Perturbation: a double-bridge kick A B C D → A C B D, B and C adjacent segments (no reversal,
   * so it is exact on asymmetric matrices); with locks inside the route, also random exchanges.
   * False when nothing can move.
   */
  kick(rng: RoutePrng): boolean {
    const movable = this.m - 2;
    if (movable < 2) return false;
    // Locked positions split the route into gaps whose stop counts never change; half the kicks
    // exchange two stops (usually of different gaps), the only way a stop changes gap.
    if (this.hasInnerLocks && rng.nextInt(2) === 0) return this.randomExchange(rng);
    return this.doubleBridge(rng) || (this.hasInnerLocks && this.randomExchange(rng));
  }

  private doubleBridge(rng: RoutePrng): boolean {
    const { m, d, tour: t } = this;
    const movable = m - 2;
    // Short segments on long routes (local kicks, cheap to repair); on short routes anything up to
    // the whole route, or the few possible kicks all fall back into the same local optimum.
    const longest = Math.max(1, Math.min(MAX_KICK_SEGMENT, movable - 1));
    for (let attempt = 0; attempt < 16; attempt += 1) {
      const lengthB = 1 + rng.nextInt(longest);
      const lengthC = 1 + rng.nextInt(longest);
      if (lengthB + lengthC > movable) continue;
      const p1 = 1 + rng.nextInt(movable - lengthB - lengthC + 1);
      const p2 = p1 + lengthB;
      const p3 = p2 + lengthC;
      if (!this.isMovable(p1, p3 - 1)) continue;
      const a = t[p1 - 1]!;
      const b0 = t[p1]!;
      const bl = t[p2 - 1]!;
      const c0 = t[p2]!;
      const cl = t[p3 - 1]!;
      const e = t[p3]!;
      const delta =
        d[a * m + c0]! + d[cl * m + b0]! + d[bl * m + e]! - d[a * m + b0]! - d[bl * m + c0]! - d[cl * m + e]!;
      const saved = this.scratch;
      for (let x = p1; x < p3; x += 1) saved[x - p1] = t[x]!;
      for (let x = 0; x < lengthC; x += 1) t[p1 + x] = saved[lengthB + x]!;
      for (let x = 0; x < lengthB; x += 1) t[p1 + lengthC + x] = saved[x]!;
      this.refreshPositions(p1, p3 - 1);
      this.refreshReversal(p1);
      this.cost += delta;
      for (const node of [a, b0, bl, c0, cl, e]) this.push(node);
      return true;
    }
    return false;
  }

  private randomExchange(rng: RoutePrng): boolean {
    const movable = this.m - 2;
    for (let attempt = 0; attempt < 16; attempt += 1) {
      const x = 1 + rng.nextInt(movable);
      const y = 1 + rng.nextInt(movable);
      if (x === y || !this.isMovable(x, x) || !this.isMovable(y, y)) continue;
      const low = Math.min(x, y);
      const high = Math.max(x, y);
      const before = this.edgesAround(low, high);
      this.exchange(low, high);
      this.afterExchange(low, high, this.edgesAround(low, high) - before);
      return true;
    }
    return false;
  }
}

/** Construction, local search, then kicks until a limit; the best path found, first and last fixed. */
export const searchPath = (problem: PathProblem, rng: RoutePrng, limits: SearchLimits): SearchResult => {
  const search = new PathSearch(problem);
  search.queueAll();
  search.run(limits);
  const best = Int32Array.from(search.tour);
  let bestCost = search.cost;
  const current = Int32Array.from(search.tour);
  let currentCost = search.cost;
  const edges = problem.size - 1;
  let iterations = 0;
  let bestIteration = 0;
  let stalled = 0;
  while (
    iterations < limits.maxIterations &&
    stalled < limits.stallIterations &&
    limits.now() < limits.deadline
  ) {
    if (!search.kick(rng)) break;
    iterations += 1;
    search.run(limits);
    const cost = search.cost;
    if (cost < bestCost) {
      bestCost = cost;
      best.set(search.tour);
      bestIteration = iterations;
      stalled = 0;
    } else {
      stalled += 1;
    }
    // Large-step Markov chain acceptance (Martin, Otto & Felten 1991): an equal or shorter route
    // always, a longer one with probability exp(−Δ/T). Returning to the best route after every
    // failed kick traps the search in one deep valley (seen on 200-stop instances for 20 000
    // rounds); T = 0.1 × the mean edge measured best on 100–1 000 stops.
    const temperature = (ACCEPTANCE_TEMPERATURE * currentCost) / edges;
    if (cost <= currentCost || rng.nextUnit() < Math.exp(-(cost - currentCost) / temperature)) {
      current.set(search.tour);
      currentCost = cost;
    } else {
      search.load(current, currentCost);
    }
  }
  return { tour: best, cost: bestCost, iterations, bestIteration };
};
