import { z } from 'zod';
import { defineContracts, rolesOnly, STAFF_ONLY } from '../contract/contract.js';
import { docCodeParams, rowIdParams } from '../contract/contract-params.js';
import { carEstimateQuerySchema, transactionStatementQuerySchema } from './sales-order-extra.schema.js';
import { carEstimateSchema, statementSchema, transactionStatementSchema } from './statement.view.js';

// The print pages of SPEC §2.11 under /api/order/v1.0: 거래명세서, 견적서, 취소 명세서, 차량 견적서 and
// 거래내역서, computed by the server against the ledgers.

const codeParams = (title: string) =>
  z.object({ code: z.string().trim().min(1, '번호를 입력하세요.').max(30).meta({ title }) });
const idParams = rowIdParams('요청 번호', '없는 요청 번호입니다.');
/** Customer users print their own documents; the services scope the rows. */
const STAFF_OR_CUSTOMER = rolesOnly('admin', 'public', 'cust');

export const statementApi = defineContracts({
  sale: {
    method: 'GET',
    path: '/api/order/v1.0/statement/:code',
    summary: '거래명세서',
    access: STAFF_OR_CUSTOMER,
    params: docCodeParams('주문 번호'),
    response: statementSchema,
  },
  estimate: {
    method: 'GET',
    path: '/api/order/v1.0/estimate/:code',
    summary: '견적서',
    access: STAFF_OR_CUSTOMER,
    params: docCodeParams('주문 번호'),
    response: statementSchema,
  },
  cancel: {
    method: 'GET',
    path: '/api/order/v1.0/cancel/statement/:id',
    summary: '취소 거래명세서',
    access: STAFF_OR_CUSTOMER,
    params: idParams,
    response: statementSchema,
  },
  cancelByCode: {
    method: 'GET',
    path: '/api/order/v1.0/cancel/statement/code/:code',
    summary: '취소 명세서 (취소 번호로)',
    access: STAFF_OR_CUSTOMER,
    params: codeParams('취소 번호'),
    response: statementSchema,
  },
  carEstimate: {
    method: 'POST',
    path: '/api/order/v1.0/car/estimate',
    summary: '차량 견적서 (작성 중 주문으로)',
    access: STAFF_ONLY,
    body: carEstimateQuerySchema,
    response: carEstimateSchema,
  },
  transaction: {
    method: 'POST',
    path: '/api/order/v1.0/transaction/statement',
    summary: '거래내역서 (기간)',
    access: STAFF_OR_CUSTOMER,
    body: transactionStatementQuerySchema,
    response: transactionStatementSchema,
  },
});
