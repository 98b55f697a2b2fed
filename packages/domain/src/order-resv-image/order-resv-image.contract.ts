import { z } from 'zod';
import { defineContracts, fileResponse, STAFF_ONLY } from '../contract/contract.js';
import { docCodeParams, rowIdParams } from '../contract/contract-params.js';
import { listQuerySchema } from '../list/list-query.js';
import {
  RESV_IMAGE_LIST_SPEC,
  resvImagePageSchema,
  resvImageSchema,
  resvOrderSchema,
} from './order-resv-image.schema.js';

// Reservation photos under /api/order/v1.0/resv/image (SPEC §2.12 OrderResvImgMobile, OrderResvImgList).
const base = '/api/order/v1.0/resv/image';

export const resvImageApi = defineContracts({
  orders: {
    method: 'GET',
    path: `${base}/orders`,
    summary: '사진을 붙일 예약 주문 (지난 7일부터)',
    access: STAFF_ONLY,
    response: z.array(resvOrderSchema),
  },
  /** The photo itself is the multipart body (read by the handler, not by a schema). */
  upload: {
    method: 'POST',
    path: `${base}/upload/:code`,
    summary: '예약 주문 사진 올리기 (jpg·png·tif·gif)',
    access: STAFF_ONLY,
    params: docCodeParams('주문 번호'),
    response: resvImageSchema,
  },
  list: {
    method: 'POST',
    path: `${base}/list`,
    summary: '예약 주문 사진 목록',
    access: STAFF_ONLY,
    body: listQuerySchema(RESV_IMAGE_LIST_SPEC),
    response: resvImagePageSchema,
  },
  file: {
    method: 'GET',
    path: `${base}/file/:id`,
    summary: '예약 주문 사진',
    access: STAFF_ONLY,
    params: rowIdParams('사진 번호'),
    response: fileResponse('application/octet-stream'),
  },
});
