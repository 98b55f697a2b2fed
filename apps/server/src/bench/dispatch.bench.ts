import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkVrptwSolution, parseVrptw, randomDispatchDay, solveVrptw, withParticle } from '@erp/domain';
import { solveDispatch } from '../modules/delivery/dispatch-solver.js';
import { type BenchSuite, roundMs } from './bench.types.js';

// Dispatch (issue 19): `bench dispatch.<instance> n= vehicles= cost= gap=% ms=` for Solomon
// instances (../shared/data/solomon; gap against the best known cost of its README), and
// `bench dispatch.day stops=300 drivers=10 ms=` for a random Seoul-area day with time windows,
// solved as the server does it (in a worker thread, the thread's start included).

/** Best known total cost at most VEHICLES vehicles, FLOOR_2D × SCALE 10 (solomon/README.md). */
const BEST_KNOWN = { C201: 5891, R101: 16377 } as const;

/** The budget: within 3 % in 2 000 ms; the solver stops a little before. */
export const DISPATCH_TIME_LIMIT_MS = 1_800;

const solomonDir = (): string =>
  process.env.SOLOMON_DIR ?? path.resolve(process.cwd(), '../shared/data/solomon');

export const dispatchBench: BenchSuite = {
  name: 'dispatch',
  needsDatabase: false,
  run: async (ctx) => {
    // Warm-up: compiles the solver's hot loops before anything is timed.
    solveVrptw({ ...randomDispatchDay(60, 3, 99), timeLimitMs: 300 });
    for (const [name, best] of Object.entries(BEST_KNOWN)) {
      const file = path.join(solomonDir(), `${name}.vrptw`);
      if (!existsSync(file)) {
        console.log(
          `bench dispatch: ${withParticle(file, '이/가')} 없어 건너뜁니다 (SOLOMON_DIR로 폴더를 지정하세요).`,
        );
        continue;
      }
      const { input } = parseVrptw(readFileSync(file, 'utf8'));
      const started = performance.now();
      const result = solveVrptw({ ...input, timeLimitMs: DISPATCH_TIME_LIMIT_MS });
      const ms = roundMs(performance.now() - started);
      const check = checkVrptwSolution(input, result.routes);
      ctx.report({
        name: `dispatch.${name}`,
        values: {
          n: input.customers.length,
          vehicles: result.vehicleCount,
          cost: check.problems.length === 0 ? check.cost : 'infeasible',
          gap: `${(((check.cost - best) / best) * 100).toFixed(2)}%`,
          ms,
        },
      });
    }
    const day = randomDispatchDay(300, 10, 19);
    const started = performance.now();
    const result = await solveDispatch({ ...day, deadline: Date.now() + DISPATCH_TIME_LIMIT_MS });
    const ms = roundMs(performance.now() - started);
    const check = checkVrptwSolution(day, result.routes, true);
    ctx.report({
      name: 'dispatch.day',
      values: {
        stops: 300,
        drivers: 10,
        ms,
        used: result.vehicleCount,
        unserved: result.unassigned.length,
        cost: check.problems.length === 0 ? check.cost : 'infeasible',
      },
    });
  },
};
