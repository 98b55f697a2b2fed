import { WAREHOUSE_MOVE_COLUMNS, warehouseMoveApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { cancelMove, modifyMove, receiveMove, requestMove, shipMove } from './warehouse-move.service.js';
import { scanMove } from './warehouse-move-scan.service.js';
import {
  listWarehouseMoves,
  loadMove,
  movePrint,
  moveRecord,
  warehouseMovePages,
} from './warehouse-move-view.service.js';

// Warehouse moves under /api/stock/v1.0/warehouse-move (warehouseMoveApi in the domain).
export const warehouseMoveRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, warehouseMoveApi, {
    request: async ({ body, actor }) =>
      answer(await requestMove(db, body, actor), '창고 이동을 요청했습니다.'),
    update: async ({ params, body, actor }) => {
      const { version, ...input } = body;
      return answer(
        await modifyMove(db, params.code, input, version, actor),
        '창고 이동 요청을 수정했습니다.',
      );
    },
    cancel: async ({ params, body, actor }) =>
      answer(await cancelMove(db, params.code, body.version, actor), '창고 이동 요청을 취소했습니다.'),
    ship: async ({ params, body, actor }) =>
      answer(await shipMove(db, params.code, body.version, actor), '출고했습니다. 물건은 이동 중입니다.'),
    scan: async ({ params, body, actor }) =>
      answer(await scanMove(db, params.code, body.barcode, actor), '검수했습니다.'),
    receive: async ({ params, body, actor }) =>
      answer(await receiveMove(db, params.code, body, actor), '입고를 마쳤습니다.'),
    detail: async ({ params }) => loadMove(db, params.code),
    record: async ({ params }) => moveRecord(db, params.code),
    print: async ({ params }) => movePrint(db, params.code),
    list: async ({ body }) => listWarehouseMoves(db, body),
    excel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: `창고이동목록_${new Date().toISOString().slice(0, 10)}.xlsx`,
        sheetName: '창고 이동',
        columns: excelColumnsOf(WAREHOUSE_MOVE_COLUMNS),
        batches: warehouseMovePages(db, body),
      }),
  });
};
