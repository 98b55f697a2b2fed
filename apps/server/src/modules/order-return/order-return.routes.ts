import {
  orderReturnApi,
  REDISTRIBUTION_COLUMNS,
  RETURN_COLUMNS,
  RETURN_PART_GROUP_COLUMNS,
} from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { once, xlsxName } from '../../platform/excel/excel-batches.js';
import { excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import {
  checkReturn,
  listReturns,
  loadReturn,
  rejectReturn,
  requestReturn,
  returnableOf,
  returnIdOf,
  returnPages,
} from './order-return.service.js';
import { returnExaminationOf, scanReturn } from './return-examination.service.js';
import { completeReturn } from './return-posting.service.js';
import { redistribution, returnPartGroups } from './return-report.service.js';
import { returnStatementOf } from './return-statement.service.js';

// Returns of a fixed order (SPEC §7.8 "Order: returns"), examination under /api/examination.

export const orderReturnRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, orderReturnApi, {
    returnable: async ({ params }) => returnableOf(db, params.code),
    request: async ({ body, actor }) => answer(await requestReturn(db, body, actor), '반품을 요청했습니다.'),
    check: async ({ params, actor }) =>
      answer(await checkReturn(db, params.id, actor), '반품을 확인했습니다.'),
    reject: async ({ params, body, actor }) =>
      answer(await rejectReturn(db, params.id, body.reason, actor), '반품을 반려했습니다.'),
    list: async ({ body, actor }) => listReturns(db, body, actor.accountId ?? -1),
    excel: async ({ body, reply, actor }) =>
      sendXlsx(reply, {
        fileName: `반품목록_${new Date().toISOString().slice(0, 10)}.xlsx`,
        sheetName: '반품',
        columns: excelColumnsOf(RETURN_COLUMNS),
        batches: returnPages(db, body, actor.accountId ?? -1),
      }),
    detail: async ({ params, actor }) =>
      loadReturn(db, await returnIdOf(db, params.code), actor.accountId ?? -1),
    examination: async ({ params }) => returnExaminationOf(db, params.code),
    scan: async ({ params, body, actor }) => scanReturn(db, params.code, body.barcode, actor),
    complete: async ({ params, actor }) =>
      answer(
        await completeReturn(db, params.code, actor),
        '반품 검수를 마쳤습니다. 재고·미수금·적립금에 반영했습니다.',
      ),
    partGroupQty: async ({ body }) => returnPartGroups(db, body),
    partGroupQtyExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: xlsxName('부품군별반품수량'),
        sheetName: '부품군별 반품',
        columns: excelColumnsOf(RETURN_PART_GROUP_COLUMNS),
        batches: once(returnPartGroups(db, body)),
      }),
    redistribution: async ({ body }) => redistribution(db, body),
    redistributionExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: xlsxName('반품재배분'),
        sheetName: '반품 재배분',
        columns: excelColumnsOf(REDISTRIBUTION_COLUMNS),
        batches: once(redistribution(db, body)),
      }),
    statement: async ({ params, actor }) => returnStatementOf(db, params.code, actor.accountId ?? -1),
  });
};
