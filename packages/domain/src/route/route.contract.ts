import { defineContracts, STAFF_ONLY } from '../contract/contract.js';
import {
  ROUTE_MAX_STOPS,
  routeOptimizeRequestSchema,
  routeOptimizeSizedRequestSchemas,
  routePlanSchema,
} from './route.schema.js';

const sized = <const S extends 10 | 20 | 30 | 100>(size: S) =>
  ({
    method: 'POST',
    path: `/api/delivery/v1.0/route/optimize/${size}`,
    summary: `배송 경로 최적화 (경유지 최대 ${size}개)`,
    access: STAFF_ONLY,
    body: routeOptimizeSizedRequestSchemas[size],
    response: routePlanSchema,
  }) as const;

/**
 * Route optimisation (SPEC §7.8): the general endpoint (up to 1 000 stops) and the four sized
 * ones the spec names, which refuse more stops than their size. Staff only: dispatchers plan.
 */
export const routeApi = defineContracts({
  optimize: {
    method: 'POST',
    path: '/api/delivery/v1.0/route/optimize',
    summary: `배송 경로 최적화 (경유지 최대 ${ROUTE_MAX_STOPS}개)`,
    access: STAFF_ONLY,
    body: routeOptimizeRequestSchema,
    response: routePlanSchema,
  },
  optimize10: sized(10),
  optimize20: sized(20),
  optimize30: sized(30),
  optimize100: sized(100),
});
