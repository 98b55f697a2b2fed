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
import {
  prepaidConfirmSchema,
  prepaidInfoSaveSchema,
  prepaidInfoSchema,
  prepaidOrderQuerySchema,
  prepaidOrderSchema,
} from './prepaid.schema.js';

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

// 선결제 업체: payment information per customer and each order's payment confirmation.
const prepaid = '/api/order/v1.0/prepaid';

export const prepaidApi = defineContracts({
  infoList: {
    method: 'GET',
    path: `${prepaid}/info/list`,
    summary: '선결제 업체 결제 정보 목록',
    access: STAFF_ONLY,
    response: z.array(prepaidInfoSchema),
  },
  saveInfo: {
    method: 'POST',
    path: `${prepaid}/info/save`,
    summary: '선결제 업체 결제 정보 저장',
    access: STAFF_ONLY,
    body: prepaidInfoSaveSchema,
    response: prepaidInfoSchema,
  },
  orders: {
    method: 'POST',
    path: `${prepaid}/orders`,
    summary: '선결제 주문 결제 확인 목록',
    access: STAFF_ONLY,
    body: prepaidOrderQuerySchema,
    response: z.array(prepaidOrderSchema),
  },
  confirm: {
    method: 'POST',
    path: `${prepaid}/confirm/:code`,
    summary: '선결제 주문 결제 확인 (출고 허용)',
    access: STAFF_ONLY,
    params: docCodeParams('주문번호'),
    body: prepaidConfirmSchema,
    response: prepaidOrderSchema,
  },
});
