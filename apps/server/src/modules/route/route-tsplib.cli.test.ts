import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// The CLI as `npm run -s route:tsplib` starts it, on a small instance whose optimum is plain:
// the corners and edge midpoints of a square, optimal round trip 40.
const run = promisify(execFile);
const cli = path.resolve(import.meta.dirname, 'route-tsplib.cli.ts');
const dir = mkdtempSync(path.join(tmpdir(), 'tsplib-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const points = [
  [0, 0],
  [10, 10],
  [5, 0],
  [0, 10],
  [10, 0],
  [0, 5],
  [5, 10],
  [10, 5],
];
const file = path.join(dir, 'square8.tsp');
writeFileSync(
  file,
  [
    'NAME : square8',
    'TYPE : TSP',
    `DIMENSION : ${points.length}`,
    'EDGE_WEIGHT_TYPE : EUC_2D',
    'NODE_COORD_SECTION',
    ...points.map(([x, y], i) => `${i + 1} ${x} ${y}`),
    'EOF',
    '',
  ].join('\n'),
);

const tsplib = (...args: string[]) =>
  run(process.execPath, ['--conditions=source', '--import', 'tsx', cli, ...args], { cwd: process.cwd() });

describe('route:tsplib CLI', () => {
  it('prints exactly one line with the name, city count, tour length and solve time', async () => {
    const { stdout } = await tsplib(file, '--time-ms', '500');
    expect(stdout).toMatch(/^tsplib square8 n=8 length=40 ms=\d+\n$/);
  });

  it('refuses a missing file with a message and exit code 2', async () => {
    const error = await tsplib(path.join(dir, 'missing.tsp')).catch((e: unknown) => e);
    expect((error as { code: number }).code).toBe(2);
    expect((error as { stderr: string }).stderr).toMatch(/cannot read/);
  });
});
