import { DIRECT_EXAMINATION_COLUMNS, directExaminationApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { examineDirect, requestDirect, scanDirect } from './direct-examination.service.js';
import { loadDirect } from './direct-examination.view.js';
import { directExaminationPages, listDirectExaminations } from './direct-examination-list.service.js';

// Direct shipments under /api/stock/v1.0/direct-examination (directExaminationApi in the domain).
export const directExaminationRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, directExaminationApi, {
    request: async ({ body, actor }) => answer(await requestDirect(db, body, actor), '직송을 요청했습니다.'),
    detail: async ({ params }) => loadDirect(db, params.code),
    scan: async ({ params, body }) => scanDirect(db, params.code, body.value),
    examine: async ({ params, body, actor }) =>
      answer(await examineDirect(db, params.code, body, actor), '직송 검수를 확정했습니다 (매입 확정).'),
    list: async ({ body }) => listDirectExaminations(db, body),
    excel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: `직송검수목록_${new Date().toISOString().slice(0, 10)}.xlsx`,
        sheetName: '직송 검수',
        columns: excelColumnsOf(DIRECT_EXAMINATION_COLUMNS),
        batches: directExaminationPages(db, body),
      }),
  });
};
