import { describe, expect, it } from 'vitest';
import { randomDispatchDay } from './dispatch-day.js';
import { checkVrptwSolution } from './vrptw-check.js';
import { parseVrptw } from './vrptw-instance.js';
import { solveVrptw } from './vrptw-solve.js';

// The multi-vehicle solver on small instances (fast): whatever it answers, a window, a capacity
// or a shift is never broken, every stop is served once, locked stops stay where they were put.

const SMALL = `NAME : tiny
TYPE : CVRPTW
DIMENSION : 7
VEHICLES : 2
CAPACITY : 15
SERVICE_TIME : 1
SCALE : 10
EDGE_WEIGHT_TYPE : FLOOR_2D
NODE_COORD_SECTION
1 0 0
2 3 4
3 6 8
4 -3 4
5 -6 8
6 5 0
7 0 -5
DEMAND_SECTION
1 0
2 4
3 4
4 3
5 3
6 5
7 4
TIME_WINDOW_SECTION
1 0 100
2 0 20
3 10 30
4 0 100
5 20 40
6 0 15
7 50 60
DEPOT_SECTION
1
-1
EOF`;

describe('parseVrptw', () => {
  it('reads demands, scaled windows, service times and floor distances', () => {
    const { name, input, depot, ids } = parseVrptw(SMALL);
    expect(name).toBe('tiny');
    expect(depot).toBe(0);
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(input.matrix[0]![1]).toBe(50);
    expect(input.nodes[2]).toEqual({ demand: 4, ready: 100, due: 300, service: 10 });
    expect(input.nodes[0]!.service).toBe(0);
    expect(input.vehicles).toHaveLength(2);
  });

  it('refuses a file without its coordinates', () => {
    expect(() => parseVrptw('NAME : x\nDIMENSION : 3\nVEHICLES : 1\nCAPACITY : 5\n')).toThrow(/coordinates/);
  });
});

describe('solveVrptw', () => {
  it('serves every stop within windows and capacities (tiny instance)', () => {
    const { input } = parseVrptw(SMALL);
    const result = solveVrptw({ ...input, maxIterations: 300, timeLimitMs: 5_000 });
    expect(result.unassigned).toEqual([]);
    const check = checkVrptwSolution(input, result.routes);
    expect(check.problems).toEqual([]);
    expect(check.cost).toBe(result.cost);
  });

  it('never breaks a window or a capacity on a tight random day, leaving out what cannot fit', () => {
    const day = randomDispatchDay(40, 2, 7);
    const tight = { ...day, vehicles: day.vehicles.map((v) => ({ ...v, capacity: 60 })) };
    const result = solveVrptw({ ...tight, maxIterations: 200, timeLimitMs: 5_000 });
    expect(result.unassigned.length).toBeGreaterThan(0);
    expect(checkVrptwSolution(tight, result.routes, true).problems).toEqual([]);
  });

  it('keeps locked stops with their vehicle in their order', () => {
    const day = randomDispatchDay(30, 3, 3);
    const locked = [{ vehicle: 2, nodes: [5, 9] }];
    const result = solveVrptw({ ...day, locked, maxIterations: 200, timeLimitMs: 5_000 });
    const route = result.routes[2]!;
    expect(route.indexOf(5)).toBeGreaterThanOrEqual(0);
    expect(route.indexOf(5)).toBeLessThan(route.indexOf(9));
    expect(checkVrptwSolution(day, result.routes, true).problems).toEqual([]);
  });

  it('reports a broken window when a route is checked', () => {
    const { input } = parseVrptw(SMALL);
    // Node 6 (window ends at 150) after node 7 (opens at 500) cannot be on time.
    expect(
      checkVrptwSolution(input, [
        [6, 1, 2],
        [3, 4, 5],
      ]).problems.join(),
    ).toMatch(/after its window/);
  });
});
