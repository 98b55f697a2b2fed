import {
  LATE_SUPPLY_COLUMNS,
  PURCHASE_ORDER_COLUMNS,
  PURCHASE_ORDER_LINE_COLUMNS,
  purchaseOrderApi,
} from '@erp/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { type ExcelColumn, excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { createArrivalDraft } from './purchase-arrival.service.js';
import {
  createPurchaseOrder,
  loadPurchaseOrder,
  modifyPurchaseOrder,
  purchaseOrderPrint,
  stepPurchaseOrder,
} from './purchase-order.service.js';
import { listPurchaseOrders, purchaseOrderPages } from './purchase-order-list.service.js';
import {
  changeExpectedDate,
  lateSupplyPages,
  listLateSupplies,
  purchaseSchedule,
  scheduleLine,
  shortageParts,
} from './purchase-schedule.service.js';

// Purchase orders under /api/purchase/v1.0/order (purchaseOrderApi in the domain).

/** A list's workbook, named by the list and the day. */
const listXlsx = <Row>(
  reply: FastifyReply,
  name: string,
  sheetName: string,
  columns: ExcelColumn<Row>[],
  batches: AsyncIterable<Row[]>,
) =>
  sendXlsx(reply, {
    fileName: `${name}_${new Date().toISOString().slice(0, 10)}.xlsx`,
    sheetName,
    columns,
    batches,
  });

export const purchaseOrderRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const step =
    (action: Parameters<typeof stepPurchaseOrder>[2], done: string) =>
    async ({
      params,
      body,
      actor,
    }: {
      params: { code: string };
      body: { version: number; reason?: string | null | undefined };
      actor: Parameters<typeof stepPurchaseOrder>[4];
    }) =>
      answer(await stepPurchaseOrder(db, params.code, action, body, actor), done);

  mountContracts(app, purchaseOrderApi, {
    insert: async ({ body, actor }) =>
      answer(await createPurchaseOrder(db, body, actor), '발주를 요청했습니다. 다른 담당자가 확인합니다.'),
    update: async ({ params, body, actor }) => {
      const { version, ...input } = body;
      return answer(
        await modifyPurchaseOrder(db, params.code, input, version, actor),
        '발주를 수정했습니다.',
      );
    },
    check: step('check', '발주를 확인했습니다.'),
    lastCheck: step('lastCheck', '발주를 최종 승인했습니다.'),
    save: step('save', '발주를 확정했습니다.'),
    reject: step('reject', '발주를 반려했습니다.'),
    cancel: step('cancel', '발주를 취소했습니다.'),
    cancelRemainder: step('cancelRemainder', '발주 잔량을 취소했습니다.'),
    detail: async ({ params }) => loadPurchaseOrder(db, params.code),
    print: async ({ params }) => purchaseOrderPrint(db, params.code),
    orderExcel: async ({ params, reply }) => {
      const order = await loadPurchaseOrder(db, params.code);
      return sendXlsx(reply, {
        fileName: `발주서_${order.code}.xlsx`,
        sheetName: '발주서',
        columns: excelColumnsOf(PURCHASE_ORDER_LINE_COLUMNS),
        batches: (async function* () {
          yield order.lines;
        })(),
      });
    },
    list: async ({ body }) => listPurchaseOrders(db, body),
    excel: async ({ body, reply }) =>
      listXlsx(
        reply,
        '발주목록',
        '발주',
        excelColumnsOf(PURCHASE_ORDER_COLUMNS),
        purchaseOrderPages(db, body),
      ),
    shortage: async () => shortageParts(db),
    arrival: async ({ body, actor }) =>
      answer(
        await createArrivalDraft(db, body, actor),
        '발주 입고(미확정 매입)를 만들었습니다. 검수 화면에서 확정하세요.',
      ),
    schedule: async ({ query }) => purchaseSchedule(db, query),
    scheduleLine: async ({ params }) => scheduleLine(db, params.id),
    scheduleModify: async ({ params, body, actor }) =>
      answer(await changeExpectedDate(db, params.id, body, actor), '입고 예정일을 바꿨습니다.'),
    lateList: async ({ body }) => listLateSupplies(db, body),
    lateExcel: async ({ body, reply }) =>
      listXlsx(
        reply,
        '입고지연',
        '입고 지연',
        excelColumnsOf(LATE_SUPPLY_COLUMNS),
        lateSupplyPages(db, body),
      ),
  });
};
