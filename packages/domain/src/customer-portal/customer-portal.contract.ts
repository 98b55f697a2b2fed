import { z } from 'zod';
import { defineContracts, rolesOnly, STAFF_ONLY, XLSX_RESPONSE } from '../contract/contract.js';
import { rowIdParams } from '../contract/contract-params.js';
import {
  appOrderInputSchema,
  appOrderPageSchema,
  appOrderQuerySchema,
  appOrderRowSchema,
  basketAddSchema,
  basketQtySchema,
  basketSchema,
  customerMainSchema,
  portalPartPageSchema,
  portalPartSearchSchema,
  portalUserInfoSchema,
} from './customer-portal.schema.js';

// The customer pages' calls under /api/custorder/v1.0 (SPEC §7.4 "App order: /custorder/v1.0/
// order/summary/list"). Every customer call reads the session's own customer: no customer code is
// ever taken from the request. The staff read the app orders on CustomerOrdering and fix them
// through the sales order's own fix.

const base = '/api/custorder/v1.0';
const CUSTOMER = rolesOnly('cust');
const itemParams = rowIdParams('장바구니 번호');

export const customerPortalApi = defineContracts({
  main: {
    method: 'GET',
    path: `${base}/main`,
    summary: '거래처 포털 메인 (잔액·포인트·등급·최근 주문·공지)',
    access: CUSTOMER,
    response: customerMainSchema,
  },
  userInfo: {
    method: 'GET',
    path: `${base}/user/info`,
    summary: '내 정보 (로그인 사용자와 거래처)',
    access: CUSTOMER,
    response: portalUserInfoSchema,
  },
  partSearch: {
    method: 'POST',
    path: `${base}/part/search`,
    summary: '주문할 품목 찾기 (차대번호·품번·품명·분류)',
    access: CUSTOMER,
    body: portalPartSearchSchema,
    response: portalPartPageSchema,
  },
  basket: {
    method: 'GET',
    path: `${base}/basket/list`,
    summary: '장바구니 (주문 가능 여부와 배송 방법 포함)',
    access: CUSTOMER,
    response: basketSchema,
  },
  basketAdd: {
    method: 'POST',
    path: `${base}/basket/insert`,
    summary: '장바구니 담기 (같은 품목은 수량 합산)',
    access: CUSTOMER,
    body: basketAddSchema,
    response: basketSchema,
  },
  basketQty: {
    method: 'POST',
    path: `${base}/basket/update/:id`,
    summary: '장바구니 수량 변경',
    access: CUSTOMER,
    params: itemParams,
    body: basketQtySchema,
    response: basketSchema,
  },
  basketRemove: {
    method: 'POST',
    path: `${base}/basket/delete/:id`,
    summary: '장바구니에서 빼기',
    access: CUSTOMER,
    params: itemParams,
    response: basketSchema,
  },
  order: {
    method: 'POST',
    path: `${base}/order/insert`,
    summary: '장바구니 주문 (등급의 주문 요일·시간·배송 방법 확인)',
    access: CUSTOMER,
    body: appOrderInputSchema,
    response: appOrderRowSchema,
  },
  myOrders: {
    method: 'POST',
    path: `${base}/order/my/list`,
    summary: '내 주문 내역',
    access: CUSTOMER,
    body: appOrderQuerySchema,
    response: appOrderPageSchema,
  },
  summaryList: {
    method: 'POST',
    path: `${base}/order/summary/list`,
    summary: '앱 주문 목록 (직원 처리)',
    access: STAFF_ONLY,
    body: appOrderQuerySchema,
    response: appOrderPageSchema,
  },
  summaryExcel: {
    method: 'POST',
    path: `${base}/order/summary/excel`,
    summary: '앱 주문 목록 엑셀',
    access: STAFF_ONLY,
    body: appOrderQuerySchema,
    response: XLSX_RESPONSE,
  },
  waitingCount: {
    method: 'GET',
    path: `${base}/order/waiting/count`,
    summary: '처리를 기다리는 앱 주문 수',
    access: STAFF_ONLY,
    response: z.object({ waiting: z.number().int() }),
  },
});
