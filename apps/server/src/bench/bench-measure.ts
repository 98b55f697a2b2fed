import { performance } from 'node:perf_hooks';
import type { SessionUser } from '../platform/access/access.js';
import { type BenchValue, percentile, roundMs } from './bench.types.js';

// What the service-beside-SQL suites share: the session they call services with, the timing
// loop and the values of their line.

/** A staff admin, for calling the services as the list screens do. */
export const BENCH_ADMIN: SessionUser = {
  accountId: 0,
  loginId: 'bench',
  name: 'bench',
  kind: 'staff',
  role: 'admin',
  customerCode: null,
  partnerCode: null,
  portal: 'staff',
  loginTime: new Date(),
};

/** Milliseconds one run takes. */
export const msOf = async (run: () => Promise<unknown>): Promise<number> => {
  const start = performance.now();
  await run();
  return performance.now() - start;
};

/**
 * Times the service and the same statements by hand in turns over the terms (warm-up rounds
 * first, not kept), so both see the same cache state.
 */
export const timeInTurns = async (
  terms: readonly string[],
  rounds: { warmup: number; iterations: number },
  service: (term: string) => Promise<number>,
  plain: (term: string) => Promise<number>,
): Promise<{ serviceTimes: number[]; sqlTimes: number[] }> => {
  for (let i = 0; i < rounds.warmup; i += 1) {
    await service(terms[i % terms.length]!);
    await plain(terms[i % terms.length]!);
  }
  const serviceTimes: number[] = [];
  const sqlTimes: number[] = [];
  for (let i = 0; i < rounds.iterations; i += 1) {
    const term = terms[i % terms.length]!;
    serviceTimes.push(await service(term));
    sqlTimes.push(await plain(term));
  }
  return { serviceTimes, sqlTimes };
};

/** A line's values: the service's p50 and p95 beside the hand-written SQL's p95, and their ratio. */
export const serviceVsSql = (
  n: number,
  serviceTimes: readonly number[],
  sqlTimes: readonly number[],
): Record<string, BenchValue> => {
  const p95 = percentile(serviceTimes, 95);
  const sqlP95 = percentile(sqlTimes, 95);
  return {
    n,
    p50: `${roundMs(percentile(serviceTimes, 50))}ms`,
    p95: `${roundMs(p95)}ms`,
    sql_p95: `${roundMs(sqlP95)}ms`,
    ratio: Math.round((p95 / sqlP95) * 100) / 100,
  };
};
