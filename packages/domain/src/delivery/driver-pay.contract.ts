import { z } from 'zod';
import { ADMIN_ONLY_ACCESS, defineContracts } from '../contract/contract.js';
import { docCodeParams } from '../contract/contract-params.js';
import {
  driverPayFixSchema,
  driverPayHistoryQuerySchema,
  driverPayHistorySchema,
  driverPayMonthQuerySchema,
  driverPayMonthSchema,
  driverPayRateSchema,
  driverPayRatesInputSchema,
  driverPayReverseSchema,
  driverPickupCalcQuerySchema,
  driverPickupCalcSchema,
} from './driver-pay.schema.js';
import {
  driverProvisionListQuerySchema,
  provisionCandidateSchema,
  provisionConfirmSchema,
  provisionPageSchema,
  provisionViewSchema,
} from './driver-provision.schema.js';

// Driver pay and provision confirmation (SPEC §2.15, §7.8 courier/driver): pay is money of the
// company to its drivers and the provisions post customers' points, so both are the admin's.

const base = '/api/driver/v1.0';
const provisionBase = `${base}/provision/confirmation`;

export const driverPayApi = defineContracts({
  rates: {
    method: 'GET',
    path: `${base}/salary/rate/list`,
    summary: '기사 수당 단가표',
    access: ADMIN_ONLY_ACCESS,
    response: z.array(driverPayRateSchema),
  },
  ratesSave: {
    method: 'POST',
    path: `${base}/salary/rate/save`,
    summary: '기사 수당 단가표 저장 (확정된 월은 확정 당시 금액 그대로)',
    access: ADMIN_ONLY_ACCESS,
    body: driverPayRatesInputSchema,
    response: z.array(driverPayRateSchema),
  },
  month: {
    method: 'GET',
    path: `${base}/salary/calculate`,
    summary: '월 급여 계산 (완료 배송·회수 건수 × 단가, 확정된 월은 확정 내용)',
    access: ADMIN_ONLY_ACCESS,
    query: driverPayMonthQuerySchema,
    response: driverPayMonthSchema,
  },
  fix: {
    method: 'POST',
    path: `${base}/salary/fix`,
    summary: '월 급여 확정 (한 달에 한 번)',
    access: ADMIN_ONLY_ACCESS,
    body: driverPayFixSchema,
    response: driverPayMonthSchema,
  },
  reverse: {
    method: 'POST',
    path: `${base}/salary/fix/cancel`,
    summary: '월 급여 확정 취소 (반대 기록, 다시 확정할 수 있음)',
    access: ADMIN_ONLY_ACCESS,
    body: driverPayReverseSchema,
    response: driverPayMonthSchema,
  },
  history: {
    method: 'POST',
    path: `${base}/salary/list`,
    summary: '기사 한 명의 급여 내역',
    access: ADMIN_ONLY_ACCESS,
    body: driverPayHistoryQuerySchema,
    response: driverPayHistorySchema,
  },
  pickupCalc: {
    method: 'GET',
    path: `${base}/pickup/calculate`,
    summary: '기간별 기사 회수 건수·수당',
    access: ADMIN_ONLY_ACCESS,
    query: driverPickupCalcQuerySchema,
    response: driverPickupCalcSchema,
  },
  oldCandidates: {
    method: 'GET',
    path: `${provisionBase}/old/waiting`,
    summary: '지급 확인 대기 (폐부품 캐시백)',
    access: ADMIN_ONLY_ACCESS,
    response: z.array(provisionCandidateSchema),
  },
  oldConfirm: {
    method: 'POST',
    path: `${provisionBase}/old/insert`,
    summary: '폐부품 캐시백 지급 확인 (포인트 적립, 건마다 한 번)',
    access: ADMIN_ONLY_ACCESS,
    body: provisionConfirmSchema,
    response: provisionViewSchema,
  },
  returnCandidates: {
    method: 'GET',
    path: `${provisionBase}/return/waiting`,
    summary: '지급 확인 대기 (반품 회수 적립)',
    access: ADMIN_ONLY_ACCESS,
    response: z.array(provisionCandidateSchema),
  },
  returnConfirm: {
    method: 'POST',
    path: `${provisionBase}/return/insert`,
    summary: '반품 회수 적립 지급 확인 (포인트 적립, 건마다 한 번)',
    access: ADMIN_ONLY_ACCESS,
    body: provisionConfirmSchema,
    response: provisionViewSchema,
  },
  provisionList: {
    method: 'POST',
    path: `${provisionBase}/list`,
    summary: '지급 확인 목록',
    access: ADMIN_ONLY_ACCESS,
    body: driverProvisionListQuerySchema,
    response: provisionPageSchema,
  },
  provisionDetail: {
    method: 'GET',
    path: `${provisionBase}/single/:code`,
    summary: '지급 확인 하나 (건별 내역)',
    access: ADMIN_ONLY_ACCESS,
    params: docCodeParams('지급 확인 번호'),
    response: provisionViewSchema,
  },
});
