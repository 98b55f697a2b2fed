import { z } from 'zod';
import { defineContracts, rolesOnly, STAFF_ONLY, XLSX_RESPONSE } from '../contract/contract.js';
import { statementSchema } from '../sales-order/statement.view.js';
import { OSC_PARTNER_ROLES, REQUEST_PARTNER_ROLES } from './outsourcing.partners.js';
import {
  adminRequestListQuerySchema,
  adminRequestPageSchema,
  adminRequestViewSchema,
  cancelRequestUpdateSchema,
  erpCodeCheckSchema,
  erpCodeSchema,
  erpCodeUpdateSchema,
  erpOrderRegisterSchema,
  partnerAsPageSchema,
  partnerLinkSchema,
  partnerProductPageSchema,
  partnerProductQuerySchema,
  partnerRequestPageSchema,
  partnerRequestViewSchema,
  partnerSalePageSchema,
  partnerSaleQuerySchema,
  partnerSaveSchema,
  partnerUserInsertSchema,
  partnerUserListQuerySchema,
  partnerUserModifySchema,
  partnerUserPageSchema,
  partnerUserSchema,
  purchaseOrderDetailSchema,
  purchaseOrderPageSchema,
  purchaseOrderQuerySchema,
  purchaseOrderSaveSchema,
  requestListQuerySchema,
  requestSaveSchema,
  requestVersionSchema,
} from './outsourcing.schema.js';

// SPEC §7.6 outsourcing calls under /api/outsourcing/v1.0. A partner (HR, AUTOREMAN, TAEGYEONG)
// sends order requests and reads its own; head office (staff) takes one (working flag), registers
// or links the ERP order (code checked and written back), fixes it and checks cancels. Another
// partner's request code answers exactly like a missing one.

const base = '/api/outsourcing/v1.0';
const req = `${base}/order/request`;

const PARTNER = rolesOnly(...REQUEST_PARTNER_ROLES);
/** Partner users: head office and each partner's own accounts. */
const USER_DESK = rolesOnly('admin', 'public', ...OSC_PARTNER_ROLES);

const codeParams = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(30, '30자 이하로 입력하세요.')
    .regex(/^[0-9A-Za-z-]+$/, '영문, 숫자, -만 쓸 수 있습니다.')
    .toUpperCase()
    .meta({ title: '요청 번호' }),
});
const userIdParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647).meta({ title: '사용자 번호' }),
});

export const outsourcingRequestApi = defineContracts({
  save: {
    method: 'POST',
    path: `${req}/save`,
    summary: '주문 요청 등록 (협력사)',
    access: PARTNER,
    body: requestSaveSchema,
    response: partnerRequestViewSchema,
  },
  customerList: {
    method: 'POST',
    path: `${req}/customer/list`,
    summary: '주문 요청 목록 (협력사: 자기 요청)',
    access: PARTNER,
    body: requestListQuerySchema,
    response: partnerRequestPageSchema,
  },
  customerExcel: {
    method: 'POST',
    path: `${req}/customer/excel/download`,
    summary: '주문 요청 목록 엑셀 (협력사)',
    access: PARTNER,
    body: requestListQuerySchema,
    response: XLSX_RESPONSE,
  },
  waybillList: {
    method: 'POST',
    path: `${req}/waybill/list`,
    summary: '송장 목록 (협력사: 확정된 자기 주문)',
    access: PARTNER,
    body: requestListQuerySchema,
    response: partnerRequestPageSchema,
  },
  check: {
    method: 'GET',
    path: `${req}/check/:id`,
    summary: '주문 요청 보기 (협력사)',
    access: PARTNER,
    params: codeParams,
    response: partnerRequestViewSchema,
  },
  cancelRequestUpdate: {
    method: 'PUT',
    path: `${req}/cancel/request/update/:id`,
    summary: '주문 요청 취소 요청 (협력사)',
    access: PARTNER,
    params: codeParams,
    body: cancelRequestUpdateSchema,
    response: partnerRequestViewSchema,
  },
  adminList: {
    method: 'POST',
    path: `${req}/admin/list`,
    summary: '주문 요청 출고 목록 (본사)',
    access: STAFF_ONLY,
    body: adminRequestListQuerySchema,
    response: adminRequestPageSchema,
  },
  adminExcel: {
    method: 'POST',
    path: `${req}/admin/excel/download`,
    summary: '주문 요청 출고 목록 엑셀 (본사)',
    access: STAFF_ONLY,
    body: adminRequestListQuerySchema,
    response: XLSX_RESPONSE,
  },
  adminCancelList: {
    method: 'POST',
    path: `${req}/admin/cancel/list`,
    summary: '주문 요청 취소 요청 목록 (본사)',
    access: STAFF_ONLY,
    body: adminRequestListQuerySchema,
    response: adminRequestPageSchema,
  },
  adminCancelHistoryList: {
    method: 'POST',
    path: `${req}/admin/cancel/history/list`,
    summary: '주문 요청 취소 이력 (본사)',
    access: STAFF_ONLY,
    body: adminRequestListQuerySchema,
    response: adminRequestPageSchema,
  },
  adminSingle: {
    method: 'GET',
    path: `${req}/admin/single/:id`,
    summary: '주문 요청 보기 (본사)',
    access: STAFF_ONLY,
    params: codeParams,
    response: adminRequestViewSchema,
  },
  workingYUpdate: {
    method: 'PUT',
    path: `${req}/working/y/update/:id`,
    summary: '주문 요청 처리 시작 (작업 중 표시)',
    access: STAFF_ONLY,
    params: codeParams,
    body: requestVersionSchema,
    response: adminRequestViewSchema,
  },
  erpCodeCheck: {
    method: 'POST',
    path: `${req}/erp/code/check/:id`,
    summary: 'ERP 주문 번호 확인 (협력사 거래처의 주문인지)',
    access: STAFF_ONLY,
    params: codeParams,
    body: erpCodeSchema,
    response: erpCodeCheckSchema,
  },
  erpOrderCodeUpdate: {
    method: 'PUT',
    path: `${req}/erp/order/code/update/:id`,
    summary: 'ERP 주문 번호 기록',
    access: STAFF_ONLY,
    params: codeParams,
    body: erpCodeUpdateSchema,
    response: adminRequestViewSchema,
  },
  erpOrderRegister: {
    method: 'POST',
    path: `${req}/erp/order/register/:id`,
    summary: '주문 요청으로 ERP 주문 등록',
    access: STAFF_ONLY,
    params: codeParams,
    body: erpOrderRegisterSchema,
    response: adminRequestViewSchema,
  },
  fixYnUpdate: {
    method: 'PUT',
    path: `${req}/fixyn/update/:id`,
    summary: 'ERP 주문 확정 (재고 출고·미수금)',
    access: STAFF_ONLY,
    params: codeParams,
    body: requestVersionSchema,
    response: adminRequestViewSchema,
  },
  cancelCheckY: {
    method: 'PUT',
    path: `${req}/cancel/check/y/:id`,
    summary: '주문 요청 취소 확인 (확정 후면 재고·미수금 환원)',
    access: STAFF_ONLY,
    params: codeParams,
    body: requestVersionSchema,
    response: adminRequestViewSchema,
  },
});

export const outsourcingSalesApi = defineContracts({
  salesList: {
    method: 'POST',
    path: `${base}/order/sales/list`,
    summary: '품목 주문 목록 (협력사: 자기 ERP 주문의 품목)',
    access: PARTNER,
    body: partnerSaleQuerySchema,
    response: partnerSalePageSchema,
  },
  salesExcel: {
    method: 'POST',
    path: `${base}/order/sales/excel/download`,
    summary: '품목 주문 목록 엑셀 (협력사)',
    access: PARTNER,
    body: partnerSaleQuerySchema,
    response: XLSX_RESPONSE,
  },
  productList: {
    method: 'POST',
    path: `${base}/product/list`,
    summary: '상품 목록 (협력사에 공급하는 품목과 단가)',
    access: PARTNER,
    body: partnerProductQuerySchema,
    response: partnerProductPageSchema,
  },
  productExcel: {
    method: 'POST',
    path: `${base}/product/excel/download`,
    summary: '상품 목록 엑셀 (협력사)',
    access: PARTNER,
    body: partnerProductQuerySchema,
    response: XLSX_RESPONSE,
  },
  asList: {
    method: 'POST',
    path: `${base}/as/list`,
    summary: 'AS 목록 (협력사: 자기 주문의 반품·불량·교환)',
    access: PARTNER,
    body: partnerSaleQuerySchema,
    response: partnerAsPageSchema,
  },
  asExcel: {
    method: 'POST',
    path: `${base}/as/excel/download`,
    summary: 'AS 목록 엑셀 (협력사)',
    access: PARTNER,
    body: partnerSaleQuerySchema,
    response: XLSX_RESPONSE,
  },
  partnerList: {
    method: 'GET',
    path: `${base}/partner/list`,
    summary: '협력사와 거래처 연결',
    access: STAFF_ONLY,
    response: z.array(partnerLinkSchema),
  },
  partnerSave: {
    method: 'PUT',
    path: `${base}/partner/save`,
    summary: '협력사의 거래처 지정',
    access: rolesOnly('admin'),
    body: partnerSaveSchema,
    response: partnerLinkSchema,
  },
});

export const outsourcingUserApi = defineContracts({
  insert: {
    method: 'POST',
    path: `${base}/user/insert`,
    summary: '협력사 사용자 등록',
    access: USER_DESK,
    body: partnerUserInsertSchema,
    response: partnerUserSchema,
  },
  list: {
    method: 'POST',
    path: `${base}/user/list`,
    summary: '협력사 사용자 목록',
    access: USER_DESK,
    body: partnerUserListQuerySchema,
    response: partnerUserPageSchema,
  },
  single: {
    method: 'GET',
    path: `${base}/user/single/:id`,
    summary: '협력사 사용자 보기',
    access: USER_DESK,
    params: userIdParams,
    response: partnerUserSchema,
  },
  modify: {
    method: 'PUT',
    path: `${base}/user/modify/:id`,
    summary: '협력사 사용자 수정',
    access: USER_DESK,
    params: userIdParams,
    body: partnerUserModifySchema,
    response: partnerUserSchema,
  },
  delete: {
    method: 'DELETE',
    path: `${base}/user/delete/:id`,
    summary: '협력사 사용자 삭제 (사용 중지)',
    access: USER_DESK,
    params: userIdParams,
    response: partnerUserSchema,
  },
});

/** The partner's purchase orders (SPEC §7.6 purchase: order list, detail list/{id}). */
export const outsourcingPurchaseApi = defineContracts({
  save: {
    method: 'POST',
    path: `${base}/purchase/order/save`,
    summary: '발주 등록 (협력사: 본사 ERP 주문으로 접수)',
    access: PARTNER,
    body: purchaseOrderSaveSchema,
    response: purchaseOrderDetailSchema,
  },
  orderList: {
    method: 'POST',
    path: `${base}/purchase/order/list`,
    summary: '발주 목록 (협력사: 자기 ERP 주문)',
    access: PARTNER,
    body: purchaseOrderQuerySchema,
    response: purchaseOrderPageSchema,
  },
  orderExcel: {
    method: 'POST',
    path: `${base}/purchase/order/excel/download`,
    summary: '발주 목록 엑셀 (협력사)',
    access: PARTNER,
    body: purchaseOrderQuerySchema,
    response: XLSX_RESPONSE,
  },
  detailList: {
    method: 'GET',
    path: `${base}/purchase/detail/list/:id`,
    summary: '발주 상세 (품목)',
    access: PARTNER,
    params: z.object({
      id: z
        .string()
        .trim()
        .min(1)
        .max(30, '30자 이하로 입력하세요.')
        .regex(/^[0-9A-Za-z-]+$/, '영문, 숫자, -만 쓸 수 있습니다.')
        .toUpperCase()
        .meta({ title: '주문 번호' }),
    }),
    response: purchaseOrderDetailSchema,
  },
});

/**
 * OutsourcingStatementOfAccount: the 거래명세서 of a partner's ERP order (by its order code or the
 * request code it came from). A partner reads only its own customer's orders; head office reads
 * the orders of every partner customer. Another's code answers like a missing one.
 */
export const outsourcingStatementApi = defineContracts({
  statement: {
    method: 'GET',
    path: `${base}/order/statement/:id`,
    summary: '협력사 주문 거래명세서',
    access: rolesOnly('admin', 'public', ...OSC_PARTNER_ROLES),
    params: codeParams,
    response: statementSchema,
  },
});
