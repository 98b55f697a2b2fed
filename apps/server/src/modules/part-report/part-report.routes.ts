import { partReportApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { fastTurn, properStockShortage, salesRecords, withoutRotation } from './part-report.service.js';
import { partReturns } from './part-return.service.js';
import { insertSetIntoOrder } from './part-set-order.service.js';

// Part reports from the ledgers and putting a set on a draft order (partReportApi in the domain).

export const partReportRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, partReportApi, {
    fastTurn: async ({ body }) => fastTurn(db, body),
    withoutRotation: async ({ body }) => withoutRotation(db, body),
    salesRecords: async ({ body }) => salesRecords(db, body),
    returns: async ({ body }) => partReturns(db, body),
    properStock: async ({ body }) => properStockShortage(db, body),
    setOrderInsert: async ({ params, body, actor }) =>
      answer(
        await insertSetIntoOrder(db, params.ordercode, body, actor),
        '세트 구성 품목을 주문에 넣었습니다.',
      ),
  });
};
