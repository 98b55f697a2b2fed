import {
  EXTERNAL_CUSTOMER_COLUMNS,
  EXTERNAL_ORDER_COLUMNS,
  EXTERNAL_USER_COLUMNS,
  externalApi,
  REPORT_COLUMNS,
  SELL_COLUMNS,
  toYmd,
} from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { loadCommissionRates, saveCommissionRates, sellReport } from './external-commission.service.js';
import { externalCoreInfo, listExternalCores } from './external-core.service.js';
import { listExternalCustomers, loadExternalMain } from './external-field.service.js';
import { externalMemo, listExternalMemos, saveExternalMemo } from './external-memo.service.js';
import {
  externalCandidates,
  externalStatement,
  listExternalOrders,
  loadExternalOrder,
  registerExternalOrder,
} from './external-order.service.js';
import { getReport, listReports, reviewReport, saveReport, updateReport } from './external-report.service.js';
import {
  addRotationVisit,
  changeVisit,
  deleteVisit,
  optimizeDay,
  readRotation,
  reorderDay,
} from './external-rotation.service.js';
import { externalOf } from './external-scope.js';
import {
  changeRecommendCode,
  createExternalUser,
  getExternalUser,
  interfaceInsert,
  listExternalUsers,
  resetExternalImage,
  setExternalDeleted,
  updateExternalUser,
} from './external-user.service.js';

// External sales staff under /api/external/v1.0 (externalApi in the domain).

const fileName = (name: string) => `${name}_${toYmd(new Date())}.xlsx`;
const EXCEL_PAGE = 500;
const EXCEL_MAX_PAGES = 40;

/** The pages of a list, read one after another for an Excel download. */
async function* pagesOf<Q extends { page: number; size: number }, T>(
  read: (q: Q) => Promise<{ rows: T[] }>,
  query: Q,
): AsyncGenerator<T[]> {
  for (let page = 1; page <= EXCEL_MAX_PAGES; page += 1) {
    const { rows } = await read({ ...query, page, size: EXCEL_PAGE });
    if (rows.length > 0) yield rows;
    if (rows.length < EXCEL_PAGE) return;
  }
}

async function* once<T>(rows: T[]): AsyncGenerator<T[]> {
  yield rows;
}

export const externalRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, externalApi, {
    save: async ({ body, actor }) =>
      answer(await createExternalUser(db, body, actor), '외부 영업자를 등록했습니다.'),
    update: async ({ params, body, actor }) =>
      answer(await updateExternalUser(db, params.id, body, actor), '수정했습니다.'),
    list: async ({ body }) => listExternalUsers(db, body),
    listExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: fileName('외부영업자'),
        sheetName: '외부 영업자',
        columns: excelColumnsOf(EXTERNAL_USER_COLUMNS),
        batches: pagesOf((q) => listExternalUsers(db, q), body),
      }),
    single: async ({ params, user }) => getExternalUser(db, params.id, user),
    me: async ({ user }) => getExternalUser(db, user.accountId, user),
    recommendCode: async ({ params, user }) => ({
      recommendCode: (await getExternalUser(db, params.id, user)).recommendCode,
    }),
    changeRecommendCode: async ({ params, body, actor }) =>
      answer(
        await changeRecommendCode(db, params.id, body.recommendCode, actor),
        '추천인 코드를 변경했습니다.',
      ),
    setDeleted: async ({ params, body, actor }) =>
      answer(
        await setExternalDeleted(db, params.id, body.deleted, actor),
        body.deleted ? '삭제 표시했습니다.' : '삭제 표시를 풀었습니다.',
      ),
    resetImage: async ({ params, actor }) =>
      answer(await resetExternalImage(db, params.id, actor), '프로필 이미지를 초기화했습니다.'),
    interfaceInsert: async ({ body, actor }) => interfaceInsert(db, body.users, actor),
    customers: async ({ body, user }) => listExternalCustomers(db, user, body),
    customersExcel: async ({ body, user, reply }) => {
      // Scope checked before the file starts: a refusal mid-stream would cut the answer off.
      await externalOf(db, user, body.externalId);
      return sendXlsx(reply, {
        fileName: fileName('추천거래처'),
        sheetName: '추천 거래처',
        columns: excelColumnsOf(EXTERNAL_CUSTOMER_COLUMNS),
        batches: pagesOf((q) => listExternalCustomers(db, user, q), body),
      });
    },
    main: async ({ user }) => loadExternalMain(db, user),
    reportSave: async ({ params, body, user, actor }) =>
      answer(await saveReport(db, user, params.kind, body, actor), '보고를 등록했습니다.'),
    reportUpdate: async ({ params, body, user, actor }) =>
      answer(await updateReport(db, user, params.code, body, actor), '보고를 수정했습니다.'),
    reportList: async ({ body, user }) => listReports(db, user, body),
    reportListExcel: async ({ body, user, reply }) => {
      if (body.externalId != null || user.role === 'external') await externalOf(db, user, body.externalId);
      return sendXlsx(reply, {
        fileName: fileName(body.kind === 'day' ? '일일보고' : '주간보고'),
        sheetName: body.kind === 'day' ? '일일 보고' : '주간 보고',
        columns: excelColumnsOf(REPORT_COLUMNS),
        batches: pagesOf((q) => listReports(db, user, q), body),
      });
    },
    reportSingle: async ({ params, user }) => getReport(db, user, params.code),
    reportReview: async ({ params, body, user, actor }) =>
      answer(await reviewReport(db, user, params.code, body.comment, actor), '읽음으로 표시했습니다.'),
    rotation: async ({ body, user }) => readRotation(db, user, body.externalId, body.weekday),
    rotationAdd: async ({ body, user }) =>
      answer(await addRotationVisit(db, user, body), '방문 거래처를 추가했습니다.'),
    rotationPoint: async ({ params, body, user }) =>
      answer(
        await changeVisit(db, user, params.id, { lat: body.lat, lng: body.lng }),
        '좌표를 저장했습니다.',
      ),
    rotationLock: async ({ params, body, user }) =>
      answer(
        await changeVisit(db, user, params.id, { locked: body.locked }),
        body.locked ? '순서를 고정했습니다.' : '고정을 풀었습니다.',
      ),
    rotationDelete: async ({ params, user }) =>
      answer(await deleteVisit(db, user, params.id), '방문에서 뺐습니다.'),
    rotationReorder: async ({ body, user }) =>
      answer(await reorderDay(db, user, body), '순서를 저장했습니다.'),
    rotationOptimize: async ({ body, user }) =>
      answer(await optimizeDay(db, user, body), '방문 순서를 최적화했습니다.'),
    commissionRates: async () => loadCommissionRates(db),
    saveCommissionRates: async ({ body, actor }) =>
      answer(await saveCommissionRates(db, body, actor), '수수료율 표를 저장했습니다.'),
    sell: async ({ body, user }) => sellReport(db, user, body),
    sellExcel: async ({ body, user, reply }) =>
      sendXlsx(reply, {
        fileName: fileName('외부영업매출'),
        sheetName: '기간별 매출',
        columns: excelColumnsOf(SELL_COLUMNS),
        batches: once((await sellReport(db, user, body)).rows),
      }),
    partCandidates: async ({ body, user }) => externalCandidates(db, user, body),
    orderRegister: async ({ body, user, actor }) =>
      answer(await registerExternalOrder(db, user, body, actor), '주문을 접수했습니다. 본사에서 확정합니다.'),
    orders: async ({ body, user }) => listExternalOrders(db, user, body),
    ordersExcel: async ({ body, user, reply }) => {
      await externalOf(db, user, body.externalId);
      return sendXlsx(reply, {
        fileName: fileName('외부영업주문'),
        sheetName: '주문 목록',
        columns: excelColumnsOf(EXTERNAL_ORDER_COLUMNS),
        batches: pagesOf((q) => listExternalOrders(db, user, q), body),
      });
    },
    order: async ({ params, user }) => loadExternalOrder(db, user, params.code),
    statement: async ({ params, user }) => externalStatement(db, user, params.code),
    memoSave: async ({ body, user, actor }) => {
      const memo = await saveExternalMemo(db, user, body, actor);
      return answer(memo, `메모 ${memo.code}를 저장했습니다. 본사 미처리 메모에 올라갑니다.`);
    },
    memoSingle: async ({ params, user }) => externalMemo(db, user, params.code),
    memoList: async ({ body, user }) => listExternalMemos(db, user, body),
    cores: async ({ body, user }) => listExternalCores(db, user, body),
    coreInfo: async ({ body, user }) => externalCoreInfo(db, user, body),
  });
};
