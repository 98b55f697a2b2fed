import { salesExtraApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { aggregation, productSum, seasonDemand } from './sales-extra.service.js';

// Sales sums and a car's order history (salesExtraApi in the domain).
export const salesExtraRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, salesExtraApi, {
    productSum: async ({ body }) => productSum(db, body),
    aggregation: async ({ body }) => aggregation(db, body),
    season: async ({ body }) => seasonDemand(db, body),
  });
};
