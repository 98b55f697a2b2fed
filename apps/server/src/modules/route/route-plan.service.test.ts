import {
  haversineMatrix,
  type RouteOptimizeRequestInput,
  routeOptimizeRequestSchema,
  routePlanSchema,
} from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors/app-error.js';
import { createDistanceSource, type DistanceSource } from './route-distance.source.js';
import { planRoute } from './route-plan.service.js';

const haversine = createDistanceSource({ osrmBaseUrl: undefined });
const warehouse = { lat: 37.5, lng: 127.0 };

/** Shops due east of the warehouse, 0.01° of longitude apart (about 1.1 km), given out of order. */
const eastward = (ids: readonly number[]) =>
  ids.map((k) => ({ id: `S${k}`, lat: 37.5, lng: 127 + k * 0.01 }));

const request = (overrides: Partial<RouteOptimizeRequestInput>) =>
  routeOptimizeRequestSchema.parse({ start: warehouse, stops: eastward([3, 1, 4, 2, 5]), ...overrides });

describe('planRoute', () => {
  it('orders a round trip as short as out along the road and back, with legs that add up to the total', async () => {
    const plan = await planRoute(request({}), { maxStops: 10, distanceSource: haversine });
    expect(routePlanSchema.parse(plan)).toEqual(plan);
    // On a straight road every "out by some shops, back by the others" is equally short (to the
    // metre, as each leg is rounded): as long as out along the road and back.
    const matrix = haversineMatrix([warehouse, ...eastward([1, 2, 3, 4, 5])]);
    const outAndBack = [0, 1, 2, 3, 4].reduce((sum, k) => sum + matrix[k]![k + 1]!, 0) + matrix[5]![0]!;
    expect(plan.totalDistance).toBeLessThanOrEqual(outAndBack);
    expect(plan.totalDistance).toBeGreaterThan(outAndBack - 5);
    expect(new Set(plan.stops.map((s) => s.id)).size).toBe(5);
    expect(plan.stops.map((s) => s.sequence)).toEqual([1, 2, 3, 4, 5]);
    expect(plan.legDistances).toHaveLength(6);
    expect(plan.returnDistance).toBe(plan.legDistances[5]);
    expect(plan.legDistances.reduce((a, b) => a + b, 0)).toBe(plan.totalDistance);
    expect(plan.stops.at(-1)?.cumulativeDistance).toBe(plan.totalDistance - plan.returnDistance!);
    expect(plan.optimal).toBe(true);
    expect(plan.distanceSource).toBe('haversine');
    expect(plan.distanceNote).toMatch(/설정되지 않아/);
  });

  it('ends an open route at the farthest shop without a return leg', async () => {
    const plan = await planRoute(request({ returnToStart: false }), {
      maxStops: 10,
      distanceSource: haversine,
    });
    expect(plan.stops.map((s) => s.id)).toEqual(['S1', 'S2', 'S3', 'S4', 'S5']);
    expect(plan.returnDistance).toBeNull();
    expect(plan.legDistances).toHaveLength(5);
    const matrix = haversineMatrix([warehouse, ...eastward([1, 2, 3, 4, 5])]);
    expect(plan.totalDistance).toBe(
      matrix[0]![1]! + matrix[1]![2]! + matrix[2]![3]! + matrix[3]![4]! + matrix[4]![5]!,
    );
  });

  it('keeps a locked shop at its place and marks it', async () => {
    const plan = await planRoute(request({ returnToStart: false, locked: [{ id: 'S4', position: 1 }] }), {
      maxStops: 10,
      distanceSource: haversine,
    });
    expect(plan.stops[0]).toMatchObject({ id: 'S4', sequence: 1, locked: true });
    expect(plan.stops.filter((s) => s.locked)).toHaveLength(1);
  });

  it('refuses more stops than the endpoint size with E3001 naming the stop list', async () => {
    const body = request({ stops: eastward([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) });
    const error = await planRoute(body, { maxStops: 10, distanceSource: haversine }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('E3001');
    expect((error as AppError).status).toBe(422);
    expect((error as AppError).message).toBe(
      '경유지 목록: 경유지는 최대 10개까지 최적화할 수 있습니다 (요청 11개).',
    );
  });

  it('uses the matrix of the distance source, one-way costs included, and reports the source', async () => {
    // Going S1 → S2 is cheap, S2 → S1 dear: the best round trip runs warehouse → S1 → S2 → warehouse.
    const oneWay: DistanceSource = async () => ({
      matrix: [
        [0, 10, 50],
        [50, 0, 10],
        [10, 50, 0],
      ],
      source: 'osrm',
      note: null,
    });
    const plan = await planRoute(request({ stops: eastward([1, 2]) }), {
      maxStops: 10,
      distanceSource: oneWay,
    });
    expect(plan.stops.map((s) => s.id)).toEqual(['S1', 'S2']);
    expect(plan.legDistances).toEqual([10, 10, 10]);
    expect(plan).toMatchObject({
      totalDistance: 30,
      distanceSource: 'osrm',
      distanceNote: null,
      optimal: true,
    });
  });

  it('plans 100 stops with the heuristic, visiting each once', async () => {
    const stops = Array.from({ length: 100 }, (_, k) => ({
      id: `D${k}`,
      lat: 37.45 + ((k * 37) % 100) * 0.002,
      lng: 126.9 + ((k * 61) % 100) * 0.003,
    }));
    const plan = await planRoute(routeOptimizeRequestSchema.parse({ start: warehouse, stops }), {
      maxStops: 100,
      distanceSource: haversine,
      timeLimitMs: 300,
    });
    expect(new Set(plan.stops.map((s) => s.id)).size).toBe(100);
    expect(plan.optimal).toBe(false);
    expect(plan.legDistances.reduce((a, b) => a + b, 0)).toBe(plan.totalDistance);
  });
});
