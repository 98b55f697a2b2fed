import { z } from 'zod';
import { defineContracts, STAFF_ONLY } from '../contract/contract.js';
import { docCodeParams } from '../contract/contract-params.js';
import { pageQueryFields } from '../list/list-query.js';
import {
  cancelAwaitingPageSchema,
  cancelExaminationViewSchema,
  cancelScanResultSchema,
  examinationDayPageSchema,
  examinationExceedPageSchema,
  examinationRecordSchema,
  examinationViewSchema,
  scanResultSchema,
} from './examination.view.js';
import { examinationExceedQuerySchema, examinationRequestQuerySchema } from './sales-order-extra.schema.js';

// Examination under /api/examination/v1.0 (SPEC §7.5, §2.16): a second person scans every unit of
// a fixed order before release, the queues around the scan station, and the scanning of the
// goods a checked cancel took back.

const orderParams = docCodeParams('주문 번호');
const scanCodeParams = (title: string) =>
  z.object({ code: z.string().trim().min(1, '번호를 입력하세요.').max(30).meta({ title }) });
const barcodeBody = z.object({ barcode: z.string().max(500).meta({ title: '바코드' }) });

export const examinationApi = defineContracts({
  detail: {
    method: 'GET',
    path: '/api/examination/v1.0/order/detail/:code',
    summary: '주문 검수 현황',
    access: STAFF_ONLY,
    params: orderParams,
    response: examinationViewSchema,
  },
  start: {
    method: 'POST',
    path: '/api/examination/v1.0/order/start/:code',
    summary: '주문 검수 시작',
    access: STAFF_ONLY,
    params: orderParams,
    response: examinationViewSchema,
  },
  scan: {
    method: 'POST',
    path: '/api/examination/v1.0/order/scan/:code',
    summary: '주문 검수 바코드 스캔',
    access: STAFF_ONLY,
    params: orderParams,
    body: barcodeBody,
    response: scanResultSchema,
  },
  complete: {
    method: 'POST',
    path: '/api/examination/v1.0/order/complete/:code',
    summary: '주문 검수 완료',
    access: STAFF_ONLY,
    params: orderParams,
    response: examinationViewSchema,
  },
  scans: {
    method: 'GET',
    path: '/api/examination/v1.0/order/scans/:code',
    summary: '주문 검수 스캔 기록',
    access: STAFF_ONLY,
    params: scanCodeParams('주문 번호'),
    response: examinationRecordSchema,
  },
  exceedList: {
    method: 'POST',
    path: '/api/examination/v1.0/order/exceed/list',
    summary: '검수 시간 초과 주문 목록',
    access: STAFF_ONLY,
    body: examinationExceedQuerySchema,
    response: examinationExceedPageSchema,
  },
  requestList: {
    method: 'POST',
    path: '/api/examination/v1.0/order/request/list',
    summary: '일자별 검수 요청(대기) 주문 목록',
    access: STAFF_ONLY,
    body: examinationRequestQuerySchema,
    response: examinationDayPageSchema,
  },
  cancelDetail: {
    method: 'GET',
    path: '/api/examination/v1.0/order/cancel/detail/:code',
    summary: '취소 반품 검수 현황',
    access: STAFF_ONLY,
    params: scanCodeParams('취소 번호'),
    response: cancelExaminationViewSchema,
  },
  cancelWaiting: {
    method: 'POST',
    path: '/api/examination/v1.0/order/cancel/waiting/list',
    summary: '반품 검수 대기 취소 목록',
    access: STAFF_ONLY,
    body: z.object(pageQueryFields({ max: 200, size: 20 })),
    response: cancelAwaitingPageSchema,
  },
  cancelScan: {
    method: 'POST',
    path: '/api/examination/v1.0/order/cancel/scan/:code',
    summary: '취소 반품 검수 바코드 스캔',
    access: STAFF_ONLY,
    params: scanCodeParams('취소 번호'),
    body: barcodeBody,
    response: cancelScanResultSchema,
  },
  cancelComplete: {
    method: 'POST',
    path: '/api/examination/v1.0/order/cancel/complete/:code',
    summary: '취소 반품 검수 완료',
    access: STAFF_ONLY,
    params: scanCodeParams('취소 번호'),
    response: cancelExaminationViewSchema,
  },
});
