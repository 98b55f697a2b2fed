import { batteryStockApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { batteryCandidates, batteryLookup, batteryMonthly, setBatteryDate } from './battery-stock.service.js';

// Battery freshness under /api/stock/v1.0/battery (batteryStockApi in the domain).
export const batteryStockRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, batteryStockApi, {
    monthly: async ({ params, query }) => batteryMonthly(db, params.type, query.oldMonths),
    lookup: async ({ query }) => batteryLookup(db, query.scanned),
    setDate: async ({ body, actor }) =>
      answer(await setBatteryDate(db, body.value, body.dateCode, actor), '제조일을 저장했습니다.'),
    candidates: async ({ params }) => batteryCandidates(db, params.code),
  });
};
