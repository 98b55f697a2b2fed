import { purchaseExaminationApi, type UnconfirmedArrival } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { type ExcelColumn, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { cancelBundleDivision, divideBundle, divisionsOf } from './bundle-division.service.js';
import { changeDateCodes } from './date-code.service.js';
import { markDamaged, postExamination, scanArrival } from './purchase-examination.service.js';
import { examinationRecord, examinationView } from './purchase-examination.view.js';
import { unconfirmedArrivals, warehouseCheck, warehouseInfo } from './purchase-examination-lists.service.js';

// The arrival examination under /api/purchase/v1.0/examination (purchaseExaminationApi).

const waitingColumns: ExcelColumn<UnconfirmedArrival>[] = [
  { header: '매입 번호', value: (r) => r.code, width: 12 },
  { header: '입고일', value: (r) => r.purchaseDate, width: 10 },
  { header: '경과일', value: (r) => r.ageDays, width: 8 },
  { header: '매입처', value: (r) => r.supplierName, width: 22 },
  { header: '창고', value: (r) => r.warehouseName, width: 12 },
  { header: '검수', value: (r) => r.examStatusLabel, width: 10 },
  { header: '품목 수', value: (r) => r.lineCount, width: 8 },
  { header: '수량', value: (r) => r.totalQty, width: 8 },
  { header: '검수 수량', value: (r) => r.examinedQty, width: 9 },
  { header: '합계', value: (r) => r.total, numFmt: '#,##0' },
];

export const purchaseExaminationRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  mountContracts(app, purchaseExaminationApi, {
    detail: async ({ params }) => examinationView(db, params.code),
    scan: async ({ params, body, actor }) =>
      answer(await scanArrival(db, params.code, body, actor), '확인되었습니다.'),
    damage: async ({ params, body, actor }) =>
      answer(await markDamaged(db, params.code, body, actor), '파손 수량을 기록했습니다.'),
    post: async ({ params, body, actor }) =>
      answer(await postExamination(db, params.code, body?.version, actor), '검수를 확정했습니다.'),
    record: async ({ params }) => examinationRecord(db, params.code),
    list: async ({ body }) => unconfirmedArrivals(db, body),
    excel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: `검수대기입고_${new Date().toISOString().slice(0, 10)}.xlsx`,
        sheetName: '검수 대기',
        columns: waitingColumns,
        batches: (async function* () {
          for (let page = 1; ; page += 1) {
            const { rows } = await unconfirmedArrivals(db, { ...body, page, size: 500 });
            if (rows.length > 0) yield rows;
            if (rows.length < 500) return;
          }
        })(),
      }),
    warehouseCheck: async ({ body }) => warehouseCheck(db, body),
    warehouseInfo: async ({ params }) => warehouseInfo(db, params.code),
    bundleDivide: async ({ body, actor }) =>
      answer(await divideBundle(db, body, actor), '박스를 낱개로 나누었습니다.'),
    bundleCancel: async ({ params, actor }) =>
      answer(await cancelBundleDivision(db, params.id, actor), '박스 분할을 취소했습니다.'),
    bundleList: async ({ params }) => divisionsOf(db, params.code),
    dateChange: async ({ body, actor }) =>
      answer(await changeDateCodes(db, body, actor), '제조 일자를 바꾸었습니다.'),
  });
};
