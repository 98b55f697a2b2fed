import { defineContracts, STAFF_ONLY } from '../contract/contract.js';
import { orderViewSchema } from '../sales-order/sales-order.view.js';
import { orderCopyPreviewSchema, orderCopyPreviewViewSchema, orderCopySchema } from './order-copy.schema.js';

// Copying an order under /api/order/v1.0/copy (SPEC §2.12 ObtainCopyMemo, ObtainCopyRegister).
const base = '/api/order/v1.0/copy';

export const orderCopyApi = defineContracts({
  preview: {
    method: 'POST',
    path: `${base}/preview`,
    summary: '주문 복사 미리보기 (오늘 단가로)',
    access: STAFF_ONLY,
    body: orderCopyPreviewSchema,
    response: orderCopyPreviewViewSchema,
  },
  copy: {
    method: 'POST',
    path: `${base}/insert`,
    summary: '주문 복사 등록 (새 작성 주문)',
    access: STAFF_ONLY,
    body: orderCopySchema,
    response: orderViewSchema,
  },
});
