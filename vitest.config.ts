import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const domainSource = fileURLToPath(new URL('./packages/domain/src/index.ts', import.meta.url));

// One project per package so `npm test` can run them together and CI can rerun only the API
// suite on PostgreSQL. Only source tests are included, never the compiled copies in dist/.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          // Files share a worker's module cache: antd under happy-dom takes seconds to import, and
          // paying that once per worker instead of once per file is most of this project's time.
          // The tests keep no state between files (Testing Library empties the document after each).
          isolate: false,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: ['apps/web/src/**/*.dom.test.tsx'],
          environment: 'node',
        },
      },
      {
        // Component tests render into a DOM (happy-dom); the rest of the web tests stay in node,
        // where they start in a fraction of the time. Not `extends`: the root's `source` condition
        // would also pick the TypeScript sources some packages publish (scroll-into-view-if-needed,
        // under antd), which Node cannot run; only @erp/domain is taken from source here.
        resolve: { alias: { '@erp/domain': domainSource } },
        test: {
          name: 'web-dom',
          include: ['apps/web/src/**/*.dom.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/dom-setup.ts'],
          // antd renders a form in about a second on a busy machine; the default 5 s is too close.
          testTimeout: 30_000,
          // Files share a worker's module cache: antd under happy-dom takes seconds to import, and
          // paying that once per worker instead of once per file is most of this project's time.
          // The tests keep no state between files (Testing Library empties the document after each).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
