import { defineContracts, STAFF_ONLY } from '../contract/contract.js';
import {
  channelGraphViewSchema,
  hourlyGraphViewSchema,
  productMonthlyViewSchema,
} from './sales-graph.view.js';
import { appOrderGraphSchema, hourlyGraphSchema, productGraphSchema } from './sales-report.schema.js';

// The graph calls of SPEC §7.8 (HourlyGraph, ProductOrderAndTossGraph, AppOrderGraph): company
// staff only, the figures cover every customer.

export const salesGraphApi = defineContracts({
  hourlySales: {
    method: 'POST',
    path: '/api/graph/v1.0/hourly/sales',
    summary: '시간대별 매출',
    access: STAFF_ONLY,
    body: hourlyGraphSchema,
    response: hourlyGraphViewSchema,
  },
  productMonthly: {
    method: 'POST',
    path: '/api/graph/v1.0/monthly/sales/toss',
    summary: '품목 월별 판매 수량',
    access: STAFF_ONLY,
    body: productGraphSchema,
    response: productMonthlyViewSchema,
  },
  appOrder: {
    method: 'POST',
    path: '/api/graph/v1.0/app/order',
    summary: '경로별 주문 추이',
    access: STAFF_ONLY,
    body: appOrderGraphSchema,
    response: channelGraphViewSchema,
  },
});
