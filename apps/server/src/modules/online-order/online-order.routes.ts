import { ONLINE_ORDER_COLUMNS, ONLINE_RECALL_COLUMNS, onlineOrderApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import {
  collectOnlineOrder,
  onlineStatement,
  registerOnlineOrder,
  requestOnlineRecall,
  saveOnlineMemo,
} from './online-order.service.js';
import {
  listOnlineOrders,
  listOnlineRecalls,
  loadOnlineOrder,
  onlineOrderPages,
  onlineRecallPages,
} from './online-order-read.service.js';

const today = () => new Date().toISOString().slice(0, 10);

// Online orders under /api/order/v1.0/online/order (onlineOrderApi in the domain).
export const onlineOrderRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, onlineOrderApi, {
    register: async ({ body, actor }) =>
      answer(await registerOnlineOrder(db, body, actor), '온라인 주문을 등록했습니다.'),
    detail: async ({ params }) => loadOnlineOrder(db, params.code),
    memo: async ({ params, body, actor }) =>
      answer(await saveOnlineMemo(db, params.code, body.memo ?? null, actor), '메모를 저장했습니다.'),
    collect: async ({ params, body, actor }) =>
      answer(await collectOnlineOrder(db, params.code, body, actor), '수금을 등록했습니다.'),
    recall: async ({ params, body, actor }) =>
      answer(
        await requestOnlineRecall(db, params.code, params.lineNo, body, actor),
        '회수를 요청했습니다. 반품 확인 후 회수합니다.',
      ),
    statement: async ({ params, user }) => onlineStatement(db, params.code, user),
    list: async ({ body }) => listOnlineOrders(db, body),
    excel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: `온라인주문목록_${today()}.xlsx`,
        sheetName: '온라인 주문',
        columns: excelColumnsOf(ONLINE_ORDER_COLUMNS),
        batches: onlineOrderPages(db, body),
      }),
    recallList: async ({ body }) => listOnlineRecalls(db, body),
    recallExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: `온라인회수요청_${today()}.xlsx`,
        sheetName: '온라인 회수 요청',
        columns: excelColumnsOf(ONLINE_RECALL_COLUMNS),
        batches: onlineRecallPages(db, body),
      }),
  });
};
