import { z } from 'zod';
import { defineContracts, rolesOnly, STAFF_ONLY } from '../contract/contract.js';
import { docCodeParams } from '../contract/contract-params.js';
import { pageQueryFields } from '../list/list-query.js';
import { ymdSchema } from '../validate/field-schemas.js';
import { orderInputSchema, orderModifySchema, orderVersionSchema } from './sales-order.schema.js';
import { ORDER_STATUSES } from './sales-order.status.js';
import {
  discountProdsSchema,
  orderCandidateSchema,
  orderPageSchema,
  orderViewSchema,
} from './sales-order.view.js';
import { customerDiscountProdsQuerySchema } from './sales-order-extra.schema.js';

// The sales order itself under /api/order/v1.0 (SPEC §7.5): a draft is written, changed, fixed
// (stock out, receivable up) or discarded; the order screen's part candidates and a customer's
// bought parts with its prices.

const codeParams = docCodeParams('주문 번호');
const pageFields = pageQueryFields();
/** Customer users read their own orders; the service scopes the rows. */
const STAFF_OR_CUSTOMER = rolesOnly('admin', 'public', 'cust');

export const salesOrderApi = defineContracts({
  insert: {
    method: 'POST',
    path: '/api/order/v1.0/insert',
    summary: '수주 등록 (작성)',
    access: STAFF_ONLY,
    body: orderInputSchema,
    response: orderViewSchema,
  },
  update: {
    method: 'POST',
    path: '/api/order/v1.0/update/:code',
    summary: '수주 수정 (작성 중만)',
    access: STAFF_ONLY,
    params: codeParams,
    body: orderModifySchema,
    response: orderViewSchema,
  },
  fix: {
    method: 'POST',
    path: '/api/order/v1.0/fix/:code',
    summary: '수주 확정 (출고·매출)',
    access: STAFF_ONLY,
    params: codeParams,
    // Only for a customer still waiting in 신규 거래처 확인: an admin's reason, recorded.
    body: z
      .object({
        unconfirmedCustomerReason: z
          .string()
          .trim()
          .min(1)
          .max(200)
          .optional()
          .meta({ title: '확인 전 확정 사유' }),
      })
      .optional(),
    response: orderViewSchema,
  },
  discard: {
    method: 'POST',
    path: '/api/order/v1.0/discard/:code',
    summary: '작성 중 주문 폐기 (재고·미수금 변동 없음)',
    access: STAFF_ONLY,
    params: codeParams,
    body: orderVersionSchema,
    response: orderViewSchema,
  },
  single: {
    method: 'GET',
    path: '/api/order/v1.0/single/:code',
    summary: '수주 단건',
    access: STAFF_OR_CUSTOMER,
    params: codeParams,
    response: orderViewSchema,
  },
  list: {
    method: 'POST',
    path: '/api/order/v1.0/list',
    summary: '수주 목록',
    access: STAFF_OR_CUSTOMER,
    body: z.object({
      fromDate: ymdSchema.optional().meta({ title: '시작일' }),
      toDate: ymdSchema.optional().meta({ title: '종료일' }),
      customerCode: z.string().max(20).optional().meta({ title: '거래처' }),
      status: z.enum(ORDER_STATUSES).optional().meta({ title: '상태' }),
      ...pageFields,
    }),
    response: orderPageSchema,
  },
  candidates: {
    method: 'POST',
    path: '/api/order/v1.0/part/candidates',
    summary: '주문 품목 후보 (재고·최근 단가 포함)',
    access: STAFF_ONLY,
    body: z.object({
      customerCode: z.string().trim().min(1, '거래처를 고르세요.').max(20).meta({ title: '거래처' }),
      keyword: z
        .string()
        .trim()
        .min(1, '품번, 바코드 또는 품명을 입력하세요.')
        .max(100)
        .meta({ title: '검색어' }),
      size: z.number().int().min(1).max(50).default(20).meta({ title: '개수' }),
    }),
    response: z.array(orderCandidateSchema),
  },
  discountProds: {
    method: 'POST',
    path: '/api/order/v1.0/customer/discount/prods',
    summary: '거래처 품목별 최근 단가·분류 단가',
    access: STAFF_ONLY,
    body: customerDiscountProdsQuerySchema,
    response: discountProdsSchema,
  },
});
