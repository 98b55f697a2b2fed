import {
  STOCK_ABNORMAL_COLUMNS,
  STOCK_COUNT_COLUMNS,
  STOCK_COUNT_LINE_COLUMNS,
  stockAbnormalApi,
  stockCountApi,
  stockCountLineApi,
} from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { SessionUser } from '../../platform/access/access.js';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { assignCounters, type CountActor, enterCount, planCount, stepCount } from './stock-count.service.js';
import { counterOptions, stockCountLinesOf, stockCountView } from './stock-count.view.js';
import { listStockCountLines, stockCountLinePages } from './stock-count-line-list.service.js';
import {
  listStockAbnormal,
  listStockCounts,
  stockAbnormalPages,
  stockCountPages,
} from './stock-count-list.service.js';

const counting = (actor: AuditActor, user: SessionUser): CountActor => ({
  ...actor,
  isAdmin: user.role === 'admin',
});
const today = () => new Date().toISOString().slice(0, 10);

// Stock counts under /api/stock/v1.0/count (stockCountApi and stockAbnormalApi in the domain).
export const stockCountRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, stockCountApi, {
    plan: async ({ body, actor }) => answer(await planCount(db, body, actor), '재고 실사를 계획했습니다.'),
    counters: async ({ params, body, actor, user }) =>
      answer(
        await assignCounters(db, params.code, body.counterIds, body.version, counting(actor, user)),
        '실사 담당자를 지정했습니다.',
      ),
    counterOptions: async () => counterOptions(db),
    detail: async ({ params }) => stockCountView(db, params.code),
    lines: async ({ params, query }) => stockCountLinesOf(db, params.code, query.seq, query.differencesOnly),
    entry: async ({ params, body, actor, user }) => enterCount(db, params.code, body, counting(actor, user)),
    submit: async ({ params, body, actor, user }) =>
      answer(
        await stepCount(db, params.code, 'submit', body.version, counting(actor, user)),
        '실사를 완료했습니다.',
      ),
    reopen: async ({ params, body, actor, user }) =>
      answer(
        await stepCount(db, params.code, 'reopen', body.version, counting(actor, user)),
        '재실사를 요청했습니다.',
      ),
    approve: async ({ params, body, actor, user }) =>
      answer(
        await stepCount(db, params.code, 'approve', body.version, counting(actor, user)),
        '실사 차이를 승인해 재고에 반영했습니다.',
      ),
    cancel: async ({ params, body, actor, user }) =>
      answer(
        await stepCount(db, params.code, 'cancel', body.version, counting(actor, user)),
        '실사를 취소했습니다.',
      ),
    list: async ({ body }) => listStockCounts(db, body),
    excel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: `재고실사목록_${today()}.xlsx`,
        sheetName: '재고 실사',
        columns: excelColumnsOf(STOCK_COUNT_COLUMNS),
        batches: stockCountPages(db, body),
      }),
  });
  mountContracts(app, stockAbnormalApi, {
    list: async ({ body }) => listStockAbnormal(db, body),
    excel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: `이상재고_${today()}.xlsx`,
        sheetName: '이상 재고',
        columns: excelColumnsOf(STOCK_ABNORMAL_COLUMNS),
        batches: stockAbnormalPages(db, body),
      }),
  });
  mountContracts(app, stockCountLineApi, {
    list: async ({ body }) => listStockCountLines(db, body),
    excel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: `재고실사내역_${today()}.xlsx`,
        sheetName: '실사 내역',
        columns: excelColumnsOf(STOCK_COUNT_LINE_COLUMNS),
        batches: stockCountLinePages(db, body),
      }),
  });
};
