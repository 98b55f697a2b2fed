import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { labelOf, schemaAtPath } from '../common/field-label.js';
import {
  ROUTE_OPTIMIZE_SIZES,
  type RouteOptimizeRequestInput,
  routeOptimizeRequestSchema,
  routeOptimizeSizedRequestSchemas,
  routePlanSchema,
} from './route.schema.js';

const stops = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `D${i + 1}`, lat: 37.5 + i * 0.001, lng: 127 + i * 0.001 }));

const request = (overrides: Partial<RouteOptimizeRequestInput> = {}): RouteOptimizeRequestInput => ({
  start: { lat: 37.5665, lng: 126.978 },
  stops: stops(3),
  ...overrides,
});

/** The issues as the platform shows them: "label: message" with the issue's field path. */
const errorsOf = (schema: z.ZodType, body: unknown) => {
  const result = schema.safeParse(body);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    text: `${labelOf(schemaAtPath(schema, issue.path)) ?? issue.path.join('.')}: ${issue.message}`,
  }));
};

describe('route optimisation request', () => {
  it('accepts a plain request and fills in a round trip without locks', () => {
    const parsed = routeOptimizeRequestSchema.parse(request());
    expect(parsed.returnToStart).toBe(true);
    expect(parsed.locked).toEqual([]);
    expect(parsed.stops).toHaveLength(3);
  });

  it('refuses a request without stops, naming the stop list', () => {
    expect(errorsOf(routeOptimizeRequestSchema, request({ stops: [] }))).toEqual([
      { field: 'stops', text: '경유지 목록: 경유지를 1개 이상 입력하세요.' },
    ]);
  });

  it('refuses a duplicate stop id at the second occurrence', () => {
    const list = stops(4);
    list[3]!.id = 'D2';
    expect(errorsOf(routeOptimizeRequestSchema, request({ stops: list }))).toEqual([
      {
        field: 'stops.3.id',
        text: "경유지 ID: 중복된 ID입니다 ('D2'가 2번째와 4번째 경유지에 있습니다).",
      },
    ]);
  });

  it('refuses coordinates out of range, naming start or stop and latitude or longitude', () => {
    const list = stops(2);
    list[1]!.lat = 91;
    const errors = errorsOf(
      routeOptimizeRequestSchema,
      request({ start: { lat: 37, lng: 181 }, stops: list }),
    );
    expect(errors).toEqual([
      { field: 'start.lng', text: '출발지 경도: -180 이상 180 이하의 경도여야 합니다.' },
      { field: 'stops.1.lat', text: '경유지 위도: -90 이상 90 이하의 위도여야 합니다.' },
    ]);
  });

  it('refuses a coordinate that is not a number', () => {
    const errors = errorsOf(
      routeOptimizeRequestSchema,
      request({ start: { lat: '37.5' as unknown as number, lng: 127 } }),
    );
    expect(errors).toEqual([{ field: 'start.lat', text: '출발지 위도: 숫자를 입력하세요.' }]);
  });

  it('refuses more than 1 000 stops', () => {
    expect(errorsOf(routeOptimizeRequestSchema, request({ stops: stops(1_001) }))).toEqual([
      { field: 'stops', text: '경유지 목록: 경유지는 최대 1,000개까지 입력할 수 있습니다.' },
    ]);
    expect(routeOptimizeRequestSchema.safeParse(request({ stops: stops(1_000) })).success).toBe(true);
  });

  it('refuses more stops than each sized endpoint takes, and accepts exactly its size', () => {
    for (const size of ROUTE_OPTIMIZE_SIZES) {
      const schema = routeOptimizeSizedRequestSchemas[size];
      expect(schema.safeParse(request({ stops: stops(size) })).success).toBe(true);
      expect(errorsOf(schema, request({ stops: stops(size + 1) }))).toEqual([
        {
          field: 'stops',
          text: `경유지 목록: 이 경로 최적화(${size}개용)는 경유지를 최대 ${size}개까지 받습니다. 더 큰 경로 최적화를 사용하세요.`,
        },
      ]);
    }
  });

  it('refuses locks on unknown stops, beyond the last position, or twice', () => {
    const errors = errorsOf(
      routeOptimizeRequestSchema,
      request({
        locked: [
          { id: 'X9', position: 1 },
          { id: 'D1', position: 4 },
          { id: 'D2', position: 2 },
          { id: 'D3', position: 2 },
          { id: 'D2', position: 3 },
        ],
      }),
    );
    expect(errors).toEqual([
      { field: 'locked.0.id', text: "고정 경유지 ID: 경유지 목록에 없는 ID입니다 ('X9')." },
      { field: 'locked.1.position', text: '고정 순번: 경유지 수(3) 이하여야 합니다.' },
      { field: 'locked.3.position', text: '고정 순번: 2번째 순번에 두 경유지를 고정했습니다.' },
      { field: 'locked.4.id', text: '고정 경유지 ID: 같은 경유지를 두 번 고정했습니다.' },
    ]);
  });
});

describe('route optimisation response', () => {
  it('describes the ordered stops, legs, total and the distance source', () => {
    const plan = {
      stops: [
        {
          sequence: 1,
          id: 'D1',
          lat: 37.5,
          lng: 127,
          legDistance: 1200,
          cumulativeDistance: 1200,
          locked: false,
        },
      ],
      legDistances: [1200, 1300],
      returnDistance: 1300,
      totalDistance: 2500,
      optimal: true,
      distanceSource: 'haversine',
      distanceNote: '도로 거리 서비스가 설정되지 않아 직선 거리로 추정했습니다.',
    };
    expect(routePlanSchema.parse(plan)).toEqual(plan);
    expect(routePlanSchema.safeParse({ ...plan, distanceSource: 'google' }).success).toBe(false);
  });
});
