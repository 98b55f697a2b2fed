import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock.js';
import { type Database, openPglite } from './database.js';

// One process per embedded database folder: a second server (or verify:ledgers) on a folder a
// running process holds stops at once with a message naming the folder, in Korean and English.
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const runTs = (entry: string, dataDir: string) =>
  spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', SEED_DEMO: 'false' },
    encoding: 'utf8',
    timeout: 60_000,
  });

let dir: string;
let holder: Database;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'erp-lock-'));
  holder = await openPglite({ dataDir: dir });
});
afterAll(async () => {
  await holder.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('embedded database folder lock', () => {
  it('refuses a second server on the same DATA_DIR, fast, naming the folder', () => {
    const started = Date.now();
    const second = runTs('apps/server/src/main.ts', dir);
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(`내장 데이터베이스 폴더 ${dir}`);
    expect(second.stderr).toContain(`The embedded database folder ${dir} is in use`);
    expect(second.stderr).not.toMatch(/\n\s+at /);
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 60_000);

  it('makes verify:ledgers say the folder is in use instead of reading it', () => {
    const verify = runTs('apps/server/src/modules/stock/verify-ledgers.cli.ts', dir);
    expect(verify.status).toBe(2);
    expect(verify.stderr).toContain('장부 검증을 하지 않았습니다');
    expect(verify.stderr).toContain(dir);
  }, 60_000);

  it('refuses a second open in the same process too', async () => {
    await expect(openPglite({ dataDir: dir })).rejects.toBeInstanceOf(DataDirInUseError);
  });

  it('takes over a lock whose process no longer runs, and releases it on close', async () => {
    const other = mkdtempSync(path.join(tmpdir(), 'erp-lock-'));
    try {
      // A process id that cannot be running (above the kernel's pid_max).
      writeFileSync(path.join(other, LOCK_FILE_NAME), '4194305');
      const release = lockDataDir(other);
      expect(() => lockDataDir(other)).toThrow(DataDirInUseError);
      release();
      expect(existsSync(path.join(other, LOCK_FILE_NAME))).toBe(false);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
