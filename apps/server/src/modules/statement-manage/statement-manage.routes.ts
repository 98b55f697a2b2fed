import { STATEMENT_MANAGE_COLUMNS, statementManageApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { listStatements, statementHistory, statementPages } from './statement-manage.service.js';

// Statements of account under /api/order/v1.0/statement/manage (statementManageApi in the domain).
export const statementManageRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, statementManageApi, {
    list: async ({ body }) => listStatements(db, body),
    excel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: `거래명세서관리_${new Date().toISOString().slice(0, 10)}.xlsx`,
        sheetName: '거래명세서',
        columns: excelColumnsOf(STATEMENT_MANAGE_COLUMNS),
        batches: statementPages(db, body),
      }),
    history: async ({ params }) => statementHistory(db, params.code),
  });
};
