import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuiltServer, startBuiltServer } from '../../apps/server/src/bench/built-server';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// E2E_WEB_DIST_DIR: a web build elsewhere (an engineer's own build beside the shared dist).
const webDistDir = process.env.E2E_WEB_DIST_DIR ? path.resolve(process.env.E2E_WEB_DIST_DIR) : null;

export type TestServer = BuiltServer;

/** The built server (the tests build nothing themselves) on a fresh embedded database. */
export const startServer = (): Promise<TestServer> =>
  startBuiltServer({
    serverMain: path.join(repoRoot, 'apps/server/dist/main.js'),
    webDistDir,
    webIndex: path.join(webDistDir ?? path.join(repoRoot, 'apps/web/dist'), 'index.html'),
    dataPrefix: 'erp-e2e-data-',
    // One test file logs in dozens of times from one address within a minute.
    env: { LOGIN_IP_MAX_PER_MINUTE: '1000', LOGIN_ACCOUNT_MAX_PER_MINUTE: '1000' },
  });
