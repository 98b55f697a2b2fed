import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// `npm ci` on the Node the README asks for must print no EBADENGINE warning (issue 16 point 8):
// every installed package's engines.node admits the lowest Node that package.json's engines allows.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as T;

type Lock = { packages: Record<string, { version?: string; engines?: { node?: string } | string[] }> };

describe('installed packages and the README Node version', () => {
  it('every package in package-lock.json runs on the lowest Node that package.json allows', () => {
    const range = readJson<{ engines: { node: string } }>('package.json').engines.node;
    const lowest = semver.minVersion(range)?.version;
    expect(lowest, `package.json engines.node: ${range}`).toBeDefined();
    const lock = readJson<Lock>('package-lock.json');
    const refused = Object.entries(lock.packages)
      .filter(([name, p]) => name !== '' && !Array.isArray(p.engines) && p.engines?.node)
      .filter(([, p]) => !semver.satisfies(lowest!, (p.engines as { node: string }).node))
      .map(([name, p]) => `${name}@${p.version} (node ${(p.engines as { node: string }).node})`);
    expect(refused).toEqual([]);
  });
});
