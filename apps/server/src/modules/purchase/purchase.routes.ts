import { type ListQuery, type PurchaseSummary, purchaseApi, purchaseBarcodeApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import { type ExcelColumn, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContract, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { supplierLedger, supplierPayable } from './payable.service.js';
import {
  createPurchase,
  fixPurchase,
  loadPurchase,
  modifyPurchase,
  unfixPurchase,
} from './purchase.service.js';
import { listPurchases } from './purchase-list.service.js';
import { purchaseUnitLines } from './purchase-unit.service.js';

// Purchases under /api/purchase/v1.0 (purchaseApi in the domain): staff register, fix and un-fix
// them; the supplier payable they post is read under the same group.

const purchaseColumns: ExcelColumn<PurchaseSummary>[] = [
  { header: '매입 번호', value: (p) => p.code, width: 12 },
  { header: '매입일', value: (p) => p.purchaseDate, width: 10 },
  { header: '매입처 코드', value: (p) => p.supplierCode, width: 11 },
  { header: '매입처명', value: (p) => p.supplierName, width: 22 },
  { header: '창고', value: (p) => p.warehouseCode, width: 9 },
  { header: '상태', value: (p) => p.statusLabel, width: 8 },
  { header: '품목 수', value: (p) => p.lineCount, width: 8 },
  { header: '수량', value: (p) => p.totalQty, width: 8 },
  { header: '공급가액', value: (p) => p.supply, numFmt: '#,##0' },
  { header: '부가세', value: (p) => p.vat, numFmt: '#,##0' },
  { header: '합계', value: (p) => p.total, numFmt: '#,##0' },
  { header: '비고', value: (p) => p.memo, width: 30 },
];

async function* purchasePages(db: Db, query: ListQuery): AsyncIterable<PurchaseSummary[]> {
  for (let page = 1; ; page += 1) {
    const { rows } = await listPurchases(db, { ...query, page, size: 500 });
    if (rows.length > 0) yield rows;
    if (rows.length < 500) return;
  }
}

export const purchaseRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  mountContracts(app, purchaseApi, {
    insert: async ({ body, actor }) => answer(await createPurchase(db, body, actor), '매입을 등록했습니다.'),
    update: async ({ params, body, actor }) => {
      const { version, ...input } = body;
      return answer(await modifyPurchase(db, params.code, input, version, actor), '매입을 수정했습니다.');
    },
    fix: async ({ params, body, actor }) =>
      answer(await fixPurchase(db, params.code, body?.version, actor), '매입을 확정했습니다.'),
    fixChange: async ({ params, body, actor }) =>
      answer(
        await unfixPurchase(db, params.code, body?.version, actor, ctx.ports.purchaseHolds),
        '매입 확정을 취소했습니다.',
      ),
    list: async ({ body }) => listPurchases(db, body),
    // The unfixed list is the list with its status fixed to draft, whatever status was asked for.
    unfixedList: async ({ body }) =>
      listPurchases(db, {
        ...body,
        filters: [
          ...body.filters.filter((f) => (f.field as string) !== 'status'),
          { field: 'status', op: 'eq', value: 'draft' },
        ],
      }),
    excel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: `매입목록_${new Date().toISOString().slice(0, 10)}.xlsx`,
        sheetName: '매입',
        columns: purchaseColumns,
        batches: purchasePages(db, body),
      }),
    detail: async ({ params }) => loadPurchase(db, params.code),
    supplierPayable: async ({ params }) => supplierPayable(db, params.code),
    supplierLedger: async ({ params }) => supplierLedger(db, params.code),
  });

  // SPEC §7.8 "Barcode: print info for order/purchase/product" (declared with the barcodes).
  mountContract(app, purchaseBarcodeApi.unitLines, async ({ params }) => purchaseUnitLines(db, params.code));
};
