import { z } from 'zod';
import { defineContracts, rolesOnly, STAFF_ONLY, XLSX_RESPONSE } from '../contract/contract.js';
import { upperCodeParams } from '../contract/contract-params.js';
import {
  dayRateInputSchema,
  dayRateSchema,
  pointBalancePageSchema,
  pointEntryQuerySchema,
  pointExpirySchema,
  pointInfoSchema,
  pointListQuerySchema,
  pointProvisionSchema,
} from './loyalty.schema.js';

// Points under /api/point/v1.0 (SPEC §7.4 "Point: day rate list and update"): the balances, one
// customer's entries (a customer account reads its own only), manual provision and expiry.

const base = '/api/point/v1.0';
const codeParams = upperCodeParams('거래처 코드');

export const loyaltyApi = defineContracts({
  dayRates: {
    method: 'GET',
    path: `${base}/day/rate/list`,
    summary: '일별 포인트 적립률',
    access: STAFF_ONLY,
    response: z.array(dayRateSchema),
  },
  saveDayRate: {
    method: 'PUT',
    path: `${base}/day/rate/update`,
    summary: '일별 포인트 적립률 저장',
    access: STAFF_ONLY,
    body: dayRateInputSchema,
    response: z.array(dayRateSchema),
  },
  balances: {
    method: 'POST',
    path: `${base}/balance/list`,
    summary: '거래처 포인트 잔액 목록',
    access: STAFF_ONLY,
    body: pointListQuerySchema,
    response: pointBalancePageSchema,
  },
  balancesExcel: {
    method: 'POST',
    path: `${base}/balance/excel`,
    summary: '거래처 포인트 잔액 엑셀',
    access: STAFF_ONLY,
    body: pointListQuerySchema,
    response: XLSX_RESPONSE,
  },
  info: {
    method: 'POST',
    path: `${base}/info/:code`,
    summary: '거래처 포인트 내역',
    access: rolesOnly('admin', 'public', 'cust'),
    params: codeParams,
    body: pointEntryQuerySchema,
    response: pointInfoSchema,
  },
  infoExcel: {
    method: 'POST',
    path: `${base}/info/excel/:code`,
    summary: '거래처 포인트 내역 엑셀',
    access: STAFF_ONLY,
    params: codeParams,
    body: pointEntryQuerySchema,
    response: XLSX_RESPONSE,
  },
  provide: {
    method: 'POST',
    path: `${base}/manual/insert`,
    summary: '포인트 수동 지급·차감 (사유)',
    access: STAFF_ONLY,
    body: pointProvisionSchema,
    response: pointInfoSchema,
  },
  expire: {
    method: 'POST',
    path: `${base}/expiry/insert`,
    summary: '포인트 소멸 (기준일 이전 적립분 중 남은 것)',
    access: STAFF_ONLY,
    body: pointExpirySchema,
    response: pointInfoSchema,
  },
});
