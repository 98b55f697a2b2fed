import { z } from 'zod';
import { defineContracts, PURCHASE_DESK, XLSX_RESPONSE } from '../contract/contract.js';
import { listWithExcel } from '../contract/contract-builders.js';
import { docCodeParams, upperCodeParams } from '../contract/contract-params.js';
import { listQuerySchema } from '../list/list-query.js';
import {
  billableLineSchema,
  billSupplierRowSchema,
  periodQuerySchema,
  SUPPLIER_BILL_LIST_SPEC,
  SUPPLIER_PAYMENT_LIST_SPEC,
  settlementSchema,
  statementQuerySchema,
  supplierBillAcceptSchema,
  supplierBillInputSchema,
  supplierBillModifySchema,
  supplierBillPageSchema,
  supplierBillViewSchema,
  supplierPayingInfoSchema,
  supplierPaymentCancelSchema,
  supplierPaymentInputSchema,
  supplierPaymentModifySchema,
  supplierPaymentPageSchema,
  supplierPaymentResultSchema,
  supplierPaymentSchema,
  supplierStatementSchema,
} from './supplier-money.schema.js';

// Supplier money under /api/purchase/v1.0 (SPEC §2.13): bills matched to arrivals, payments
// (출금) with reversals, the supplier statement and the settlement per period.

const supplierParams = upperCodeParams('매입처 코드');
const billParams = upperCodeParams('계산서 번호');
const paymentParams = docCodeParams('출금 번호', 20);

export const supplierBillApi = defineContracts({
  ...listWithExcel(
    listQuerySchema(SUPPLIER_BILL_LIST_SPEC),
    {
      path: '/api/purchase/v1.0/bill/list',
      summary: '매입 계산서 목록',
      access: PURCHASE_DESK,
      response: supplierBillPageSchema,
    },
    {
      path: '/api/purchase/v1.0/bill/excel/download',
      summary: '매입 계산서 목록 엑셀',
      access: PURCHASE_DESK,
    },
  ),
  bySupplier: {
    method: 'GET',
    path: '/api/purchase/v1.0/bill/by-supplier',
    summary: '매입처별 계산서 합계 (기간, 미청구 입고 건수)',
    access: PURCHASE_DESK,
    query: periodQuerySchema,
    response: z.array(billSupplierRowSchema),
  },
  billable: {
    method: 'GET',
    path: '/api/purchase/v1.0/bill/billable/:code',
    summary: '매입처의 청구 가능한 확정 입고 품목',
    access: PURCHASE_DESK,
    params: supplierParams,
    response: z.array(billableLineSchema),
  },
  insert: {
    method: 'POST',
    path: '/api/purchase/v1.0/bill/insert',
    summary: '매입 계산서 등록 (입고 대사)',
    access: PURCHASE_DESK,
    body: supplierBillInputSchema,
    response: supplierBillViewSchema,
  },
  update: {
    method: 'POST',
    path: '/api/purchase/v1.0/bill/update/:code',
    summary: '매입 계산서 수정 (승인 전)',
    access: PURCHASE_DESK,
    params: billParams,
    body: supplierBillModifySchema,
    response: supplierBillViewSchema,
  },
  accept: {
    method: 'POST',
    path: '/api/purchase/v1.0/bill/accept/:code',
    summary: '매입 계산서 승인 (차이 확인, 단가 차이는 미지급금 조정)',
    access: PURCHASE_DESK,
    params: billParams,
    body: supplierBillAcceptSchema,
    response: supplierBillViewSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/purchase/v1.0/bill/detail/:code',
    summary: '매입 계산서 상세',
    access: PURCHASE_DESK,
    params: billParams,
    response: supplierBillViewSchema,
  },
});

export const supplierPaymentApi = defineContracts({
  ...listWithExcel(
    listQuerySchema(SUPPLIER_PAYMENT_LIST_SPEC),
    {
      path: '/api/purchase/v1.0/withdrawal/list',
      summary: '출금 목록',
      access: PURCHASE_DESK,
      response: supplierPaymentPageSchema,
    },
    {
      path: '/api/purchase/v1.0/withdrawal/excel/download',
      summary: '출금 목록 엑셀',
      access: PURCHASE_DESK,
    },
  ),
  insert: {
    method: 'POST',
    path: '/api/purchase/v1.0/withdrawal/insert',
    summary: '출금 등록 (미지급금 차감)',
    access: PURCHASE_DESK,
    body: supplierPaymentInputSchema,
    response: supplierPaymentResultSchema,
  },
  modify: {
    method: 'POST',
    path: '/api/purchase/v1.0/withdrawal/modify/:code',
    summary: '출금 수정 (반대 분개 후 새 출금)',
    access: PURCHASE_DESK,
    params: paymentParams,
    body: supplierPaymentModifySchema,
    response: supplierPaymentResultSchema,
  },
  cancel: {
    method: 'POST',
    path: '/api/purchase/v1.0/withdrawal/cancel/:code',
    summary: '출금 취소 (반대 분개)',
    access: PURCHASE_DESK,
    params: paymentParams,
    body: supplierPaymentCancelSchema,
    response: supplierPaymentResultSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/purchase/v1.0/withdrawal/detail/:code',
    summary: '출금 상세',
    access: PURCHASE_DESK,
    params: paymentParams,
    response: supplierPaymentSchema,
  },
  payingInfo: {
    method: 'GET',
    path: '/api/purchase/v1.0/withdrawal/supplier/:code',
    summary: '출금 화면의 매입처 정보 (잔액, 승인 계산서, 최근 출금)',
    access: PURCHASE_DESK,
    params: supplierParams,
    response: supplierPayingInfoSchema,
  },
});

export const supplierStatementApi = defineContracts({
  statement: {
    method: 'GET',
    path: '/api/purchase/v1.0/supplier/statement/:code',
    summary: '매입처 거래 명세 (기간, 원장과 일치)',
    access: PURCHASE_DESK,
    params: supplierParams,
    query: statementQuerySchema,
    response: supplierStatementSchema,
  },
  statementExcel: {
    method: 'GET',
    path: '/api/purchase/v1.0/supplier/statement/:code/excel',
    summary: '매입처 거래 명세 엑셀',
    access: PURCHASE_DESK,
    params: supplierParams,
    query: statementQuerySchema,
    response: XLSX_RESPONSE,
  },
  settlement: {
    method: 'GET',
    path: '/api/purchase/v1.0/supplier/settlement',
    summary: '매입처별 정산 (기간)',
    access: PURCHASE_DESK,
    query: periodQuerySchema,
    response: settlementSchema,
  },
  settlementExcel: {
    method: 'GET',
    path: '/api/purchase/v1.0/supplier/settlement/excel',
    summary: '매입처별 정산 엑셀',
    access: PURCHASE_DESK,
    query: periodQuerySchema,
    response: XLSX_RESPONSE,
  },
});
