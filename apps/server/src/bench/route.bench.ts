import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  createRoutePrng,
  euclideanNintMatrix,
  haversineMatrix,
  type OptimizeRouteInput,
  optimizeRoute,
  parseTsplib,
  withParticle,
} from '@erp/domain';
import { ROUTE_PLAN_TIME_LIMIT_MS } from '../modules/route/route-plan.service.js';
import { type BenchContext, type BenchSuite, roundMs } from './bench.types.js';

// Route optimisation (issue 9): `bench route.<instance> n= length= gap=% ms=` for the TSPLIB
// instances with proven optima and for random round trips from a warehouse through 10 to 1 000
// shops around Seoul. The gap of a random instance is against the exact optimum up to 12 stops,
// above that against the best of longer runs (several seeds, no early stop).

/** Proven optimal tour lengths (TSPLIB, Reinelt 1991; ../shared/data/tsplib/README.md). */
const TSPLIB_OPTIMA = { berlin52: 7542, st70: 675, kroA100: 21282 } as const;

/** The target budget for the TSPLIB instances (kroA100 within 0.5 % in 200 ms). */
const TSPLIB_TIME_LIMIT_MS = 200;

/** Stops of the random instances, besides the warehouse. */
const RANDOM_SIZES = [10, 12, 20, 30, 100, 1_000] as const;

/** Longer runs that give the reference of a random instance above 12 stops: seeds × budget. */
const referenceRuns = (stops: number): { seeds: number; timeLimitMs: number } =>
  stops <= 30
    ? { seeds: 5, timeLimitMs: 300 }
    : stops <= 100
      ? { seeds: 3, timeLimitMs: 1_500 }
      : { seeds: 2, timeLimitMs: 6_000 };

const tsplibDir = (): string =>
  process.env.TSPLIB_DIR ?? path.resolve(process.cwd(), '../shared/data/tsplib');

const percentGap = (length: number, reference: number): string =>
  `${(((length - reference) / reference) * 100).toFixed(2)}%`;

const timed = (input: OptimizeRouteInput) => {
  const started = performance.now();
  const result = optimizeRoute(input);
  return { ...result, ms: roundMs(performance.now() - started) };
};

/** A warehouse and `stops` shops at uniformly random places in a 22 × 26 km box over Seoul. */
const seoulInstance = (stops: number): number[][] => {
  const rng = createRoutePrng(stops);
  const points = Array.from({ length: stops + 1 }, () => ({
    lat: 37.45 + rng.nextInt(200_000) / 1_000_000,
    lng: 126.85 + rng.nextInt(300_000) / 1_000_000,
  }));
  return haversineMatrix(points);
};

const runTsplib = (ctx: BenchContext): void => {
  const dir = tsplibDir();
  for (const [name, optimum] of Object.entries(TSPLIB_OPTIMA)) {
    const file = path.join(dir, `${name}.tsp`);
    if (!existsSync(file)) {
      console.log(
        `bench route: ${withParticle(file, '이/가')} 없어 route.${withParticle(name, '을/를')} 건너뜁니다 (TSPLIB_DIR로 폴더를 지정하세요).`,
      );
      continue;
    }
    const { coordinates } = parseTsplib(readFileSync(file, 'utf8'));
    const matrix = euclideanNintMatrix(coordinates);
    const result = timed({ matrix, start: 0, end: 0, timeLimitMs: TSPLIB_TIME_LIMIT_MS });
    ctx.report({
      name: `route.${name}`,
      values: {
        n: coordinates.length,
        length: result.distance,
        gap: percentGap(result.distance, optimum),
        ms: result.ms,
      },
    });
  }
};

const runRandom = (ctx: BenchContext): void => {
  for (const stops of RANDOM_SIZES) {
    const matrix = seoulInstance(stops);
    const base: OptimizeRouteInput = { matrix, start: 0, end: 0, timeLimitMs: ROUTE_PLAN_TIME_LIMIT_MS };
    // What the API answers: exact up to 12 stops, the heuristic above.
    const result = timed(base);
    const values: Record<string, string | number> = { n: stops, length: result.distance };
    if (result.optimal) {
      // The answer is the exact optimum; heuristic_gap shows what the heuristic alone would give.
      const heuristic = optimizeRoute({ ...base, method: 'heuristic' });
      values.gap = percentGap(result.distance, result.distance);
      values.ms = result.ms;
      values.heuristic_gap = percentGap(heuristic.distance, result.distance);
    } else {
      const { seeds, timeLimitMs } = referenceRuns(stops);
      let reference = result.distance;
      for (let seed = 1; seed <= seeds; seed += 1) {
        const long = optimizeRoute({
          ...base,
          seed: 1_000 + seed,
          timeLimitMs,
          patience: Number.POSITIVE_INFINITY,
        });
        reference = Math.min(reference, long.distance);
      }
      values.gap = percentGap(result.distance, reference);
      values.ms = result.ms;
      values.reference = reference;
    }
    ctx.report({ name: `route.random${stops}`, values });
  }
};

export const routeBench: BenchSuite = {
  name: 'route',
  needsDatabase: false,
  run: async (ctx) => {
    // Warm-up: the first solve also pays for compiling the solver's hot loops, exact and heuristic.
    optimizeRoute({ matrix: seoulInstance(11), start: 0, end: 0 });
    optimizeRoute({ matrix: seoulInstance(150), start: 0, end: 0, timeLimitMs: 300 });
    runTsplib(ctx);
    runRandom(ctx);
  },
};
