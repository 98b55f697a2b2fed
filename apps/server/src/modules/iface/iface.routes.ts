import { IFACE_FAILURE_COLUMNS, ifaceApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import {
  adapterStatuses,
  dismissFailure,
  failurePages,
  insertFailure,
  listFailures,
  retryFailure,
} from './iface-failure.service.js';
import { partnerConfigsFromEnv, partnerSyncHandlers } from './partner-sync.adapter.js';

export const ifaceRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  // Read at start from the environment only: no partner address or key in code.
  const partners = partnerConfigsFromEnv();
  ctx.jobs.register(partnerSyncHandlers(partners));
  // The same three variables the tax-invoice module checks (isAspConfigured).
  const env = process.env;
  const taxConfigured = Boolean(env.TAX_ASP_BASE_URL && env.TAX_ASP_LINK_ID && env.TAX_ASP_SECRET_KEY);
  mountContracts(app, ifaceApi, {
    insert: async ({ body, actor }) =>
      answer(await insertFailure(db, body, actor), '연동 실패를 등록했습니다.'),
    list: async ({ body }) => listFailures(db, body),
    excel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: `연동실패목록_${new Date().toISOString().slice(0, 10)}.xlsx`,
        sheetName: '연동 실패',
        columns: excelColumnsOf(IFACE_FAILURE_COLUMNS),
        batches: failurePages(db, body),
      }),
    retry: async ({ params, actor }) => {
      const result = await retryFailure(db, ctx.jobs, params.id, actor);
      return answer(result, result.sent ? '다시 보냈습니다.' : '아직 보내지 못했습니다. 오류를 확인하세요.');
    },
    delete: async ({ params, body, actor }) => {
      await dismissFailure(db, params.id, body.reason, actor);
      return answer(null, '목록에서 제외했습니다.');
    },
    adapters: async () => adapterStatuses(db, partners, taxConfigured),
  });
};
