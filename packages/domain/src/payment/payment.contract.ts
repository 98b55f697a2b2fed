import { z } from 'zod';
import { ADMIN_ONLY_ACCESS, defineContracts, STAFF_ONLY } from '../contract/contract.js';
import { listWithExcel } from '../contract/contract-builders.js';
import { docCodeParams } from '../contract/contract-params.js';
import { listQuerySchema } from '../list/list-query.js';
import {
  payMethodSaveSchema,
  payMethodSchema,
  TOSS_PAYMENT_LIST_SPEC,
  tossCancelSchema,
  tossConfirmSchema,
  tossPaymentPageSchema,
  tossPaymentViewSchema,
  tossRequestSchema,
  tossRequestViewSchema,
} from './payment.schema.js';

// Toss-shaped card payments under /api/order/v1.0/toss (SPEC §2.5, §2.11, §2.12) and the payment
// methods under /api/order/v1.0/pay-method.
const base = '/api/order/v1.0/toss';
const orderIdParams = docCodeParams('결제 번호', 64);

export const paymentApi = defineContracts({
  request: {
    method: 'POST',
    path: `${base}/request`,
    summary: '카드 결제 요청 (결제창 열기)',
    access: STAFF_ONLY,
    body: tossRequestSchema,
    response: tossRequestViewSchema,
  },
  confirm: {
    method: 'POST',
    path: `${base}/confirm`,
    summary: '결제 승인 (게이트웨이 확인 후 입금 등록)',
    access: STAFF_ONLY,
    body: tossConfirmSchema,
    response: tossPaymentViewSchema,
  },
  cancel: {
    method: 'POST',
    path: `${base}/cancel/:code`,
    summary: '결제 취소 (전액·부분)',
    access: STAFF_ONLY,
    params: orderIdParams,
    body: tossCancelSchema,
    response: tossPaymentViewSchema,
  },
  detail: {
    method: 'GET',
    path: `${base}/detail/:code`,
    summary: '결제 이력',
    access: STAFF_ONLY,
    params: orderIdParams,
    response: tossPaymentViewSchema,
  },
  ...listWithExcel(
    listQuerySchema(TOSS_PAYMENT_LIST_SPEC),
    { path: `${base}/list`, summary: '카드 결제 목록', access: STAFF_ONLY, response: tossPaymentPageSchema },
    { path: `${base}/excel/download`, summary: '카드 결제 목록 엑셀', access: STAFF_ONLY },
  ),
  payMethods: {
    method: 'GET',
    path: '/api/order/v1.0/pay-method/list',
    summary: '결제 수단 목록',
    access: STAFF_ONLY,
    response: z.array(payMethodSchema),
  },
  savePayMethod: {
    method: 'POST',
    path: '/api/order/v1.0/pay-method/save',
    summary: '결제 수단 등록·수정',
    access: ADMIN_ONLY_ACCESS,
    body: payMethodSaveSchema,
    response: z.array(payMethodSchema),
  },
});
