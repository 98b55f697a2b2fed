import { z } from 'zod';
import { defineContracts, PURCHASE_DESK } from '../contract/contract.js';
import { listWithExcel } from '../contract/contract-builders.js';
import { rowIdParams, upperCode, upperCodeParams } from '../contract/contract-params.js';
import { listQuerySchema } from '../list/list-query.js';
import {
  PURCHASE_RETURN_LIST_SPEC,
  purchaseReturnInputSchema,
  purchaseReturnModifySchema,
  purchaseReturnPageSchema,
  purchaseReturnRejectSchema,
  purchaseReturnScheduleSchema,
  purchaseReturnVersionSchema,
  purchaseReturnViewSchema,
  returnablePurchaseSchema,
  returnPriceSchema,
  returnPrintSchema,
  returnScheduleViewSchema,
} from './purchase-return.schema.js';

// Returns to suppliers under /api/purchase/v1.0/return (SPEC §2.13): request, check, last check
// (two people other than the requester), save (stock out and payable down in one transaction),
// reject or cancel; the list, the returnable lines of a purchase and the pickup schedule.

const codeParams = upperCodeParams('반품 번호');
const base = '/api/purchase/v1.0/return';

/** A step of the approval path on one return, at the version the clerk saw. */
const step = <const P extends string>(path: P, summary: string) => ({
  method: 'POST' as const,
  path,
  summary,
  access: PURCHASE_DESK,
  params: codeParams,
  body: purchaseReturnVersionSchema,
  response: purchaseReturnViewSchema,
});

export const purchaseReturnApi = defineContracts({
  request: {
    method: 'POST',
    path: `${base}/request`,
    summary: '매입 반품 요청',
    access: PURCHASE_DESK,
    body: purchaseReturnInputSchema,
    response: purchaseReturnViewSchema,
  },
  update: {
    method: 'POST',
    path: `${base}/update/:code`,
    summary: '매입 반품 수정 (요청·확인 상태만)',
    access: PURCHASE_DESK,
    params: codeParams,
    body: purchaseReturnModifySchema,
    response: purchaseReturnViewSchema,
  },
  check: step(`${base}/check/:code`, '매입 반품 확인 (요청자 외)'),
  lastCheck: step(`${base}/last-check/:code`, '매입 반품 최종 승인 (요청자·확인자 외)'),
  save: step(`${base}/save/:code`, '매입 반품 확정 (재고 출고, 미지급금 감소)'),
  cancel: step(`${base}/cancel/:code`, '매입 반품 취소'),
  reject: {
    method: 'POST',
    path: `${base}/reject/:code`,
    summary: '매입 반품 반려',
    access: PURCHASE_DESK,
    params: codeParams,
    body: purchaseReturnRejectSchema,
    response: purchaseReturnViewSchema,
  },
  detail: {
    method: 'GET',
    path: `${base}/detail/:code`,
    summary: '매입 반품 상세',
    access: PURCHASE_DESK,
    params: codeParams,
    response: purchaseReturnViewSchema,
  },
  print: {
    method: 'GET',
    path: `${base}/print/:code`,
    summary: '매입 반품서 인쇄',
    access: PURCHASE_DESK,
    params: codeParams,
    response: returnPrintSchema,
  },
  ...listWithExcel(
    listQuerySchema(PURCHASE_RETURN_LIST_SPEC),
    {
      path: `${base}/list`,
      summary: '매입 반품 목록',
      access: PURCHASE_DESK,
      response: purchaseReturnPageSchema,
    },
    { path: `${base}/excel/download`, summary: '매입 반품 목록 엑셀', access: PURCHASE_DESK },
  ),
  returnable: {
    method: 'GET',
    path: `${base}/returnable/:code`,
    summary: '매입의 반품 가능 수량',
    access: PURCHASE_DESK,
    params: upperCodeParams('매입 번호'),
    response: returnablePurchaseSchema,
  },
  price: {
    method: 'GET',
    path: `${base}/price/:supplierCode/:partCode`,
    summary: '반품 단가 (매입처의 최근 확정 매입 단가)',
    access: PURCHASE_DESK,
    params: z.object({ supplierCode: upperCode('매입처 코드'), partCode: upperCode('품목 코드') }),
    response: returnPriceSchema,
  },
  schedule: {
    method: 'GET',
    path: `${base}/schedule/:id`,
    summary: '매입 반품 회수 일정과 변경 이력',
    access: PURCHASE_DESK,
    params: rowIdParams('반품 번호'),
    response: returnScheduleViewSchema,
  },
  scheduleUpdate: {
    method: 'POST',
    path: `${base}/schedule/update/:id`,
    summary: '매입 반품 회수 예정일 변경 (이력 보존)',
    access: PURCHASE_DESK,
    params: rowIdParams('반품 번호'),
    body: purchaseReturnScheduleSchema,
    response: returnScheduleViewSchema,
  },
});
