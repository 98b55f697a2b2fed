import { Worker } from 'node:worker_threads';
import { solveVrptw, type VrptwInput, type VrptwResult } from '@erp/domain';

// The solve of the day runs in a worker thread (it uses its whole time budget, so the
// event loop would stall for that long); the route module's solver does the same for one route.

const fromSource = import.meta.url.endsWith('.ts');

/**
 * A worker's start (loading the domain package) takes longer than a small day's whole solve
 * (budget 100 ms + 12 ms a stop): up to this many stops it is solved in place.
 */
export const DISPATCH_WORKER_MIN_STOPS = 16;

// Under the test runner this module is TypeScript source: the worker registers tsx first, then
// loads the TypeScript worker (and the domain package from its source).
const startWorker = (input: VrptwInput): Worker =>
  fromSource
    ? new Worker(
        `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(
          new URL('./dispatch-solver.worker.ts', import.meta.url).href,
        )}); });`,
        { eval: true, workerData: input, execArgv: ['--conditions=source'] },
      )
    : new Worker(new URL('./dispatch-solver.worker.js', import.meta.url), { workerData: input });

export const solveDispatch = (input: VrptwInput): Promise<VrptwResult> =>
  input.customers.length < DISPATCH_WORKER_MIN_STOPS
    ? Promise.resolve(solveVrptw(input))
    : new Promise((resolve, reject) => {
        const worker = startWorker(input);
        worker.once('message', (result: VrptwResult) => {
          resolve(result);
          void worker.terminate();
        });
        worker.once('error', reject);
        worker.once('exit', (code: number) => {
          if (code !== 0) reject(new Error(`배차 계산 작업이 비정상 종료되었습니다 (코드 ${code}).`));
        });
      });
