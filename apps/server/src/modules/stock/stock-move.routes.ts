import { STOCK_MOVE_COLUMNS, stockMoveApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { listStockMoves, stockMovePages } from './stock-move-list.service.js';

// 재고 변경 기록 (stockMoveApi in the domain): the page and its Excel file, from one column list.
export const stockMoveRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, stockMoveApi, {
    list: async ({ body }) => listStockMoves(db, body),
    excel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: `재고변경기록_${new Date().toISOString().slice(0, 10)}.xlsx`,
        sheetName: '재고 변경 기록',
        columns: excelColumnsOf(STOCK_MOVE_COLUMNS),
        batches: stockMovePages(db, body),
      }),
  });
};
