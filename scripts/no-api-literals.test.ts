import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Web feature code calls the server through the endpoint contracts only (issue #14): an address
// typed as text would bypass the contract's schemas and its query keys.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FEATURES = path.join(ROOT, 'apps/web/src/features');
const API_ADDRESS = /['"`]\/api\//;

describe('web features call endpoints by contract', () => {
  it('holds no /api/ address in feature code (tests may fake one)', () => {
    const offenders = readdirSync(FEATURES, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.includes('.test.'))
      .flatMap((e) => {
        const file = path.join(e.parentPath, e.name);
        return readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${path.relative(ROOT, file)}:${i + 1}` }))
          .filter(({ line }) => API_ADDRESS.test(line))
          .map(({ at }) => at);
      });
    expect(offenders).toEqual([]);
  });
});
