import { Worker } from 'node:worker_threads';
import type { VrptwInput, VrptwResult } from '@erp/domain';

// The solve of the day always runs in a worker thread (it uses its whole time budget, so the
// event loop would stall for that long); the route module's solver does the same for one route.

const fromSource = import.meta.url.endsWith('.ts');

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
  new Promise((resolve, reject) => {
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
