import { z } from 'zod';
import { ADMIN_ONLY_ACCESS, defineContracts, STAFF_ONLY } from '../contract/contract.js';
import { docCodeParams, rowIdParams } from '../contract/contract-params.js';
import { pageQueryFields } from '../list/list-query.js';
import {
  cancelCheckPageSchema,
  cancelRequestPageSchema,
  cancelRequestViewSchema,
} from './order-cancel.view.js';
import { cancelRequestSchema } from './sales-order.schema.js';
import { CANCEL_REQUEST_STATUSES } from './sales-order.status.js';
import { cancelAdminQuerySchema } from './sales-order-extra.schema.js';

// Cancels of a fixed order (SPEC §7.5 order-cancel calls): a clerk asks, a second person checks
// (stock and receivable go back) or rejects with a reason; the admin reviews them all.

const codeParams = docCodeParams('주문 번호');
const idParams = rowIdParams('요청 번호', '없는 요청 번호입니다.');

export const orderCancelApi = defineContracts({
  request: {
    method: 'POST',
    path: '/api/order/v1.0/cancel/request/:code',
    summary: '주문 취소 요청',
    access: STAFF_ONLY,
    params: codeParams,
    body: cancelRequestSchema,
    response: cancelRequestViewSchema,
  },
  check: {
    method: 'POST',
    path: '/api/order/v1.0/cancel/check/:id',
    summary: '주문 취소 확인 (재고·매출 환원)',
    access: STAFF_ONLY,
    params: idParams,
    response: cancelRequestViewSchema,
  },
  reject: {
    method: 'POST',
    path: '/api/order/v1.0/cancel/reject/:id',
    summary: '주문 취소 반려',
    access: STAFF_ONLY,
    params: idParams,
    body: z.object({
      reason: z.string().trim().min(2, '2자 이상 입력하세요.').max(500).meta({ title: '반려 사유' }),
    }),
    response: cancelRequestViewSchema,
  },
  list: {
    method: 'POST',
    path: '/api/order/v1.0/cancel/list',
    summary: '주문 취소 요청 목록',
    access: STAFF_ONLY,
    body: z.object({
      status: z.enum(CANCEL_REQUEST_STATUSES).optional().meta({ title: '상태' }),
      ...pageQueryFields(),
    }),
    response: cancelCheckPageSchema,
  },
  adminList: {
    method: 'POST',
    path: '/api/order/v1.0/cancel/admin/check/list',
    summary: '취소 확인 내역 (관리자)',
    access: ADMIN_ONLY_ACCESS,
    body: cancelAdminQuerySchema,
    response: cancelRequestPageSchema,
  },
});
