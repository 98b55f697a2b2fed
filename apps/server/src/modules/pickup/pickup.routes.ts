import { PICKUP_COLUMNS, pickupApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { pagesOf, xlsxName } from '../../platform/excel/excel-batches.js';
import { excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import {
  assignPickup,
  cancelPickup,
  listPickups,
  loadPickup,
  pickedPickup,
  registerPickup,
} from './pickup.service.js';

// Pickup stops (SPEC §7.8 delivery).

export const pickupRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, pickupApi, {
    register: async ({ body, actor }) =>
      answer(await registerPickup(db, body, actor), '회수를 등록했습니다.'),
    assign: async ({ params, body, actor }) =>
      answer(await assignPickup(db, params.id, body.driverLoginId, actor), '기사를 배정했습니다.'),
    picked: async ({ params, actor }) =>
      answer(await pickedPickup(db, params.id, actor), '회수를 마쳤습니다.'),
    cancel: async ({ params, actor }) =>
      answer(await cancelPickup(db, params.id, actor), '회수를 취소했습니다.'),
    detail: async ({ params }) => loadPickup(db, params.id),
    list: async ({ body, actor }) => listPickups(db, body, actor.accountId ?? -1),
    excel: async ({ body, reply, actor }) =>
      sendXlsx(reply, {
        fileName: xlsxName('회수목록'),
        sheetName: '회수',
        columns: excelColumnsOf(PICKUP_COLUMNS),
        batches: pagesOf((q) => listPickups(db, q, actor.accountId ?? -1), body),
      }),
  });
};
