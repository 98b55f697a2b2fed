import { z } from 'zod';
import { defineContracts, STAFF_ONLY } from '../contract/contract.js';
import { orderViewSchema } from '../sales-order/sales-order.view.js';
import {
  fastTurnPageSchema,
  fastTurnQuerySchema,
  partReturnsPageSchema,
  partReturnsQuerySchema,
  partSetOrderInsertSchema,
  properStockPageSchema,
  properStockQuerySchema,
  salesRecordsPageSchema,
  salesRecordsQuerySchema,
  withoutRotationPageSchema,
  withoutRotationQuerySchema,
} from './part-report.schema.js';

// Part reports from the ledgers (PartFastTurn, PartWithoutRotation, ProductSalesRecordsList,
// PartProperStockRecordList) and putting a set on a draft order (PartSetInsert/{ordercode}).
// Staff only: the figures cover every customer.

export const partReportApi = defineContracts({
  fastTurn: {
    method: 'POST',
    path: '/api/product/v1.0/fast/turn/list',
    summary: '회전이 빠른 품목 (기간 판매 수량 순위)',
    access: STAFF_ONLY,
    body: fastTurnQuerySchema,
    response: fastTurnPageSchema,
  },
  withoutRotation: {
    method: 'POST',
    path: '/api/product/v1.0/without/rotation/list',
    summary: '무회전 품목 (재고는 있으나 기준일 이후 출고 없음)',
    access: STAFF_ONLY,
    body: withoutRotationQuerySchema,
    response: withoutRotationPageSchema,
  },
  salesRecords: {
    method: 'POST',
    path: '/api/product/v1.0/sales/records/list',
    summary: '품목 판매 기록 (확정 주문 줄)',
    access: STAFF_ONLY,
    body: salesRecordsQuerySchema,
    response: salesRecordsPageSchema,
  },
  returns: {
    method: 'POST',
    path: '/api/product/v1.0/return/list',
    summary: '품목 반품 목록 (취소·반품 입고)',
    access: STAFF_ONLY,
    body: partReturnsQuerySchema,
    response: partReturnsPageSchema,
  },
  properStock: {
    method: 'POST',
    path: '/api/product/v1.0/proper/stock/list',
    summary: '적정 재고 미달 품목',
    access: STAFF_ONLY,
    body: properStockQuerySchema,
    response: properStockPageSchema,
  },
  setOrderInsert: {
    method: 'POST',
    path: '/api/product/v1.0/set/order/insert/:ordercode',
    summary: '세트를 작성 중인 주문에 구성 품목으로 넣기',
    access: STAFF_ONLY,
    params: z.object({ ordercode: z.string().trim().min(1).max(30).meta({ title: '주문 번호' }) }),
    body: partSetOrderInsertSchema,
    response: orderViewSchema,
  },
});
