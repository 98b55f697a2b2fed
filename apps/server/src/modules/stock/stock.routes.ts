import { stockApi, withParticle } from '@erp/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../platform/errors/app-error.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { parts } from '../part/part.table.js';
import { stockOf } from './stock.service.js';
import { adjustStock, listWarehouses, saveWarehouse } from './stock-admin.service.js';
import { stockValuation } from './stock-cost.service.js';

// Warehouses, opening stock and manual adjustments, one part's on-hand (stockApi in the domain).

export const stockRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  mountContracts(app, stockApi, {
    warehouseList: async () => listWarehouses(db),
    warehouseSave: async ({ body, actor }) =>
      answer(await saveWarehouse(db, body, actor), '창고를 저장했습니다.'),
    adjust: async ({ body, actor }) => answer(await adjustStock(db, body, actor), '재고를 조정했습니다.'),
    partStock: async ({ params }) => {
      const [part] = await db.select({ id: parts.id }).from(parts).where(eq(parts.code, params.partCode));
      if (!part)
        throw new AppError('E2001', `품목 ${withParticle(params.partCode, '을/를')} 찾을 수 없습니다.`);
      return stockOf(db, [part.id]);
    },
    valuation: async ({ body }) => stockValuation(db, body),
  });
};
