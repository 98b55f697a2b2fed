import { defineContracts, STAFF_ONLY } from '../contract/contract.js';
import { rowIdParams } from '../contract/contract-params.js';
import {
  claimLinkReturnSchema,
  claimListQuerySchema,
  claimPageSchema,
  claimRegisterSchema,
  claimSchema,
} from './delivery-claim.schema.js';

// Delivery claims under /api/delivery/v1.0/claim: recorded by the desk on a delivery, listed,
// and linked to the return registered for the delivery's order.

const base = '/api/delivery/v1.0/claim';

export const deliveryClaimApi = defineContracts({
  list: {
    method: 'POST',
    path: `${base}/list`,
    summary: '배송 클레임 목록',
    access: STAFF_ONLY,
    body: claimListQuerySchema,
    response: claimPageSchema,
  },
  register: {
    method: 'POST',
    path: `${base}/register`,
    summary: '배송 클레임 등록 (파손·지연·오배송)',
    access: STAFF_ONLY,
    body: claimRegisterSchema,
    response: claimSchema,
  },
  linkReturn: {
    method: 'POST',
    path: `${base}/return/:id`,
    summary: '배송 클레임에 반품 연결 (같은 주문의 반품)',
    access: STAFF_ONLY,
    params: rowIdParams('클레임 번호', '없는 클레임 번호입니다.'),
    body: claimLinkReturnSchema,
    response: claimSchema,
  },
});
