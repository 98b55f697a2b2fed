// A seeded pseudo-random generator, so that the same seed gives the same route (tests, support
// tickets, "why did the route change?"). Mulberry32 (Tommy Ettinger, public domain): 32-bit
// state, fast, and good enough for choosing kicks; not for anything secret.
export type RoutePrng = {
  /** Uniform integer in [0, bound). */
  nextInt: (bound: number) => number;
  /** Uniform number in [0, 1). */
  nextUnit: () => number;
};

export const createRoutePrng = (seed: number): RoutePrng => {
  let state = (Math.trunc(seed) ^ 0x9e3779b9) >>> 0;
  const nextUint32 = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
  return {
    nextInt: (bound) => Math.floor((nextUint32() / 4294967296) * bound),
    nextUnit: () => nextUint32() / 4294967296,
  };
};
