import { CONSIGNMENT_COLUMNS, consignmentApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import {
  cancelConsignment,
  modifyConsignment,
  postConsignment,
  registerConsignment,
} from './consignment.service.js';
import {
  consignmentPages,
  consignmentStatement,
  consignmentStock,
  listConsignments,
  loadConsignment,
} from './consignment-read.service.js';

// Consignment (위탁) under /api/consignment/v1.0 (consignmentApi in the domain).
export const consignmentRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, consignmentApi, {
    register: async ({ body, actor }) =>
      answer(await registerConsignment(db, body, actor), '위탁을 등록했습니다.'),
    update: async ({ params, body, actor }) => {
      const { version, ...input } = body;
      return answer(await modifyConsignment(db, params.code, input, version, actor), '위탁을 수정했습니다.');
    },
    post: async ({ params, body, actor }) =>
      answer(await postConsignment(db, params.code, body.version, actor), '위탁을 재고에 반영했습니다.'),
    cancel: async ({ params, body, actor }) =>
      answer(await cancelConsignment(db, params.code, body.version, actor), '위탁을 취소했습니다.'),
    detail: async ({ params }) => loadConsignment(db, params.code),
    list: async ({ body }) => listConsignments(db, body),
    excel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: `위탁목록_${new Date().toISOString().slice(0, 10)}.xlsx`,
        sheetName: '위탁',
        columns: excelColumnsOf(CONSIGNMENT_COLUMNS),
        batches: consignmentPages(db, body),
      }),
    stock: async ({ params }) => consignmentStock(db, params.customerCode),
    statement: async ({ params, query }) =>
      consignmentStatement(db, params.customerCode, query.from, query.to),
  });
};
