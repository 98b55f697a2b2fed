import { trafficApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { currentWeather, publicDataConfigFromEnv, roadTraffic } from './public-data.adapter.js';

// Weather under /api/weather/v1.0 and road speeds under /api/delivery/v1.0/traffic (trafficApi).
export const trafficRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app) => {
  const config = publicDataConfigFromEnv();
  mountContracts(app, trafficApi, {
    weatherCurrent: async ({ query }) => currentWeather(config, query.city),
    trafficList: async ({ query }) => roadTraffic(config, query.area, query.road),
  });
};
