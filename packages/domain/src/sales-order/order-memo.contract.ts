import { z } from 'zod';
import { defineContracts, STAFF_ONLY } from '../contract/contract.js';
import { docCodeParams } from '../contract/contract-params.js';
import { pageQueryFields } from '../list/list-query.js';
import { memoPageSchema, memoViewSchema } from './order-memo.view.js';
import { memoCreateSchema } from './sales-order.schema.js';
import { memoFilterSchema } from './sales-order-extra.schema.js';

// Phone requests under /api/memo/v1.0 (SPEC §7.8 memo calls): taken by one clerk, worked by the
// next free one, turned into an order.

const codeParams = docCodeParams('메모 번호');
const pageFields = pageQueryFields();

export const memoApi = defineContracts({
  save: {
    method: 'POST',
    path: '/api/memo/v1.0/save',
    summary: '수주 메모 저장',
    access: STAFF_ONLY,
    body: memoCreateSchema,
    response: memoViewSchema,
  },
  list: {
    method: 'POST',
    path: '/api/memo/v1.0/search/list',
    summary: '수주 메모 목록',
    access: STAFF_ONLY,
    body: z.object({ customerCode: z.string().max(20).optional().meta({ title: '거래처' }), ...pageFields }),
    response: memoPageSchema,
  },
  filterList: {
    method: 'POST',
    path: '/api/memo/v1.0/search/filter/list',
    summary: '수주 메모 목록 (기간·상태 조건)',
    access: STAFF_ONLY,
    body: memoFilterSchema,
    response: memoPageSchema,
  },
  unprocessed: {
    method: 'POST',
    path: '/api/memo/v1.0/unprocessed/simple/list',
    summary: '미처리 메모 목록',
    access: STAFF_ONLY,
    body: z.object(pageFields),
    response: memoPageSchema,
  },
  single: {
    method: 'GET',
    path: '/api/memo/v1.0/single/:code',
    summary: '수주 메모 단건',
    access: STAFF_ONLY,
    params: codeParams,
    response: memoViewSchema,
  },
  take: {
    method: 'POST',
    path: '/api/memo/v1.0/working/check/:code',
    summary: '메모 처리 시작 (작업 확인)',
    access: STAFF_ONLY,
    params: codeParams,
    response: memoViewSchema,
  },
  setPickupId: {
    method: 'PUT',
    path: '/api/memo/v1.0/delivery/pickup/:code',
    summary: '메모의 배송 회수 ID 변경',
    access: STAFF_ONLY,
    params: codeParams,
    body: z.object({
      deliveryPickupId: z.string().trim().max(40).nullable().meta({ title: '배송 회수 ID' }),
    }),
    response: memoViewSchema,
  },
});
