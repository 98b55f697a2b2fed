import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { loadConfig } from '../platform/config.js';
import type { BenchSuite } from './bench.types.js';
import { measureWebBundle, sumBytes, toKb } from './web-bundle.measure.js';

// `bench web.bundle login_kb= list_kb=` (issue 14 §6): the gzipped JavaScript a browser really
// loads for the staff login page and, after logging in, for a cold load of the customer list with
// its grid. It runs the built server (apps/server/dist/main.js, the built web app) on a fresh
// embedded database in a temp folder, and headless Chromium; both are stopped at the end.

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const serverMain = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../main.js');

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

const exited = (child: ChildProcess, ms: number): Promise<boolean> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

type RunningServer = { baseUrl: string; stop: () => Promise<void> };

/** The built server on a free port, with a fresh embedded database and the demo seed. */
const startServer = async (): Promise<RunningServer> => {
  const webIndex = path.join(loadConfig().webDistDir, 'index.html');
  for (const file of [serverMain, webIndex])
    if (!existsSync(file)) throw new Error(`${file}이(가) 없습니다. 먼저 npm run build 를 실행하세요.`);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'erp-bench-web-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [serverMain], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const stop = async () => {
    if (child.pid !== undefined && child.exitCode === null) {
      process.kill(child.pid, 'SIGTERM');
      if (!(await exited(child, 10_000))) process.kill(child.pid, 'SIGKILL');
      await exited(child, 5_000);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`서버가 시작하지 못했습니다:\n${output}`);
    }
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return { baseUrl, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`서버가 90초 안에 준비되지 않았습니다:\n${output}`);
};

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
