import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// The CLI as `npm run -s route:vrptw` starts it: two vans, four shops on a line each side of the
// depot (the best plan: one van each way, cost 2 × 2 × 20 = 80 at SCALE 1); an instance whose
// window cannot be met is never printed as a solution.
const run = promisify(execFile);
const cli = path.resolve(import.meta.dirname, 'vrptw.cli.ts');
const dir = mkdtempSync(path.join(tmpdir(), 'vrptw-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const instance = (name: string, lastWindow: string) => {
  const file = path.join(dir, `${name}.vrptw`);
  writeFileSync(
    file,
    [
      `NAME : ${name}`,
      'TYPE : CVRPTW',
      'DIMENSION : 5',
      'VEHICLES : 2',
      'CAPACITY : 10',
      'SERVICE_TIME : 0',
      'SCALE : 1',
      'EDGE_WEIGHT_TYPE : FLOOR_2D',
      'NODE_COORD_SECTION',
      '1 0 0',
      '2 10 0',
      '3 20 0',
      '4 -10 0',
      '5 -20 0',
      'DEMAND_SECTION',
      '1 0',
      '2 5',
      '3 5',
      '4 5',
      '5 5',
      'TIME_WINDOW_SECTION',
      '1 0 1000',
      '2 0 1000',
      '3 0 1000',
      '4 0 1000',
      `5 ${lastWindow}`,
      'DEPOT_SECTION',
      '1',
      '-1',
      'EOF',
      '',
    ].join('\n'),
  );
  return file;
};

const vrptw = (...args: string[]) =>
  run(process.execPath, ['--conditions=source', '--import', 'tsx', cli, ...args], { cwd: process.cwd() });

describe('route:vrptw CLI', () => {
  it('prints the line and, with --routes, each van in visiting order by the file node ids', async () => {
    const { stdout } = await vrptw(instance('line4', '0 1000'), '--time-ms', '200', '--routes');
    const [head, ...routes] = stdout.trim().split('\n');
    expect(head).toMatch(/^vrptw line4 vehicles=2 cost=80 ms=\d+$/);
    // Either direction costs the same: a van's two shops, one van each side of the depot.
    const vans = routes.map((r) =>
      r
        .replace(/^route \d+: /, '')
        .split(' ')
        .sort()
        .join(' '),
    );
    expect(vans.sort()).toEqual(['2 3', '4 5']);
    expect(routes.map((r) => r.split(':')[0])).toEqual(['route 1', 'route 2']);
  });

  it('never prints a solution that breaks a window (exit code 1)', async () => {
    // Node 5 is 20 away but must be served by time 5.
    const error = await vrptw(instance('late', '0 5'), '--time-ms', '100').catch((e: unknown) => e);
    expect((error as { code: number }).code).toBe(1);
    expect((error as { stdout: string }).stdout).toMatch(/^vrptw late infeasible unserved=1/);
  });
});
