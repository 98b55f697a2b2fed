import {
  ROUTE_MAX_STOPS,
  ROUTE_OPTIMIZE_SIZES,
  routeOptimizeRequestSchema,
  routeOptimizeSizedRequestSchemas,
  routePlanSchema,
} from '@erp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_ACCESS } from '../../platform/access/access.js';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { createDistanceSource, distanceSourceConfigFromEnv } from './route-distance.source.js';
import { planRoute } from './route-plan.service.js';

/**
 * Route optimisation (SPEC §7.8): the general endpoint (up to 1 000 stops) and the four sized
 * ones the spec names, which refuse more stops than their size. Staff only: dispatchers plan.
 */
export const routeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
  const distanceSource = createDistanceSource(distanceSourceConfigFromEnv());

  app.post(
    '/api/delivery/v1.0/route/optimize',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: `배송 경로 최적화 (경유지 최대 ${ROUTE_MAX_STOPS}개)`,
        tags: ['delivery'],
        body: routeOptimizeRequestSchema,
        response: { 200: envelopeOf(routePlanSchema) },
      },
    },
    async (request) => ok(await planRoute(request.body, { maxStops: ROUTE_MAX_STOPS, distanceSource })),
  );

  for (const size of ROUTE_OPTIMIZE_SIZES) {
    app.post(
      `/api/delivery/v1.0/route/optimize/${size}`,
      {
        config: { access: STAFF_ACCESS },
        schema: {
          summary: `배송 경로 최적화 (경유지 최대 ${size}개)`,
          tags: ['delivery'],
          body: routeOptimizeSizedRequestSchemas[size],
          response: { 200: envelopeOf(routePlanSchema) },
        },
      },
      async (request) => ok(await planRoute(request.body, { maxStops: size, distanceSource })),
    );
  }
};
