import { z } from 'zod';
import { defineContracts, STAFF_ONLY, XLSX_RESPONSE } from '../contract/contract.js';
import { listWithExcel } from '../contract/contract-builders.js';
import { docCodeParams, rowIdParams } from '../contract/contract-params.js';
import { ymdSchema } from '../validate/field-schemas.js';
import { returnListQuerySchema, returnRequestSchema } from './order-return.schema.js';
import {
  redistributionRowSchema,
  returnableOrderSchema,
  returnExaminationViewSchema,
  returnPageSchema,
  returnPartGroupRowSchema,
  returnScanResultSchema,
  returnStatementSchema,
  returnViewSchema,
} from './order-return.view.js';

// Returns of a fixed order under /api/order/v1.0/return (SPEC §7.8 "Order: returns"): a request,
// a second person's check or rejection, the scan of the goods that came back and its completion
// (stock, receivable and points in one transaction), and the statements.

const idParams = rowIdParams('반품 번호', '없는 반품 번호입니다.');
const codeParams = docCodeParams('반품 번호');

const partGroupBody = z.object({
  fromDate: ymdSchema.meta({ title: '시작일' }),
  toDate: ymdSchema.meta({ title: '종료일' }),
});
const redistributionBody = z.object({
  days: z.number().int().min(1).max(365).default(30).meta({ title: '최근 일수' }),
});

export const orderReturnApi = defineContracts({
  returnable: {
    method: 'GET',
    path: '/api/order/v1.0/return/returnable/:code',
    summary: '반품 가능 수량 (원 주문)',
    access: STAFF_ONLY,
    params: docCodeParams('주문 번호'),
    response: returnableOrderSchema,
  },
  request: {
    method: 'POST',
    path: '/api/order/v1.0/return/request',
    summary: '반품 요청 (일반·교환·불량)',
    access: STAFF_ONLY,
    body: returnRequestSchema,
    response: returnViewSchema,
  },
  check: {
    method: 'POST',
    path: '/api/order/v1.0/return/check/:id',
    summary: '반품 확인 (회수 대기로)',
    access: STAFF_ONLY,
    params: idParams,
    response: returnViewSchema,
  },
  reject: {
    method: 'POST',
    path: '/api/order/v1.0/return/reject/:id',
    summary: '반품 반려',
    access: STAFF_ONLY,
    params: idParams,
    body: z.object({
      reason: z
        .string()
        .trim()
        .min(2, '반려 사유를 2자 이상 입력하세요.')
        .max(500)
        .meta({ title: '반려 사유' }),
    }),
    response: returnViewSchema,
  },
  ...listWithExcel(
    returnListQuerySchema,
    {
      path: '/api/order/v1.0/return/list',
      summary: '반품 목록',
      access: STAFF_ONLY,
      response: returnPageSchema,
    },
    { path: '/api/order/v1.0/return/excel/download', summary: '반품 목록 엑셀', access: STAFF_ONLY },
  ),
  detail: {
    method: 'GET',
    path: '/api/order/v1.0/return/detail/:code',
    summary: '반품 상세',
    access: STAFF_ONLY,
    params: codeParams,
    response: returnViewSchema,
  },
  examination: {
    method: 'GET',
    path: '/api/examination/v1.0/order/return/detail/:code',
    summary: '반품 검수 현황',
    access: STAFF_ONLY,
    params: codeParams,
    response: returnExaminationViewSchema,
  },
  scan: {
    method: 'POST',
    path: '/api/examination/v1.0/order/return/scan/:code',
    summary: '반품 검수 바코드 스캔',
    access: STAFF_ONLY,
    params: codeParams,
    body: z.object({ barcode: z.string().max(500).meta({ title: '바코드' }) }),
    response: returnScanResultSchema,
  },
  complete: {
    method: 'POST',
    path: '/api/examination/v1.0/order/return/complete/:code',
    summary: '반품 검수 완료 (재입고·불량 처리, 미수금 차감, 적립금 회수)',
    access: STAFF_ONLY,
    params: codeParams,
    response: returnExaminationViewSchema,
  },
  statement: {
    method: 'GET',
    path: '/api/order/v1.0/return/statement/:code',
    summary: '반품 명세서',
    access: STAFF_ONLY,
    params: codeParams,
    response: returnStatementSchema,
  },
  partGroupQty: {
    method: 'POST',
    path: '/api/order/v1.0/return/part/group/qty',
    summary: '반품 부품군별 수량',
    access: STAFF_ONLY,
    body: partGroupBody,
    response: z.array(returnPartGroupRowSchema),
  },
  partGroupQtyExcel: {
    method: 'POST',
    path: '/api/order/v1.0/return/part/group/qty/excel/download',
    summary: '반품 부품군별 수량 엑셀',
    access: STAFF_ONLY,
    body: partGroupBody,
    response: XLSX_RESPONSE,
  },
  redistribution: {
    method: 'POST',
    path: '/api/order/v1.0/return/redistribution',
    summary: '반품 재배분 (대기 주문)',
    access: STAFF_ONLY,
    body: redistributionBody,
    response: z.array(redistributionRowSchema),
  },
  redistributionExcel: {
    method: 'POST',
    path: '/api/order/v1.0/return/redistribution/excel/download',
    summary: '반품 재배분 엑셀',
    access: STAFF_ONLY,
    body: redistributionBody,
    response: XLSX_RESPONSE,
  },
});
