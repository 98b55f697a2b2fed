import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll } from 'vitest';

/**
 * Where a test file's screenshots land (E2E_SHOTS_DIR, else a temp folder of the file's name):
 * made before the file's tests and printed, so whoever runs the file can look at them.
 */
export const shotsFolder = (name: string): string => {
  const folder = process.env.E2E_SHOTS_DIR ?? path.join(tmpdir(), `erp-e2e-${name}`);
  beforeAll(() => {
    mkdirSync(folder, { recursive: true });
    console.log(`[e2e] ${name} screenshots: ${folder}`);
  });
  return folder;
};
