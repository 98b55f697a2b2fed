import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { loadConfig } from '../platform/config.js';
import type { BenchSuite } from './bench.types.js';
import { type BuiltServer, CHROMIUM_ARGS, startBuiltServer } from './built-server.js';
import { measureWebBundle, sumBytes, toKb } from './web-bundle.measure.js';

// `bench web.bundle login_kb= list_kb=` (issue 14 §6): the gzipped JavaScript a browser really
// loads for the staff login page and, after logging in, for a cold load of the customer list with
// its grid. It runs the built server (apps/server/dist/main.js, the built web app) on a fresh
// embedded database in a temp folder, and headless Chromium; both are stopped at the end.

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const serverMain = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../main.js');

/** The built server on a free port, with a fresh embedded database and the demo seed. */
const startServer = (): Promise<BuiltServer> =>
  startBuiltServer({
    serverMain,
    webDistDir: loadConfig().webDistDir,
    webIndex: path.join(loadConfig().webDistDir, 'index.html'),
    dataPrefix: 'erp-bench-web-',
  });

export const webBundleBench: BenchSuite = {
  name: 'web.bundle',
  needsDatabase: false,
  run: async ({ report }) => {
    const server = await startServer();
    try {
      const browser = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: CHROMIUM_ARGS,
      });
      try {
        const { login, list } = await measureWebBundle(browser, server.baseUrl);
        if (process.env.BENCH_VERBOSE) {
          for (const [name, tally] of [
            ['login', login],
            ['list', list],
          ] as const)
            for (const [url, bytes] of [...tally.entries()].sort((a, b) => b[1] - a[1]))
              console.log(`  ${name} ${toKb(bytes)} ${new URL(url).pathname}`);
        }
        report({
          name: 'web.bundle',
          values: { login_kb: toKb(sumBytes(login)), list_kb: toKb(sumBytes(list)) },
        });
      } finally {
        await browser.close();
      }
    } finally {
      await server.stop();
    }
  },
};
