import { z } from 'zod';
import { defineContracts, STAFF_ONLY } from '../contract/contract.js';
import { listWithExcel } from '../contract/contract-builders.js';
import { docCodeParams, upperCode } from '../contract/contract-params.js';
import { listQuerySchema } from '../list/list-query.js';
import {
  CONSIGNMENT_LIST_SPEC,
  consignmentInputSchema,
  consignmentModifySchema,
  consignmentPageSchema,
  consignmentStatementQuerySchema,
  consignmentStatementSchema,
  consignmentStockSchema,
  consignmentVersionSchema,
  consignmentViewSchema,
} from './consignment.schema.js';

// Consignment (위탁) under /api/consignment/v1.0: goods placed at a customer's shop stay our stock
// in its consignment location; what the shop used is sold through an ordinary fixed order.

const base = '/api/consignment/v1.0';
const codeParams = docCodeParams('위탁 번호');
const customerParams = z.object({ customerCode: upperCode('거래처 코드') });

export const consignmentApi = defineContracts({
  register: {
    method: 'POST',
    path: `${base}/register`,
    summary: '위탁 등록 (출고·회수·사용)',
    access: STAFF_ONLY,
    body: consignmentInputSchema,
    response: consignmentViewSchema,
  },
  update: {
    method: 'POST',
    path: `${base}/update/:code`,
    summary: '위탁 수정 (미반영 상태만)',
    access: STAFF_ONLY,
    params: codeParams,
    body: consignmentModifySchema,
    response: consignmentViewSchema,
  },
  post: {
    method: 'POST',
    path: `${base}/post/:code`,
    summary: '위탁 반영 (재고 이동)',
    access: STAFF_ONLY,
    params: codeParams,
    body: consignmentVersionSchema,
    response: consignmentViewSchema,
  },
  cancel: {
    method: 'POST',
    path: `${base}/cancel/:code`,
    summary: '위탁 취소 (반영된 이동은 역분개)',
    access: STAFF_ONLY,
    params: codeParams,
    body: consignmentVersionSchema,
    response: consignmentViewSchema,
  },
  detail: {
    method: 'GET',
    path: `${base}/detail/:code`,
    summary: '위탁 상세',
    access: STAFF_ONLY,
    params: codeParams,
    response: consignmentViewSchema,
  },
  ...listWithExcel(
    listQuerySchema(CONSIGNMENT_LIST_SPEC),
    { path: `${base}/list`, summary: '위탁 목록', access: STAFF_ONLY, response: consignmentPageSchema },
    { path: `${base}/excel/download`, summary: '위탁 목록 엑셀', access: STAFF_ONLY },
  ),
  stock: {
    method: 'GET',
    path: `${base}/stock/:customerCode`,
    summary: '거래처 위탁 재고',
    access: STAFF_ONLY,
    params: customerParams,
    response: consignmentStockSchema,
  },
  statement: {
    method: 'GET',
    path: `${base}/statement/:customerCode`,
    summary: '거래처 위탁 명세 (기간: 기초·출고·사용·회수·기말)',
    access: STAFF_ONLY,
    params: customerParams,
    query: consignmentStatementQuerySchema,
    response: consignmentStatementSchema,
  },
});
