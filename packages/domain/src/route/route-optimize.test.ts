import { describe, expect, it } from 'vitest';
import { euclideanNintMatrix } from './route-distance.js';
import { EXACT_MAX_STOPS, type OptimizeRouteInput, optimizeRoute, routeDistance } from './route-optimize.js';
import { createRoutePrng, type RoutePrng } from './route-random.js';

type Matrix = number[][];

const randomPoints = (rng: RoutePrng, count: number) =>
  Array.from({ length: count }, () => ({ x: rng.nextInt(10_000), y: rng.nextInt(10_000) }));

const euclidean = (rng: RoutePrng, count: number): Matrix => euclideanNintMatrix(randomPoints(rng, count));

/** Road-like one-way costs: the Euclidean distance plus a random detour that differs by direction. */
const asymmetric = (rng: RoutePrng, count: number): Matrix =>
  euclidean(rng, count).map((row, i) => row.map((value, j) => (i === j ? 0 : value + rng.nextInt(3_000))));

/** Every order that starts at `start`, ends at a distinct `end` and keeps the locks: the shortest one. */
const bruteForce = (input: OptimizeRouteInput): number => {
  const { matrix, start, end } = input;
  const n = matrix.length;
  const roundTrip = end === start;
  const fixedEnd = end !== undefined && end !== start ? end : -1;
  const middle = [...Array(n).keys()].filter((i) => i !== start && i !== fixedEnd);
  let best = Number.POSITIVE_INFINITY;
  const permute = (prefix: number[], rest: number[]): void => {
    if (rest.length === 0) {
      const order = fixedEnd >= 0 ? [start, ...prefix, fixedEnd] : [start, ...prefix];
      if ((input.locked ?? []).every((lock) => order[lock.position] === lock.index)) {
        best = Math.min(best, routeDistance(matrix, order, roundTrip));
      }
      return;
    }
    for (let r = 0; r < rest.length; r += 1) {
      permute([...prefix, rest[r]!], [...rest.slice(0, r), ...rest.slice(r + 1)]);
    }
  };
  permute([], middle);
  return best;
};

const expectValidOrder = (input: OptimizeRouteInput, order: readonly number[]): void => {
  const n = input.matrix.length;
  expect([...order].sort((a, b) => a - b)).toEqual([...Array(n).keys()]);
  expect(order[0]).toBe(input.start);
  if (input.end !== undefined && input.end !== input.start) expect(order[n - 1]).toBe(input.end);
  for (const lock of input.locked ?? []) expect(order[lock.position]).toBe(lock.index);
};

describe('optimizeRoute: exact up to 12 stops', () => {
  it('equals brute force on random instances of 4 to 9 stops (round trip, open, fixed end, asymmetric)', () => {
    const rng = createRoutePrng(11);
    for (let trial = 0; trial < 48; trial += 1) {
      const stops = 4 + (trial % 6);
      const matrix = trial % 2 === 0 ? euclidean(rng, stops + 1) : asymmetric(rng, stops + 1);
      const variant = trial % 3;
      const input: OptimizeRouteInput = {
        matrix,
        start: trial % (stops + 1),
        end: variant === 0 ? trial % (stops + 1) : variant === 1 ? undefined : (trial + 1) % (stops + 1),
      };
      const result = optimizeRoute(input);
      expect(result.optimal).toBe(true);
      expectValidOrder(input, result.order);
      expect(result.distance).toBe(bruteForce(input));
      expect(result.distance).toBe(routeDistance(matrix, result.order, input.end === input.start));
    }
  });

  it('equals brute force with locked positions', () => {
    const rng = createRoutePrng(12);
    for (let trial = 0; trial < 12; trial += 1) {
      const stops = 6 + (trial % 3);
      const matrix = trial % 2 === 0 ? euclidean(rng, stops + 1) : asymmetric(rng, stops + 1);
      const input: OptimizeRouteInput = {
        matrix,
        start: 0,
        end: trial % 3 === 0 ? 0 : trial % 3 === 1 ? undefined : stops,
        locked: [
          { index: 3, position: 1 },
          { index: 1, position: 4 },
        ],
      };
      const result = optimizeRoute(input);
      expectValidOrder(input, result.order);
      expect(result.distance).toBe(bruteForce(input));
    }
  });

  it('is never beaten by the heuristic on 10 to 12 stops', () => {
    const rng = createRoutePrng(13);
    for (let trial = 0; trial < 24; trial += 1) {
      const stops = 10 + (trial % 3);
      const matrix = trial % 2 === 0 ? euclidean(rng, stops + 1) : asymmetric(rng, stops + 1);
      const input: OptimizeRouteInput = {
        matrix,
        start: 0,
        end: trial % 3 === 0 ? 0 : trial % 3 === 1 ? undefined : stops,
        locked: trial % 4 === 0 ? [{ index: 2, position: 5 }] : [],
        seed: trial,
        maxIterations: 300,
      };
      const exact = optimizeRoute(input);
      const heuristic = optimizeRoute({ ...input, method: 'heuristic' });
      expect(exact.optimal).toBe(true);
      expectValidOrder(input, heuristic.order);
      expect(heuristic.distance).toBeGreaterThanOrEqual(exact.distance);
    }
  });

  it('answers 12 stops exactly in well under a second', () => {
    const matrix = asymmetric(createRoutePrng(14), EXACT_MAX_STOPS + 1);
    const started = performance.now();
    const result = optimizeRoute({ matrix, start: 0, end: 0 });
    expect(result.optimal).toBe(true);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('optimizeRoute: route shapes', () => {
  // Stops on a line 0..5 with the warehouse (index 0) at the left end: the answer is plain to see.
  const line = euclideanNintMatrix([0, 50, 10, 40, 20, 30].map((x) => ({ x, y: 0 })));

  it('closes a round trip: out along the line and back', () => {
    const result = optimizeRoute({ matrix: line, start: 0, end: 0 });
    expect(result.distance).toBe(100);
    expect(result.order).toHaveLength(6);
  });

  it('ends an open route at the last stop, not back at the warehouse', () => {
    const result = optimizeRoute({ matrix: line, start: 0 });
    expect(result.order).toEqual([0, 2, 4, 5, 3, 1]);
    expect(result.distance).toBe(50);
  });

  it('ends a fixed-end route at the given stop', () => {
    const result = optimizeRoute({ matrix: line, start: 0, end: 4 });
    expect(result.order.at(-1)).toBe(4);
    expect(result.distance).toBe(20 + 30 + 30);
  });

  it('keeps a locked stop first even when that is longer', () => {
    const result = optimizeRoute({ matrix: line, start: 0, locked: [{ index: 1, position: 1 }] });
    expect(result.order[1]).toBe(1);
    expect(result.distance).toBe(50 + 40);
  });

  it('follows one-way costs: the cheap direction of an asymmetric cycle', () => {
    // Going 0→1→2→3→0 costs 1 a leg, the other way round 100 a leg.
    const matrix = [
      [0, 1, 100, 100],
      [100, 0, 1, 100],
      [100, 100, 0, 1],
      [1, 100, 100, 0],
    ];
    const exact = optimizeRoute({ matrix, start: 0, end: 0 });
    expect(exact.order).toEqual([0, 1, 2, 3]);
    expect(exact.distance).toBe(4);
    const heuristic = optimizeRoute({ matrix, start: 0, end: 0, method: 'heuristic' });
    expect(heuristic.distance).toBe(4);
  });

  it('handles a route with no stop and one with one stop', () => {
    expect(optimizeRoute({ matrix: [[0]], start: 0, end: 0 })).toEqual({
      order: [0],
      distance: 0,
      optimal: true,
    });
    expect(
      optimizeRoute({
        matrix: [
          [0, 7],
          [9, 0],
        ],
        start: 0,
        end: 0,
      }),
    ).toEqual({
      order: [0, 1],
      distance: 16,
      optimal: true,
    });
  });

  it('refuses a matrix that is not square, a negative cost and a lock on the start', () => {
    expect(() => optimizeRoute({ matrix: [[0, 1], [1]], start: 0 })).toThrow(RangeError);
    expect(() =>
      optimizeRoute({
        matrix: [
          [0, -1],
          [1, 0],
        ],
        start: 0,
      }),
    ).toThrow(RangeError);
    expect(() => optimizeRoute({ matrix: line, start: 0, locked: [{ index: 0, position: 1 }] })).toThrow(
      RangeError,
    );
    expect(() =>
      optimizeRoute({ matrix: line, start: 0, end: 5, locked: [{ index: 1, position: 5 }] }),
    ).toThrow(RangeError);
  });
});

describe('optimizeRoute: heuristic above 12 stops', () => {
  it('keeps locks, ends and every stop on 60-stop routes of each shape, symmetric and asymmetric', () => {
    const rng = createRoutePrng(21);
    for (const shape of ['round', 'open', 'fixed'] as const) {
      for (const matrix of [euclidean(rng, 61), asymmetric(rng, 61)]) {
        const input: OptimizeRouteInput = {
          matrix,
          start: 0,
          end: shape === 'round' ? 0 : shape === 'open' ? undefined : 60,
          locked: [
            { index: 7, position: 1 },
            { index: 9, position: 30 },
            { index: 11, position: 31 },
          ],
          maxIterations: 200,
        };
        const result = optimizeRoute(input);
        expect(result.optimal).toBe(false);
        expectValidOrder(input, result.order);
        expect(result.distance).toBe(routeDistance(matrix, result.order, shape === 'round'));
      }
    }
  });

  it('gives the same route for the same seed and may differ for another', () => {
    const matrix = euclidean(createRoutePrng(22), 150);
    const input: OptimizeRouteInput = { matrix, start: 0, end: 0, maxIterations: 300, timeLimitMs: 60_000 };
    const first = optimizeRoute({ ...input, seed: 5 });
    const second = optimizeRoute({ ...input, seed: 5 });
    expect(second).toEqual(first);
    const other = optimizeRoute({ ...input, seed: 6 });
    expect(other.order).not.toEqual(first.order);
  });

  it('shortens the plain 2-opt/Or-opt local optimum by its kicks', () => {
    const matrix = euclidean(createRoutePrng(23), 100);
    const input: OptimizeRouteInput = { matrix, start: 0, end: 0, timeLimitMs: 60_000 };
    const localOptimum = optimizeRoute({ ...input, maxIterations: 0 });
    const iterated = optimizeRoute({ ...input, maxIterations: 1_000 });
    expect(iterated.distance).toBeLessThan(localOptimum.distance);
  });

  it('handles costs too large for 32-bit arithmetic', () => {
    const matrix = euclidean(createRoutePrng(25), 40).map((row) => row.map((value) => value * 1_000_000));
    const result = optimizeRoute({ matrix, start: 0, end: 0, maxIterations: 200 });
    expect(result.distance).toBe(routeDistance(matrix, result.order, true));
    expect(result.distance).toBeGreaterThan(2 ** 31);
  });

  it('refuses a negative or NaN time limit or iteration cap', () => {
    const matrix = euclidean(createRoutePrng(26), 20);
    expect(() => optimizeRoute({ matrix, start: 0, timeLimitMs: -1 })).toThrow(RangeError);
    expect(() => optimizeRoute({ matrix, start: 0, maxIterations: Number.NaN })).toThrow(RangeError);
  });

  it('stops its search within 200 ms of the time limit on 1 000 stops', () => {
    const matrix = euclidean(createRoutePrng(24), 1_001);
    // Checking, copying and indexing a 1 000-stop matrix cannot be cut short; on a loaded machine
    // it alone may pass 300 ms. A 0 ms limit measures it, cold, in the same run.
    let started = performance.now();
    optimizeRoute({ matrix, start: 0, end: 0, timeLimitMs: 0 });
    const setUpMs = performance.now() - started;
    started = performance.now();
    const result = optimizeRoute({ matrix, start: 0, end: 0, timeLimitMs: 300 });
    expect(performance.now() - started).toBeLessThan(Math.max(300, setUpMs) + 200);
    expect(result.order).toHaveLength(1_001);
  });
});
