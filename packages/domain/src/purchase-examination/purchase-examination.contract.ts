import { z } from 'zod';
import { defineContracts, PURCHASE_DESK } from '../contract/contract.js';
import { listWithExcel } from '../contract/contract-builders.js';
import { upperCodeParams } from '../contract/contract-params.js';
import { listQuerySchema } from '../list/list-query.js';
import { PURCHASE_LIST_SPEC } from '../purchase/purchase.schema.js';
import {
  arrivalExamRecordSchema,
  bundleDivisionInputSchema,
  bundleDivisionSchema,
  dateCodeChangeInputSchema,
  dateCodeChangeSchema,
  examDamageInputSchema,
  examPostInputSchema,
  examScanInputSchema,
  examScanResultSchema,
  purchaseExaminationSchema,
  unconfirmedArrivalPageSchema,
  warehouseCheckQuerySchema,
  warehouseCheckSchema,
  warehouseInfoSchema,
} from './purchase-examination.schema.js';

// The arrival examination under /api/purchase/v1.0/examination (SPEC §2.13, §2.16): scanning a
// draft purchase unit by unit, recording differences, posting the examined quantity, and the
// warehouse, bundle and date-code screens around it.

const BASE = '/api/purchase/v1.0/examination';
const codeParams = upperCodeParams('매입 번호');
const idParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647).meta({ title: '번호' }),
});

export const purchaseExaminationApi = defineContracts({
  detail: {
    method: 'GET',
    path: `${BASE}/detail/:code`,
    summary: '입고 검수 현황',
    access: PURCHASE_DESK,
    params: codeParams,
    response: purchaseExaminationSchema,
  },
  scan: {
    method: 'POST',
    path: `${BASE}/scan/:code`,
    summary: '입고 검수 바코드 스캔 (한 개씩)',
    access: PURCHASE_DESK,
    params: codeParams,
    body: examScanInputSchema,
    response: examScanResultSchema,
  },
  damage: {
    method: 'POST',
    path: `${BASE}/damage/:code`,
    summary: '입고 검수 파손 수량 기록',
    access: PURCHASE_DESK,
    params: codeParams,
    body: examDamageInputSchema,
    response: purchaseExaminationSchema,
  },
  post: {
    method: 'POST',
    path: `${BASE}/post/:code`,
    summary: '입고 검수 확정 (검수 수량만 재고 입고, 미지급금)',
    access: PURCHASE_DESK,
    params: codeParams,
    body: examPostInputSchema,
    response: purchaseExaminationSchema,
  },
  record: {
    method: 'GET',
    path: `${BASE}/record/:code`,
    summary: '입고 검수 기록 (스캔, 차이, 제조 일자 변경)',
    access: PURCHASE_DESK,
    params: codeParams,
    response: arrivalExamRecordSchema,
  },
  ...listWithExcel(
    listQuerySchema(PURCHASE_LIST_SPEC),
    {
      path: `${BASE}/unconfirmed/list`,
      summary: '검수 대기 입고 목록 (경과일)',
      access: PURCHASE_DESK,
      response: unconfirmedArrivalPageSchema,
    },
    { path: `${BASE}/unconfirmed/excel`, summary: '검수 대기 입고 목록 엑셀', access: PURCHASE_DESK },
  ),
  warehouseCheck: {
    method: 'POST',
    path: `${BASE}/warehouse/check`,
    summary: '창고별 당일 입고 검수 현황',
    access: PURCHASE_DESK,
    body: warehouseCheckQuerySchema,
    response: warehouseCheckSchema,
  },
  warehouseInfo: {
    method: 'GET',
    path: `${BASE}/warehouse/info/:code`,
    summary: '입고 한 건의 창고 적치 정보',
    access: PURCHASE_DESK,
    params: codeParams,
    response: warehouseInfoSchema,
  },
  bundleDivide: {
    method: 'POST',
    path: `${BASE}/bundle/divide`,
    summary: '박스 입고 낱개 분할',
    access: PURCHASE_DESK,
    body: bundleDivisionInputSchema,
    response: bundleDivisionSchema,
  },
  bundleCancel: {
    method: 'POST',
    path: `${BASE}/bundle/cancel/:id`,
    summary: '박스 분할 취소 (반대 이동)',
    access: PURCHASE_DESK,
    params: idParams,
    response: bundleDivisionSchema,
  },
  bundleList: {
    method: 'GET',
    path: `${BASE}/bundle/list/:code`,
    summary: '매입의 박스 분할 내역',
    access: PURCHASE_DESK,
    params: codeParams,
    response: z.array(bundleDivisionSchema),
  },
  dateChange: {
    method: 'POST',
    path: `${BASE}/date-code/change`,
    summary: '검수한 배터리 제조 일자 변경 (이력 보관)',
    access: PURCHASE_DESK,
    body: dateCodeChangeInputSchema,
    response: z.array(dateCodeChangeSchema),
  },
});
