import { addressApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { mountContracts } from '../../platform/http/contract-route.js';
import { jusoConfigFromEnv, searchAddress } from './juso-address.adapter.js';

// Under the customer group, whose forms use it.
export const addressRoutes: FastifyPluginAsync = async (app) => {
  const juso = jusoConfigFromEnv();
  mountContracts(app, addressApi, {
    search: async ({ query }) => searchAddress(juso, query.keyword, query.page),
  });
};
