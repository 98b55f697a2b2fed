import { z } from 'zod';
import { defineContracts, rolesOnly, STAFF_ONLY, XLSX_RESPONSE } from '../contract/contract.js';
import { docCodeParams, rowIdParams } from '../contract/contract-params.js';
import { statementSchema } from '../sales-order/statement.view.js';
import {
  monthParamsSchema,
  monthTotalsSchema,
  orderItemPageSchema,
  orderItemQuerySchema,
  portalCarPageSchema,
  portalCarQuerySchema,
  reservationPageSchema,
  reservationQuerySchema,
  statementListPageSchema,
  statementListQuerySchema,
} from './customer-history.schema.js';
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
/** The app order statement: the shop prints its own, staff any (the service scopes the row). */
const STAFF_OR_CUSTOMER = rolesOnly('admin', 'public', 'cust');
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
  reservationList: {
    method: 'POST',
    path: `${base}/order/reservation/list`,
    summary: '예약 주문 내역 (예약일 기간)',
    access: CUSTOMER,
    body: reservationQuerySchema,
    response: reservationPageSchema,
  },
  itemList: {
    method: 'POST',
    path: `${base}/order/item/list`,
    summary: '주문 품목 내역 (주문일 기간·품번·품명)',
    access: CUSTOMER,
    body: orderItemQuerySchema,
    response: orderItemPageSchema,
  },
  carList: {
    method: 'POST',
    path: `${base}/car/list`,
    summary: '우리 차량 (차대번호별 주문 수)',
    access: CUSTOMER,
    body: portalCarQuerySchema,
    response: portalCarPageSchema,
  },
  monthTotals: {
    method: 'GET',
    path: `${base}/order/total/:year/:month`,
    summary: '월간 합계 (주문·취소·반품·순매출·입금·포인트)',
    access: CUSTOMER,
    params: monthParamsSchema,
    response: monthTotalsSchema,
  },
  statementList: {
    method: 'POST',
    path: `${base}/order/statement/list`,
    summary: '거래명세서 목록 (앱 주문 또는 전체)',
    access: CUSTOMER,
    body: statementListQuerySchema,
    response: statementListPageSchema,
  },
  appStatement: {
    method: 'GET',
    path: `${base}/order/statement/:code`,
    summary: '앱 주문 거래명세서 (처리 전이면 견적서)',
    access: STAFF_OR_CUSTOMER,
    params: docCodeParams('주문 번호'),
    response: statementSchema,
  },
});
