import {
  ASSOCIATION_POINTS_COLUMNS,
  ASSOCIATION_SALES_COLUMNS,
  type AssociationPeriodQuery,
  associationApi,
} from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { isStaff } from '../../platform/access/access.js';
import { reportPagesOf, xlsxName } from '../../platform/excel/excel-batches.js';
import { excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import {
  joinMember,
  listAssociations,
  listMembers,
  listPartPoints,
  loadMember,
  saveAssociation,
  saveMember,
  savePartPoint,
} from './association-info.service.js';
import {
  confirmPayout,
  listPayouts,
  listPrintRecords,
  payoutOf,
  printPayout,
  rejectPayout,
  requestPayout,
} from './association-payout.service.js';
import {
  listAssociationPoints,
  listAssociationSales,
  listProvisions,
  provideAssociationPoints,
} from './association-points.service.js';

// Association points under /api/point/v1.0/association (associationApi in the domain).

export const associationRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, associationApi, {
    list: async ({ body }) => listAssociations(db, body),
    save: async ({ body, actor }) =>
      answer(
        await saveAssociation(db, body, actor),
        body.code ? '협회를 수정했습니다.' : '협회를 등록했습니다.',
      ),
    members: async ({ body }) => listMembers(db, body),
    join: async ({ params, body, actor }) =>
      answer(await joinMember(db, params.code, body.customerCode, actor), '협회 회원으로 등록했습니다.'),
    memberBase: async ({ params }) => loadMember(db, params.code),
    saveMemberBase: async ({ body, actor }) =>
      answer(await saveMember(db, body, actor), '협회 포인트 기준을 저장했습니다.'),
    pointBases: async ({ body }) => listMembers(db, body),
    partPoints: async ({ params }) => listPartPoints(db, params.code),
    savePartPoint: async ({ body, actor }) =>
      answer(await savePartPoint(db, body, actor), '품목별 협회 포인트를 저장했습니다.'),
    provide: async ({ body, actor }) =>
      answer(
        await provideAssociationPoints(db, body, actor),
        body.points > 0 ? '협회 포인트를 지급했습니다.' : '협회 포인트를 차감했습니다.',
      ),
    provisions: async ({ body }) => listProvisions(db, body),
    sales: async ({ body }) => listAssociationSales(db, body),
    salesExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: xlsxName('협회별매출'),
        sheetName: '협회별 매출',
        columns: excelColumnsOf(ASSOCIATION_SALES_COLUMNS),
        batches: reportPagesOf((q: AssociationPeriodQuery) => listAssociationSales(db, q), body),
      }),
    // A customer account reads its own member row only (another association's rows never show).
    points: async ({ body, user }) =>
      listAssociationPoints(db, body, user && !isStaff(user) ? (user.customerCode ?? '') : null),
    pointsExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: xlsxName('협회별포인트'),
        sheetName: '협회별 포인트',
        columns: excelColumnsOf(ASSOCIATION_POINTS_COLUMNS),
        batches: reportPagesOf((q: AssociationPeriodQuery) => listAssociationPoints(db, q, null), body),
      }),
    payouts: async ({ body }) => listPayouts(db, body),
    payout: async ({ params }) => payoutOf(db, params.code),
    requestPayout: async ({ body, actor }) =>
      answer(await requestPayout(db, body, actor), '지급을 요청했습니다. 다른 직원이 확인해야 지급됩니다.'),
    confirmPayout: async ({ params, actor }) =>
      answer(await confirmPayout(db, params.code, actor), '지급을 확인했습니다.'),
    rejectPayout: async ({ params, body, actor }) =>
      answer(await rejectPayout(db, params.code, body.reason, actor), '지급 요청을 반려했습니다.'),
    print: async ({ params, body, actor }) =>
      answer(
        await printPayout(db, params.code, body.kind, actor),
        body.kind === 'print' ? '인쇄를 기록했습니다.' : '재인쇄를 기록했습니다.',
      ),
    printRecords: async ({ body }) => listPrintRecords(db, body),
  });
};
