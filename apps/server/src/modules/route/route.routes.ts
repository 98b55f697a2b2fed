import { ROUTE_MAX_STOPS, routeApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { createDistanceSource, distanceSourceConfigFromEnv } from './route-distance.source.js';
import { planRoute } from './route-plan.service.js';

export const routeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app) => {
  const distanceSource = createDistanceSource(distanceSourceConfigFromEnv());
  const plan =
    (maxStops: number) =>
    async ({ body }: { body: Parameters<typeof planRoute>[0] }) =>
      planRoute(body, { maxStops, distanceSource });
  mountContracts(app, routeApi, {
    optimize: plan(ROUTE_MAX_STOPS),
    optimize10: plan(10),
    optimize20: plan(20),
    optimize30: plan(30),
    optimize100: plan(100),
  });
};
