import { z } from 'zod';
import { defineContracts, PURCHASE_DESK } from '../contract/contract.js';
import { listWithExcel } from '../contract/contract-builders.js';
import { upperCode } from '../contract/contract-params.js';
import { listQuerySchema } from '../list/list-query.js';
import { properStockPageSchema, properStockQuerySchema } from '../part-report/part-report.schema.js';
import { STOCK_MOVE_LIST_SPEC } from '../stock/stock-move.schema.js';
import {
  buyRegisterPageSchema,
  inventoryStatusSchema,
  priceComparisonQuerySchema,
  priceComparisonSchema,
  purchaseDaySchema,
  purchaseLineRefSchema,
  purchasePrintPartiesSchema,
  purchaseRegisterPageSchema,
  purchaseRegisterQuerySchema,
  purchaseStatusQuerySchema,
  purchaseStatusSchema,
  stockInOutPageSchema,
} from './purchase-analysis.schema.js';

// The purchasing desk's reports (SPEC §2.13) under /api/purchase/v1.0/analysis: staff and the
// purchase login (PURCHASE_DESK). Each list with an Excel file takes the same body as its page.

const BASE = '/api/purchase/v1.0/analysis';

/** A page and its Excel file of every row, on one body (the list kit's listWithExcel). */
const withExcel = <const P extends string, B extends z.ZodType, R extends z.ZodType>(
  name: P,
  body: B,
  summary: string,
  response: R,
) =>
  listWithExcel(
    body,
    { path: `${BASE}/${name}/list`, summary, access: PURCHASE_DESK, response },
    { path: `${BASE}/${name}/excel/download`, summary: `${summary} 엑셀`, access: PURCHASE_DESK },
  );

const status = withExcel(
  'status',
  purchaseStatusQuerySchema,
  '매입 현황 (기간·매입처/분류/브랜드/월별 합계)',
  purchaseStatusSchema,
);
const prices = withExcel(
  'price/comparison',
  priceComparisonQuerySchema,
  '품목의 매입처별 매입 단가 비교 (확정 매입)',
  priceComparisonSchema,
);
const shortage = withExcel(
  'shortage',
  properStockQuerySchema,
  '부족 재고 (적정 재고 미달, 제안 수량)',
  properStockPageSchema,
);
const stockInOut = withExcel(
  'stock/inout',
  listQuerySchema(STOCK_MOVE_LIST_SPEC),
  '입출고 목록 (한 품목이면 이동 후 재고)',
  stockInOutPageSchema,
);
const register = withExcel(
  'register',
  purchaseRegisterQuerySchema,
  '매입 장부 (확정 매입 줄, 누계)',
  purchaseRegisterPageSchema,
);
const buyRegister = withExcel(
  'buy/register',
  purchaseRegisterQuerySchema,
  '매입처별 매입 장부 (소계)',
  buyRegisterPageSchema,
);

export const purchaseAnalysisApi = defineContracts({
  day: {
    method: 'GET',
    path: `${BASE}/day`,
    summary:
      '매입 담당의 하루 (미확정 입고, 오늘 매입, 부족 재고, 미지급금, 승인 대기, 입고 예정·지연, 검수 대기, 미청구 입고, 반품 출고 대기)',
    access: PURCHASE_DESK,
    response: purchaseDaySchema,
  },
  printParties: {
    method: 'GET',
    path: `${BASE}/print/purchase/:code`,
    summary: '매입 전표의 공급자(매입처)와 공급받는자(당사) 정보',
    access: PURCHASE_DESK,
    params: z.object({ code: upperCode('매입 번호') }),
    response: purchasePrintPartiesSchema,
  },
  status: status.list,
  statusExcel: status.excel,
  priceComparison: prices.list,
  priceComparisonExcel: prices.excel,
  shortage: shortage.list,
  shortageExcel: shortage.excel,
  stockInOut: stockInOut.list,
  stockInOutExcel: stockInOut.excel,
  inventoryStatus: {
    method: 'GET',
    path: `${BASE}/inventory/:ptnocode/:customerCode`,
    summary: '품목의 창고별 재고와 한 매입처에서의 매입 내역',
    access: PURCHASE_DESK,
    params: z.object({ ptnocode: upperCode('품목 코드'), customerCode: upperCode('매입처 코드') }),
    response: inventoryStatusSchema,
  },
  lineRef: {
    method: 'GET',
    path: `${BASE}/line/:purchasecode/:suppliercode/:pbrand/:seq`,
    summary: '매입의 한 줄 (매입처·브랜드·줄 번호가 맞는지 확인)',
    access: PURCHASE_DESK,
    params: z.object({
      purchasecode: upperCode('매입 번호'),
      suppliercode: upperCode('매입처 코드'),
      pbrand: upperCode('브랜드'),
      seq: z.coerce
        .number()
        .int()
        .min(1, '1 이상이어야 합니다.')
        .max(9_999, '9,999 이하로 입력하세요.')
        .meta({ title: '줄 번호' }),
    }),
    response: purchaseLineRefSchema,
  },
  register: register.list,
  registerExcel: register.excel,
  buyRegister: buyRegister.list,
  buyRegisterExcel: buyRegister.excel,
});
