import { z } from 'zod';
import { defineContracts, STAFF_ONLY, XLSX_RESPONSE } from '../contract/contract.js';
import { docCodeParams } from '../contract/contract-params.js';
import {
  coreBuySchema,
  coreBuySchemaView,
  coreCollectionQuerySchema,
  coreCollectSchema,
  coreQuerySchema,
  paybackSaveSchema,
  paybackSchema,
  pickAllowSchema,
} from './old-part.schema.js';
import {
  coreCollectionPageSchema,
  coreCollectionSchema,
  expectedCorePageSchema,
  pickAllowPageSchema,
  uncollectedPageSchema,
} from './old-part.view.js';

// Used parts (cores) under /api/order/v1.0/old (SPEC §7.8 "junk/old-part"): payback codes, the
// cores expected from sales, their ageing, the customers allowed a pickup, a driver's collection
// by scan and the cash-back paid once per collection.

const base = '/api/order/v1.0/old';

export const oldPartApi = defineContracts({
  paybacks: {
    method: 'GET',
    path: `${base}/payback/list`,
    summary: '폐부품 페이백 코드 목록',
    access: STAFF_ONLY,
    response: z.array(paybackSchema),
  },
  savePayback: {
    method: 'POST',
    path: `${base}/payback/save`,
    summary: '폐부품 페이백 코드 저장',
    access: STAFF_ONLY,
    body: paybackSaveSchema,
    response: paybackSchema,
  },
  expected: {
    method: 'POST',
    path: `${base}/expected/list`,
    summary: '회수 예정 폐부품 (판매분)',
    access: STAFF_ONLY,
    body: coreQuerySchema,
    response: expectedCorePageSchema,
  },
  expectedExcel: {
    method: 'POST',
    path: `${base}/expected/excel/download`,
    summary: '회수 예정 폐부품 엑셀',
    access: STAFF_ONLY,
    body: coreQuerySchema,
    response: XLSX_RESPONSE,
  },
  uncollected: {
    method: 'POST',
    path: `${base}/uncollected/list`,
    summary: '미회수 폐부품 (경과일)',
    access: STAFF_ONLY,
    body: coreQuerySchema,
    response: uncollectedPageSchema,
  },
  uncollectedExcel: {
    method: 'POST',
    path: `${base}/uncollected/excel/download`,
    summary: '미회수 폐부품 엑셀',
    access: STAFF_ONLY,
    body: coreQuerySchema,
    response: XLSX_RESPONSE,
  },
  pickAllowList: {
    method: 'POST',
    path: `${base}/pick/allow/list`,
    summary: '폐부품 회수 허용 거래처',
    access: STAFF_ONLY,
    body: coreQuerySchema,
    response: pickAllowPageSchema,
  },
  pickAllowExcel: {
    method: 'POST',
    path: `${base}/pick/allow/excel/download`,
    summary: '폐부품 회수 허용 거래처 엑셀',
    access: STAFF_ONLY,
    body: coreQuerySchema,
    response: XLSX_RESPONSE,
  },
  pickAllow: {
    method: 'POST',
    path: `${base}/pick/allow/save`,
    summary: '폐부품 회수 허용 변경',
    access: STAFF_ONLY,
    body: pickAllowSchema,
    response: z.object({ customerCode: z.string(), allowed: z.boolean() }),
  },
  collect: {
    method: 'POST',
    path: `${base}/collect`,
    summary: '폐부품 회수 (스캔)',
    access: STAFF_ONLY,
    body: coreCollectSchema,
    response: coreCollectionSchema,
  },
  collections: {
    method: 'POST',
    path: `${base}/collection/list`,
    summary: '폐부품 회수·캐시백 목록',
    access: STAFF_ONLY,
    body: coreCollectionQuerySchema,
    response: coreCollectionPageSchema,
  },
  collectionsExcel: {
    method: 'POST',
    path: `${base}/collection/excel/download`,
    summary: '폐부품 회수·캐시백 엑셀',
    access: STAFF_ONLY,
    body: coreCollectionQuerySchema,
    response: XLSX_RESPONSE,
  },
  cashback: {
    method: 'POST',
    path: `${base}/cashback/:code`,
    summary: '폐부품 캐시백 지급',
    access: STAFF_ONLY,
    params: docCodeParams('회수 번호'),
    response: coreCollectionSchema,
  },
  buy: {
    method: 'POST',
    path: `${base}/buy`,
    summary: '폐부품 매입 (등급별 단가, 미수금 차감 또는 현금)',
    access: STAFF_ONLY,
    body: coreBuySchema,
    response: coreBuySchemaView,
  },
});
