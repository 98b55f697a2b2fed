import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Starting the built app as a user would (node apps/server/dist/main.js on a fresh embedded
// database with the demo seed), shared by `bench web.bundle` and the E2E suite. It imports nothing
// of the server so the E2E project can compile it on its own.

/** The headless Chromium flags this machine needs (no GPU, no sandbox, no network extras). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type BuiltServer = { baseUrl: string; stop: () => Promise<void> };

export type BuiltServerOptions = {
  /** apps/server/dist/main.js of the checkout. */
  serverMain: string;
  /** The web build the server serves; null keeps the server's own setting. */
  webDistDir: string | null;
  /** Its index.html must exist (the caller's default web build when webDistDir is null). */
  webIndex: string;
  /** Names the temp data folder (erp-e2e-data-, erp-bench-web-). */
  dataPrefix: string;
  /** Settings on top of the machine's environment. */
  env?: Record<string, string>;
};

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

/**
 * The built server on a free port with a fresh embedded database and the demo seed, ready when
 * /readyz answers; stop() kills it by PID and removes the data folder.
 */
export const startBuiltServer = async (options: BuiltServerOptions): Promise<BuiltServer> => {
  for (const file of [options.serverMain, options.webIndex])
    if (!existsSync(file)) throw new Error(`${file}이(가) 없습니다. 먼저 npm run build 를 실행하세요.`);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), options.dataPrefix));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  delete env.DATABASE_URL;
  delete env.WEB_DIST_DIR;
  if (options.webDistDir) env.WEB_DIST_DIR = options.webDistDir;
  const child = spawn(process.execPath, [options.serverMain], { env, stdio: ['ignore', 'pipe', 'pipe'] });
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
