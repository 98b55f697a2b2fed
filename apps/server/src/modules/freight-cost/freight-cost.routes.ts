import { FREIGHT_COST_COLUMNS, freightCostApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { cancelFreight, loadFreight, previewFreight, registerFreight } from './freight-cost.service.js';
import { freightCostPages, listFreightCosts } from './freight-cost-list.service.js';

// Freight bills under /api/stock/v1.0/freight (freightCostApi in the domain).
export const freightCostRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, freightCostApi, {
    preview: async ({ body }) => previewFreight(db, body),
    register: async ({ body, actor }) =>
      answer(await registerFreight(db, body, actor), '운임을 등록하고 배부했습니다.'),
    cancel: async ({ params, body, actor }) =>
      answer(await cancelFreight(db, params.code, body, actor), '운임을 취소했습니다 (배부를 되돌렸습니다).'),
    detail: async ({ params }) => loadFreight(db, params.code),
    list: async ({ body }) => listFreightCosts(db, body),
    excel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: `운임목록_${new Date().toISOString().slice(0, 10)}.xlsx`,
        sheetName: '운임',
        columns: excelColumnsOf(FREIGHT_COST_COLUMNS),
        batches: freightCostPages(db, body),
      }),
  });
};
