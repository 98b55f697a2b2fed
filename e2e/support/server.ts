import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverMain = path.join(repoRoot, 'apps/server/dist/main.js');
// E2E_WEB_DIST_DIR: a web build elsewhere (an engineer's own build beside the shared dist).
const webDistDir = process.env.E2E_WEB_DIST_DIR ? path.resolve(process.env.E2E_WEB_DIST_DIR) : null;
const webIndex = path.join(webDistDir ?? path.join(repoRoot, 'apps/web/dist'), 'index.html');

export type TestServer = { baseUrl: string; stop: () => Promise<void> };

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
 * Starts the built server (the tests build nothing themselves) on a free port with a fresh
 * embedded database and the demo seed; stop() kills it by PID and removes the data folder.
 */
export const startServer = async (): Promise<TestServer> => {
  for (const file of [serverMain, webIndex]) {
    if (!existsSync(file)) throw new Error(`${file}이(가) 없습니다. 먼저 npm run build 를 실행하세요.`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'erp-e2e-data-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // One test file logs in dozens of times from one address within a minute.
    LOGIN_IP_MAX_PER_MINUTE: '1000',
    LOGIN_ACCOUNT_MAX_PER_MINUTE: '1000',
  };
  delete env.DATABASE_URL;
  delete env.WEB_DIST_DIR;
  if (webDistDir) env.WEB_DIST_DIR = webDistDir;
  const child = spawn(process.execPath, [serverMain], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.pid !== undefined && child.exitCode === null) {
      process.kill(child.pid, 'SIGTERM');
      if (!(await exited(child, 10_000))) process.kill(child.pid, 'SIGKILL');
      await exited(child, 5_000);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`서버가 시작하지 못했습니다:\n${output}`);
    }
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return { baseUrl, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`서버가 90초 안에 준비되지 않았습니다:\n${output}`);
};
