import { z } from 'zod';
import { defineContracts, STAFF_ONLY } from '../contract/contract.js';
import { docCodeParams } from '../contract/contract-params.js';
import {
  batteryCandidatesSchema,
  batteryDateInputSchema,
  batteryLookupQuerySchema,
  batteryMonthlyQuerySchema,
  batteryMonthlySchema,
  batteryUnitLookupSchema,
} from './battery-stock.schema.js';

// Battery freshness (issue #18) under /api/stock/v1.0/battery: units on hand by month of
// manufacture, the phone lookup and date correction, and the examination's FEFO candidates.

const base = '/api/stock/v1.0/battery';

export const batteryStockApi = defineContracts({
  monthly: {
    method: 'GET',
    path: `${base}/monthly/:type`,
    summary: '월별 배터리 재고 (제조월별, 창고 코드 또는 all)',
    access: STAFF_ONLY,
    params: z.object({ type: z.string().trim().min(1).max(20).meta({ title: '창고' }) }),
    query: batteryMonthlyQuerySchema,
    response: batteryMonthlySchema,
  },
  lookup: {
    method: 'GET',
    path: `${base}/unit`,
    summary: '배터리 개체 조회 (제조일·경과·창고·상태, 같은 품목의 오래된 재고)',
    access: STAFF_ONLY,
    query: batteryLookupQuerySchema,
    response: batteryUnitLookupSchema,
  },
  setDate: {
    method: 'POST',
    path: `${base}/unit/date`,
    summary: '배터리 개체 제조일 등록·정정 (일-월-년 코드)',
    access: STAFF_ONLY,
    body: batteryDateInputSchema,
    response: batteryUnitLookupSchema,
  },
  candidates: {
    method: 'GET',
    path: `${base}/candidates/:code`,
    summary: '주문 검수의 배터리 후보 (재고 개체, 오래된 순)',
    access: STAFF_ONLY,
    params: docCodeParams('주문 번호'),
    response: batteryCandidatesSchema,
  },
});
