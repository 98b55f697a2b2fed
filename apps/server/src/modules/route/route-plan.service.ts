// Orders a driver's stops (SPEC §7.8 route optimisation): the distance matrix from the
// configured source, then the solver of packages/domain. The HTTP route validates the body with
// routeOptimizeRequestSchema (or a sized one) and hands it here.
import { DEFAULT_ROUTE_SEED, ROUTE_MAX_STOPS, type RouteOptimizeRequest, type RoutePlan } from '@erp/domain';
import { AppError } from '../../platform/errors/app-error.js';
import type { DistanceSource } from './route-distance.source.js';
import { solveRoute } from './route-solver.js';

/**
 * Search budget of one request. A route of up to 100 stops usually stops earlier, when rounds
 * stop improving it; 1 000 stops use the whole second.
 */
export const ROUTE_PLAN_TIME_LIMIT_MS = 1_000;

export type PlanRouteOptions = {
  /** The endpoint's size (10, 20, 30, 100) or ROUTE_MAX_STOPS. */
  maxStops: number;
  distanceSource: DistanceSource;
  timeLimitMs?: number;
  seed?: number;
};

export const planRoute = async (
  request: RouteOptimizeRequest,
  options: PlanRouteOptions,
): Promise<RoutePlan> => {
  const { stops, start, returnToStart, locked } = request;
  const maxStops = Math.min(options.maxStops, ROUTE_MAX_STOPS);
  if (stops.length > maxStops) {
    const message = `경유지는 최대 ${maxStops.toLocaleString('ko-KR')}개까지 최적화할 수 있습니다 (요청 ${stops.length.toLocaleString('ko-KR')}개).`;
    throw new AppError('E3001', `경유지 목록: ${message}`, {
      fields: [{ field: 'stops', label: '경유지 목록', message }],
    });
  }

  // Index 0 of the matrix is the start (the warehouse), index i + 1 is stops[i].
  const { matrix, source, note } = await options.distanceSource([start, ...stops]);
  const indexOf = new Map(stops.map((stop, i) => [stop.id, i + 1]));
  const lockedIndexes = new Set<number>();
  const locks = locked.map((lock) => {
    const index = indexOf.get(lock.id);
    if (index === undefined)
      throw new AppError('E0422', `고정 경유지 ID: 경유지 목록에 없는 ID입니다 ('${lock.id}').`);
    lockedIndexes.add(index);
    return { index, position: lock.position };
  });

  const result = await solveRoute({
    matrix,
    start: 0,
    end: returnToStart ? 0 : undefined,
    locked: locks,
    timeLimitMs: options.timeLimitMs ?? ROUTE_PLAN_TIME_LIMIT_MS,
    seed: options.seed ?? DEFAULT_ROUTE_SEED,
  });

  const legDistances: number[] = [];
  let cumulative = 0;
  const ordered = result.order.slice(1).map((index, k) => {
    const leg = matrix[result.order[k]!]![index]!;
    legDistances.push(leg);
    cumulative += leg;
    const stop = stops[index - 1]!;
    return {
      sequence: k + 1,
      id: stop.id,
      lat: stop.lat,
      lng: stop.lng,
      legDistance: leg,
      cumulativeDistance: cumulative,
      locked: lockedIndexes.has(index),
    };
  });
  let returnDistance: number | null = null;
  if (returnToStart && ordered.length > 0) {
    returnDistance = matrix[result.order.at(-1)!]![0]!;
    legDistances.push(returnDistance);
  }
  return {
    stops: ordered,
    legDistances,
    returnDistance,
    totalDistance: result.distance,
    optimal: result.optimal,
    distanceSource: source,
    distanceNote: note,
  };
};
