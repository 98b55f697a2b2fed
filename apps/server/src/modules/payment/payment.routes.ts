import { paymentApi, prepaidApi, TOSS_PAYMENT_COLUMNS } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { listPayMethods, listTossPayments, savePayMethod, tossPaymentPages } from './payment-list.service.js';
import { confirmPrepaidOrder, listPrepaidInfo, prepaidOrders, savePrepaidInfo } from './prepaid.service.js';
import { tossConfigFromEnv } from './toss-gateway.adapter.js';
import {
  cancelTossPayment,
  confirmTossPayment,
  loadTossPayment,
  requestTossPayment,
} from './toss-payment.service.js';

// Card payments under /api/order/v1.0/toss and payment methods (paymentApi in the domain).
export const paymentRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  // Keys from the environment only (DESIGN §5).
  const toss = tossConfigFromEnv();
  mountContracts(app, paymentApi, {
    request: async ({ body, actor }) =>
      answer(await requestTossPayment(db, body, toss, actor), '결제를 요청했습니다.'),
    confirm: async ({ body, actor }) =>
      answer(await confirmTossPayment(db, body, toss, actor), '결제가 승인되어 입금으로 등록했습니다.'),
    cancel: async ({ params, body, actor }) =>
      answer(await cancelTossPayment(db, params.code, body, toss, actor), '결제를 취소했습니다.'),
    detail: async ({ params }) => loadTossPayment(db, params.code),
    list: async ({ body }) => listTossPayments(db, body),
    excel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: `카드결제목록_${new Date().toISOString().slice(0, 10)}.xlsx`,
        sheetName: '카드 결제',
        columns: excelColumnsOf(TOSS_PAYMENT_COLUMNS),
        batches: tossPaymentPages(db, body),
      }),
    payMethods: async () => listPayMethods(db),
    savePayMethod: async ({ body, actor }) =>
      answer(
        await savePayMethod(db, { ...body, memo: body.memo ?? null }, actor),
        '결제 수단을 저장했습니다.',
      ),
  });
  mountContracts(app, prepaidApi, {
    infoList: async () => listPrepaidInfo(db),
    saveInfo: async ({ body, actor }) =>
      answer(await savePrepaidInfo(db, body, actor), '결제 정보를 저장했습니다.'),
    orders: async ({ body }) => prepaidOrders(db, body.confirmed),
    confirm: async ({ params, body, actor }) =>
      answer(
        await confirmPrepaidOrder(db, params.code, body.paymentCode, actor),
        '결제를 확인했습니다. 출고할 수 있습니다.',
      ),
  });
};
