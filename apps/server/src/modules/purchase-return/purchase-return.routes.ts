import { PURCHASE_RETURN_COLUMNS, purchaseReturnApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import {
  loadReturn,
  modifyReturn,
  requestReturn,
  saveReturn,
  stepReturn,
} from './purchase-return.service.js';
import { listPurchaseReturns, purchaseReturnPages } from './purchase-return-list.service.js';
import {
  changeReturnSchedule,
  returnablePurchase,
  returnPrice,
  returnPrint,
  returnSchedule,
} from './purchase-return-schedule.service.js';

// Returns to suppliers under /api/purchase/v1.0/return (purchaseReturnApi in the domain).
export const purchaseReturnRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, purchaseReturnApi, {
    request: async ({ body, actor }) => answer(await requestReturn(db, body, actor), '반품을 요청했습니다.'),
    update: async ({ params, body, actor }) => {
      const { version, ...input } = body;
      return answer(await modifyReturn(db, params.code, input, version, actor), '반품을 수정했습니다.');
    },
    check: async ({ params, body, actor }) =>
      answer(await stepReturn(db, params.code, 'check', body.version, actor), '반품을 확인했습니다.'),
    lastCheck: async ({ params, body, actor }) =>
      answer(
        await stepReturn(db, params.code, 'lastCheck', body.version, actor),
        '반품을 최종 승인했습니다.',
      ),
    reject: async ({ params, body, actor }) =>
      answer(
        await stepReturn(db, params.code, 'reject', body.version, actor, body.note ?? null),
        '반품을 반려했습니다.',
      ),
    cancel: async ({ params, body, actor }) =>
      answer(await stepReturn(db, params.code, 'cancel', body.version, actor), '반품을 취소했습니다.'),
    save: async ({ params, body, actor }) =>
      answer(await saveReturn(db, params.code, body.version, actor), '반품을 확정했습니다.'),
    detail: async ({ params }) => loadReturn(db, params.code),
    print: async ({ params }) => returnPrint(db, params.code),
    list: async ({ body }) => listPurchaseReturns(db, body),
    excel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: `매입반품목록_${new Date().toISOString().slice(0, 10)}.xlsx`,
        sheetName: '매입 반품',
        columns: excelColumnsOf(PURCHASE_RETURN_COLUMNS),
        batches: purchaseReturnPages(db, body),
      }),
    returnable: async ({ params }) => returnablePurchase(db, params.code),
    price: async ({ params }) => returnPrice(db, params.supplierCode, params.partCode),
    schedule: async ({ params }) => returnSchedule(db, params.id),
    scheduleUpdate: async ({ params, body, actor }) =>
      answer(await changeReturnSchedule(db, params.id, body, actor), '회수 예정일을 바꿨습니다.'),
  });
};
