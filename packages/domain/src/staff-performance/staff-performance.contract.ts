import { z } from 'zod';
import { ADMIN_ONLY_ACCESS, defineContracts, XLSX_RESPONSE } from '../contract/contract.js';
import {
  staffMonthQuerySchema,
  staffMonthRowSchema,
  staffPerformanceRowSchema,
  staffPeriodSchema,
  staffProfitRowSchema,
  staffSellMatrixSchema,
  staffSellQuerySchema,
} from './staff-performance.schema.js';

// Staff performance under the user group of SPEC §7.8 (/api/user/v1.0/…): what each clerk sells
// is for the administrator only, as the screens are.

const base = '/api/user/v1.0/performance';

export const staffPerformanceApi = defineContracts({
  sell: {
    method: 'POST',
    path: `${base}/sell`,
    summary: '직원별 매출 (연·월·일)',
    access: ADMIN_ONLY_ACCESS,
    body: staffSellQuerySchema,
    response: staffSellMatrixSchema,
  },
  sellExcel: {
    method: 'POST',
    path: `${base}/sell/excel/download`,
    summary: '직원별 매출 엑셀',
    access: ADMIN_ONLY_ACCESS,
    body: staffSellQuerySchema,
    response: XLSX_RESPONSE,
  },
  period: {
    method: 'POST',
    path: `${base}/period`,
    summary: '직원 실적 (기간)',
    access: ADMIN_ONLY_ACCESS,
    body: staffPeriodSchema,
    response: z.array(staffPerformanceRowSchema),
  },
  periodExcel: {
    method: 'POST',
    path: `${base}/period/excel/download`,
    summary: '직원 실적 엑셀',
    access: ADMIN_ONLY_ACCESS,
    body: staffPeriodSchema,
    response: XLSX_RESPONSE,
  },
  month: {
    method: 'POST',
    path: `${base}/month`,
    summary: '직원 월 실적 (전월·전년 대비)',
    access: ADMIN_ONLY_ACCESS,
    body: staffMonthQuerySchema,
    response: z.array(staffMonthRowSchema),
  },
  monthExcel: {
    method: 'POST',
    path: `${base}/month/excel/download`,
    summary: '직원 월 실적 엑셀',
    access: ADMIN_ONLY_ACCESS,
    body: staffMonthQuerySchema,
    response: XLSX_RESPONSE,
  },
  profit: {
    method: 'POST',
    path: `${base}/profit`,
    summary: '직원별 이익률',
    access: ADMIN_ONLY_ACCESS,
    body: staffPeriodSchema,
    response: z.array(staffProfitRowSchema),
  },
  profitExcel: {
    method: 'POST',
    path: `${base}/profit/excel/download`,
    summary: '직원별 이익률 엑셀',
    access: ADMIN_ONLY_ACCESS,
    body: staffPeriodSchema,
    response: XLSX_RESPONSE,
  },
});
