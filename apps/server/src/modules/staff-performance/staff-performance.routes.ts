import {
  STAFF_MONTH_COLUMNS,
  STAFF_PERFORMANCE_COLUMNS,
  STAFF_PROFIT_COLUMNS,
  staffPerformanceApi,
  staffSellColumns,
} from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { once, xlsxName } from '../../platform/excel/excel-batches.js';
import { excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { staffMonth, staffPerformance, staffProfit } from './staff-period.service.js';
import { staffSell } from './staff-sell.service.js';

const SELL_TITLE = { year: '연간사용자매출', month: '월간사용자매출', day: '일간사용자매출' } as const;

export const staffPerformanceRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, staffPerformanceApi, {
    sell: async ({ body }) => staffSell(db, body),
    sellExcel: async ({ body, reply }) => {
      const matrix = await staffSell(db, body);
      return sendXlsx(reply, {
        fileName: xlsxName(`${SELL_TITLE[body.span]}_${body.at}`),
        sheetName: '직원별 매출',
        columns: excelColumnsOf(staffSellColumns(matrix)),
        batches: once(Promise.resolve([...matrix.rows, matrix.total])),
      });
    },
    period: async ({ body }) => staffPerformance(db, body),
    periodExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: xlsxName(`사용자실적_${body.fromDate}_${body.toDate}`),
        sheetName: '사용자 실적',
        columns: excelColumnsOf(STAFF_PERFORMANCE_COLUMNS),
        batches: once(staffPerformance(db, body)),
      }),
    month: async ({ body }) => staffMonth(db, body.month),
    monthExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: xlsxName(`사용자월실적_${body.month}`),
        sheetName: '사용자 월 실적',
        columns: excelColumnsOf(STAFF_MONTH_COLUMNS),
        batches: once(staffMonth(db, body.month)),
      }),
    profit: async ({ body }) => staffProfit(db, body),
    profitExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: xlsxName(`사용자이익률_${body.fromDate}_${body.toDate}`),
        sheetName: '사용자 이익률',
        columns: excelColumnsOf(STAFF_PROFIT_COLUMNS),
        batches: once(staffProfit(db, body)),
      }),
  });
};
