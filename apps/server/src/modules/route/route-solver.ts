import { Worker } from 'node:worker_threads';
import { type OptimizeRouteInput, type OptimizeRouteResult, optimizeRoute } from '@erp/domain';

// Small routes solve in a few milliseconds: a worker's start-up (~30 ms) would cost more than it saves.
export const WORKER_MIN_STOPS = 40;

const fromSource = import.meta.url.endsWith('.ts');

// Under the test runner this module is TypeScript source: the worker registers tsx first, then
// loads the TypeScript worker (and the domain package from its source).
const startWorker = (input: OptimizeRouteInput): Worker =>
  fromSource
    ? new Worker(
        `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(
          new URL('./route-solver.worker.ts', import.meta.url).href,
        )}); });`,
        { eval: true, workerData: input, execArgv: ['--conditions=source'] },
      )
    : new Worker(new URL('./route-solver.worker.js', import.meta.url), { workerData: input });

/** Solves a route, in a worker thread when it is large enough to block the event loop. */
export const solveRoute = (input: OptimizeRouteInput): Promise<OptimizeRouteResult> => {
  if (input.matrix.length < WORKER_MIN_STOPS) return Promise.resolve(optimizeRoute(input));
  return new Promise((resolve, reject) => {
    const worker = startWorker(input);
    worker.once('message', (result: OptimizeRouteResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code: number) => {
      if (code !== 0) reject(new Error(`경로 계산 작업이 비정상 종료되었습니다 (코드 ${code}).`));
    });
  });
};
