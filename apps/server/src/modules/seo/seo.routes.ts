import { CPS_ORDER_COLUMNS, SEO_ORDER_COLUMNS, seoApi, WAREHOUSE_MOVE_COLUMNS } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { branchCustomers, branchOf, branchParts, linkBranchCustomer } from './seo-branch.service.js';
import { listBranchCancels, requestBranchCancel } from './seo-cancel.service.js';
import { cpsPages, fillCps, listCps, loadCps, requestCps } from './seo-cps.service.js';
import {
  branchOrderPages,
  branchOrderView,
  branchStatement,
  fixBranchOrder,
  insertBranchOrder,
  listBranchOrders,
} from './seo-order.service.js';
import {
  branchTransfer,
  branchTransferPages,
  listBranchTransfers,
  receiveBranchTransfer,
  scanBranchTransfer,
} from './seo-transfer.service.js';

// The Seo branch under /api/cps/v1.0 (seoApi in the domain): every branch call resolves the
// caller's branch first and reads only its rows; head office's calls are staff-only.
const today = () => new Date().toISOString().slice(0, 10);

export const seoRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, seoApi, {
    customers: async ({ user }) => branchCustomers(db, branchOf(user)),
    parts: async ({ user, query }) => branchParts(db, branchOf(user), query.keyword),
    orderInsert: async ({ user, body, actor }) => {
      const result = await insertBranchOrder(db, branchOf(user), body, actor);
      return answer(
        result,
        result.cps
          ? `주문을 등록했습니다. 부산 부족분은 CPS 주문 ${result.cps.code}로 본사에 요청했습니다.`
          : result.cpsProblem
            ? `주문을 등록했습니다. CPS 주문은 보내지 못했습니다: ${result.cpsProblem}`
            : '주문을 등록했습니다. 부산 재고로 확정할 수 있습니다.',
      );
    },
    orderDetail: async ({ user, params }) => branchOrderView(db, branchOf(user), params.code),
    orderFix: async ({ user, params, actor }) =>
      answer(
        await fixBranchOrder(db, branchOf(user), params.code, actor),
        '주문을 확정했습니다 (부산 출고).',
      ),
    orderCps: async ({ user, params, actor }) => {
      const cps = await requestCps(db, branchOf(user), params.code, actor);
      return answer(cps, `CPS 주문 ${cps.code}을(를) 본사에 요청했습니다.`);
    },
    orderStatement: async ({ user, params }) => branchStatement(db, branchOf(user), params.code, user),
    cancelRequest: async ({ user, params, body, actor }) =>
      answer(
        await requestBranchCancel(db, branchOf(user), params.code, body, actor, ctx.realtime),
        '취소를 요청했습니다. 본사 직원의 확인 후 부산 재고와 미수가 환원됩니다.',
      ),
    cancelList: async ({ user, body }) => listBranchCancels(db, branchOf(user), body),
    orderList: async ({ user, body }) => listBranchOrders(db, branchOf(user), body),
    orderExcel: async ({ user, body, reply }) =>
      sendXlsx(reply, {
        fileName: `지점수주목록_${today()}.xlsx`,
        sheetName: '지점 수주',
        columns: excelColumnsOf(SEO_ORDER_COLUMNS),
        batches: branchOrderPages(db, branchOf(user), body),
      }),
    transferList: async ({ user, body }) => listBranchTransfers(db, branchOf(user), body),
    transferExcel: async ({ user, body, reply }) =>
      sendXlsx(reply, {
        fileName: `부산창고이동_${today()}.xlsx`,
        sheetName: '부산 창고 이동',
        columns: excelColumnsOf(WAREHOUSE_MOVE_COLUMNS),
        batches: branchTransferPages(db, branchOf(user), body),
      }),
    transferDetail: async ({ user, params }) => branchTransfer(db, branchOf(user), params.code),
    transferScan: async ({ user, params, body, actor }) =>
      answer(await scanBranchTransfer(db, branchOf(user), params.code, body.barcode, actor), '검수했습니다.'),
    transferReceive: async ({ user, params, body, actor }) =>
      answer(
        await receiveBranchTransfer(db, branchOf(user), params.code, body, actor),
        '부산 창고 입고를 마쳤습니다.',
      ),
    linkCustomer: async ({ body, actor }) =>
      answer(await linkBranchCustomer(db, body, actor), '거래처를 지점에 연결했습니다.'),
    cpsDetail: async ({ params }) => loadCps(db, params.code),
    cpsFill: async ({ params, body, actor }) =>
      answer(
        await fillCps(db, params.code, body, actor),
        'CPS 주문을 출고했습니다. 물건은 부산으로 이동 중입니다.',
      ),
    cpsList: async ({ body }) => listCps(db, body),
    cpsExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: `CPS주문목록_${today()}.xlsx`,
        sheetName: 'CPS 주문',
        columns: excelColumnsOf(CPS_ORDER_COLUMNS),
        batches: cpsPages(db, body),
      }),
  });
};
