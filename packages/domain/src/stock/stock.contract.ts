import { z } from 'zod';
import { ADMIN_ONLY_ACCESS, defineContracts, PURCHASE_DESK } from '../contract/contract.js';
import {
  partStockSchema,
  stockAdjustInputSchema,
  stockAdjustResultSchema,
  warehouseInputSchema,
  warehouseSchema,
} from './stock.schema.js';
import { stockValuationPageSchema, stockValuationQuerySchema } from './stock-cost.schema.js';

// Stock under /api/stock/v1.0: warehouses (staff read them, admin keeps them), opening stock and
// manual adjustments (admin), one part's on-hand per warehouse, and the stock's valuation at
// the moving average cost on any day.

export const stockApi = defineContracts({
  warehouseList: {
    method: 'GET',
    path: '/api/stock/v1.0/warehouse/list',
    summary: '창고 목록',
    access: PURCHASE_DESK,
    response: z.array(warehouseSchema),
  },
  warehouseSave: {
    method: 'POST',
    path: '/api/stock/v1.0/warehouse/save',
    summary: '창고 등록/수정',
    access: ADMIN_ONLY_ACCESS,
    body: warehouseInputSchema,
    response: warehouseSchema,
  },
  adjust: {
    method: 'POST',
    path: '/api/stock/v1.0/adjust',
    summary: '기초 재고 / 수동 재고 조정',
    access: ADMIN_ONLY_ACCESS,
    body: stockAdjustInputSchema,
    response: stockAdjustResultSchema,
  },
  partStock: {
    method: 'GET',
    path: '/api/stock/v1.0/part/:partCode',
    summary: '품목의 창고별 재고',
    access: PURCHASE_DESK,
    params: z.object({ partCode: z.string().min(1).max(20).meta({ title: '품목' }) }),
    response: z.array(partStockSchema),
  },
  valuation: {
    method: 'POST',
    path: '/api/stock/v1.0/valuation',
    summary: '재고 평가 (기준일 말 이동평균 원가)',
    access: PURCHASE_DESK,
    body: stockValuationQuerySchema,
    response: stockValuationPageSchema,
  },
});
