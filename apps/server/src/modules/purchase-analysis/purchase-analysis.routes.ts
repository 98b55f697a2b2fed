import {
  PRICE_COMPARISON_COLUMNS,
  PURCHASE_REGISTER_COLUMNS,
  PURCHASE_STATUS_COLUMNS,
  type PurchaseStatusRow,
  purchaseAnalysisApi,
  SHORTAGE_COLUMNS,
  STOCK_IN_OUT_COLUMNS,
} from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { once, xlsxName } from '../../platform/excel/excel-batches.js';
import { excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { properStockShortage } from '../part-report/part-report.service.js';
import { purchaseDay } from './purchase-day.service.js';
import {
  inventoryStatus,
  priceComparison,
  purchaseLineRef,
  purchaseStatus,
} from './purchase-figures.service.js';
import { purchasePrintParties } from './purchase-print.service.js';
import {
  buyRegister,
  buyRegisterBatches,
  purchaseRegister,
  registerBatches,
} from './purchase-register.service.js';
import { listStockInOut, stockInOutBatches } from './stock-in-out.service.js';

// The purchasing desk's reports (purchaseAnalysisApi in the domain). Each Excel file takes the
// columns its grid shows.

export const purchaseAnalysisRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, purchaseAnalysisApi, {
    day: async () => purchaseDay(db),
    printParties: async ({ params }) => purchasePrintParties(db, params.code),
    status: async ({ body }) => purchaseStatus(db, body),
    statusExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: xlsxName('매입현황'),
        sheetName: '매입 현황',
        columns: excelColumnsOf(PURCHASE_STATUS_COLUMNS),
        batches: once(
          purchaseStatus(db, body).then((r): PurchaseStatusRow[] => [
            ...r.rows,
            { key: '', label: '합계', ...r.sums },
          ]),
        ),
      }),
    priceComparison: async ({ body }) => priceComparison(db, body),
    priceComparisonExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: xlsxName(`가격비교_${body.partCode}`),
        sheetName: '가격 비교',
        columns: excelColumnsOf(PRICE_COMPARISON_COLUMNS),
        batches: once(priceComparison(db, body).then((r) => r.rows)),
      }),
    shortage: async ({ body }) => properStockShortage(db, body),
    shortageExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: xlsxName('부족재고'),
        sheetName: '부족 재고',
        columns: excelColumnsOf(SHORTAGE_COLUMNS),
        // The list counts up to its cap (1,000 parts); the file takes the first 1,000 too.
        batches: (async function* () {
          for (let page = 1; page <= 2; page += 1) {
            const { rows } = await properStockShortage(db, { ...body, page, size: 500 });
            if (rows.length > 0) yield rows;
            if (rows.length < 500) return;
          }
        })(),
      }),
    stockInOut: async ({ body }) => listStockInOut(db, body),
    stockInOutExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: xlsxName('입출고목록'),
        sheetName: '입출고 목록',
        columns: excelColumnsOf(STOCK_IN_OUT_COLUMNS),
        batches: stockInOutBatches(db, body),
      }),
    inventoryStatus: async ({ params }) => inventoryStatus(db, params.ptnocode, params.customerCode),
    lineRef: async ({ params }) => purchaseLineRef(db, params),
    register: async ({ body }) => purchaseRegister(db, body),
    registerExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: xlsxName('매입장부'),
        sheetName: '매입 장부',
        columns: excelColumnsOf(PURCHASE_REGISTER_COLUMNS),
        batches: registerBatches(db, body),
      }),
    buyRegister: async ({ body }) => buyRegister(db, body),
    buyRegisterExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: xlsxName('매입처별매입장부'),
        sheetName: '매입처별 매입 장부',
        columns: excelColumnsOf(PURCHASE_REGISTER_COLUMNS),
        batches: buyRegisterBatches(db, body),
      }),
  });
};
