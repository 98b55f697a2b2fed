import { defineContracts, STAFF_ONLY } from '../contract/contract.js';
import {
  aggregationQuerySchema,
  aggregationSchema,
  productSumQuerySchema,
  productSumSchema,
  seasonQuerySchema,
  seasonSchema,
} from './sales-extra.schema.js';

// Sales sums and a car's order history under /api/order/v1.0 (SPEC §2.11, §2.12).
export const salesExtraApi = defineContracts({
  productSum: {
    method: 'POST',
    path: '/api/order/v1.0/product/sum',
    summary: '품목별 판매 수량·금액 합계',
    access: STAFF_ONLY,
    body: productSumQuerySchema,
    response: productSumSchema,
  },
  aggregation: {
    method: 'POST',
    path: '/api/order/v1.0/aggregation',
    summary: '차량별 주문 이력 (차대번호)',
    access: STAFF_ONLY,
    body: aggregationQuerySchema,
    response: aggregationSchema,
  },
  season: {
    method: 'POST',
    path: '/api/order/v1.0/season',
    summary: '계절별 수요 (품목 분류 × 월 판매 수량)',
    access: STAFF_ONLY,
    body: seasonQuerySchema,
    response: seasonSchema,
  },
});
