import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { withParticle } from '../format/korean-particle.js';

// Request and response of POST /api/delivery/v1.0/route/optimize and its sized variants
// …/optimize/10, /20, /30, /100 (SPEC §7.8). Messages say what is expected; the platform puts
// the field's Korean label in front ("경유지 목록: 경유지를 1개 이상 입력하세요.").

/** Most stops one request may carry (the unsized endpoint). */
export const ROUTE_MAX_STOPS = 1_000;

/** The sized endpoints SPEC §7.8 names: …/route/optimize/{size} takes at most `size` stops. */
export const ROUTE_OPTIMIZE_SIZES = [10, 20, 30, 100] as const;
export type RouteOptimizeSize = (typeof ROUTE_OPTIMIZE_SIZES)[number];

export const ROUTE_DISTANCE_SOURCES = ['osrm', 'haversine'] as const;
export type RouteDistanceSource = (typeof ROUTE_DISTANCE_SOURCES)[number];

export const ROUTE_DISTANCE_SOURCE_LABELS: Record<RouteDistanceSource, string> = {
  osrm: '도로 거리 (OSRM)',
  haversine: '직선 거리 추정 (하버사인 × 우회 계수)',
};

const latitude = (label: string) =>
  labeled(
    z
      .number({ error: '숫자를 입력하세요.' })
      .min(-90, '-90 이상 90 이하의 위도여야 합니다.')
      .max(90, '-90 이상 90 이하의 위도여야 합니다.'),
    label,
  );
const longitude = (label: string) =>
  labeled(
    z
      .number({ error: '숫자를 입력하세요.' })
      .min(-180, '-180 이상 180 이하의 경도여야 합니다.')
      .max(180, '-180 이상 180 이하의 경도여야 합니다.'),
    label,
  );
const stopId = (label: string) =>
  labeled(
    z
      .string({ error: '문자열로 입력하세요.' })
      .trim()
      .min(1, '입력하세요.')
      .max(50, '50자 이하로 입력하세요.'),
    label,
  );

export const routePointSchema = z.object({
  lat: latitude('출발지 위도'),
  lng: longitude('출발지 경도'),
});

export const routeStopSchema = z.object({
  id: stopId('경유지 ID'),
  lat: latitude('경유지 위도'),
  lng: longitude('경유지 경도'),
});
export type RouteStop = z.infer<typeof routeStopSchema>;

export const routeLockSchema = z.object({
  id: stopId('고정 경유지 ID'),
  position: labeled(
    z.number({ error: '숫자를 입력하세요.' }).int('정수로 입력하세요.').min(1, '1 이상이어야 합니다.'),
    '고정 순번',
  ),
});
export type RouteLockInput = z.infer<typeof routeLockSchema>;

const maxStopsMessage = (maxStops: number): string =>
  maxStops === ROUTE_MAX_STOPS
    ? `경유지는 최대 ${maxStops.toLocaleString('ko-KR')}개까지 입력할 수 있습니다.`
    : `이 경로 최적화(${maxStops}개용)는 경유지를 최대 ${maxStops}개까지 받습니다. 더 큰 경로 최적화를 사용하세요.`;

/** The request body of an endpoint that takes at most `maxStops` stops. */
export const routeOptimizeRequestSchemaFor = (maxStops: number) =>
  z
    .object({
      start: labeled(routePointSchema, '출발지'),
      stops: labeled(
        z
          .array(routeStopSchema, { error: '경유지 목록을 배열로 입력하세요.' })
          .min(1, '경유지를 1개 이상 입력하세요.')
          .max(maxStops, maxStopsMessage(maxStops)),
        '경유지 목록',
      ),
      returnToStart: labeled(
        z.boolean({ error: '참/거짓으로 입력하세요.' }).default(true),
        '출발지 복귀 여부',
      ),
      locked: labeled(
        z.array(routeLockSchema, { error: '고정 경유지 목록을 배열로 입력하세요.' }).default([]),
        '고정 경유지 목록',
      ),
    })
    .superRefine((request, ctx) => {
      const firstAt = new Map<string, number>();
      request.stops.forEach((stop, index) => {
        const earlier = firstAt.get(stop.id);
        if (earlier === undefined) firstAt.set(stop.id, index);
        else {
          ctx.addIssue({
            code: 'custom',
            path: ['stops', index, 'id'],
            message: `중복된 ID입니다 (${withParticle(`'${stop.id}'`, '이/가')} ${earlier + 1}번째와 ${index + 1}번째 경유지에 있습니다).`,
          });
        }
      });
      const lockedIds = new Set<string>();
      const lockedPositions = new Set<number>();
      request.locked.forEach((lock, index) => {
        if (!firstAt.has(lock.id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['locked', index, 'id'],
            message: `경유지 목록에 없는 ID입니다 ('${lock.id}').`,
          });
        } else if (lockedIds.has(lock.id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['locked', index, 'id'],
            message: '같은 경유지를 두 번 고정했습니다.',
          });
        }
        lockedIds.add(lock.id);
        if (lock.position > request.stops.length) {
          ctx.addIssue({
            code: 'custom',
            path: ['locked', index, 'position'],
            message: `경유지 수(${request.stops.length}) 이하여야 합니다.`,
          });
        } else if (lockedPositions.has(lock.position)) {
          ctx.addIssue({
            code: 'custom',
            path: ['locked', index, 'position'],
            message: `${lock.position}번째 순번에 두 경유지를 고정했습니다.`,
          });
        }
        lockedPositions.add(lock.position);
      });
    });

/** POST /api/delivery/v1.0/route/optimize: up to ROUTE_MAX_STOPS stops. */
export const routeOptimizeRequestSchema = routeOptimizeRequestSchemaFor(ROUTE_MAX_STOPS);
export type RouteOptimizeRequest = z.infer<typeof routeOptimizeRequestSchema>;
/** The body before defaults (returnToStart, locked) are applied: what a client sends. */
export type RouteOptimizeRequestInput = z.input<typeof routeOptimizeRequestSchema>;

/** POST …/route/optimize/10, /20, /30, /100. */
export const routeOptimizeSizedRequestSchemas: Record<
  RouteOptimizeSize,
  ReturnType<typeof routeOptimizeRequestSchemaFor>
> = {
  10: routeOptimizeRequestSchemaFor(10),
  20: routeOptimizeRequestSchemaFor(20),
  30: routeOptimizeRequestSchemaFor(30),
  100: routeOptimizeRequestSchemaFor(100),
};

const metres = (label: string) => labeled(z.number().int().min(0), label);

export const routePlanStopSchema = z.object({
  sequence: labeled(z.number().int().min(1), '방문 순번'),
  id: labeled(z.string(), '경유지 ID'),
  lat: labeled(z.number(), '위도'),
  lng: labeled(z.number(), '경도'),
  legDistance: metres('직전 지점부터 거리(m)'),
  cumulativeDistance: metres('누적 거리(m)'),
  locked: labeled(z.boolean(), '순번 고정 여부'),
});
export type RoutePlanStop = z.infer<typeof routePlanStopSchema>;

/** The response: stops in visiting order with leg distances in metres. */
export const routePlanSchema = z.object({
  stops: labeled(z.array(routePlanStopSchema), '방문 순서'),
  /** Every leg in order: to each stop, then back to the start when returnToStart. */
  legDistances: labeled(z.array(z.number().int().min(0)), '구간 거리(m)'),
  returnDistance: labeled(z.number().int().min(0).nullable(), '출발지 복귀 거리(m)'),
  totalDistance: metres('총 거리(m)'),
  optimal: labeled(z.boolean(), '최적 경로 증명 여부'),
  distanceSource: labeled(z.enum(ROUTE_DISTANCE_SOURCES), '거리 출처'),
  /** Why the estimate was used instead of road distances (not configured, service failed), else null. */
  distanceNote: labeled(z.string().nullable(), '거리 출처 안내'),
});
export type RoutePlan = z.infer<typeof routePlanSchema>;
