import { defineContracts, PURCHASE_DESK } from '../contract/contract.js';
import { listWithExcel } from '../contract/contract-builders.js';
import { docCodeParams } from '../contract/contract-params.js';
import { listQuerySchema } from '../list/list-query.js';
import {
  FREIGHT_COST_LIST_SPEC,
  freightCancelSchema,
  freightCostInputSchema,
  freightCostPageSchema,
  freightCostViewSchema,
  freightPreviewInputSchema,
  freightPreviewSchema,
} from './freight-cost.schema.js';

// Freight bills (운임, SPEC §2.16) under /api/stock/v1.0/freight: the allocation preview, the
// registration (value moves into the stock in one transaction), the cancel (reversing moves),
// the detail and the list. Purchase-kind accounts register freight on their purchases.

const base = '/api/stock/v1.0/freight';
const codeParams = docCodeParams('운임 번호');

export const freightCostApi = defineContracts({
  preview: {
    method: 'POST',
    path: `${base}/preview`,
    summary: '운임 배부 미리보기 (문서의 품목별 배부액)',
    access: PURCHASE_DESK,
    body: freightPreviewInputSchema,
    response: freightPreviewSchema,
  },
  register: {
    method: 'POST',
    path: `${base}/register`,
    summary: '운임 등록 (품목별 재고 원가에 배부)',
    access: PURCHASE_DESK,
    body: freightCostInputSchema,
    response: freightCostViewSchema,
  },
  cancel: {
    method: 'POST',
    path: `${base}/cancel/:code`,
    summary: '운임 취소 (배부를 되돌리는 역분개)',
    access: PURCHASE_DESK,
    params: codeParams,
    body: freightCancelSchema,
    response: freightCostViewSchema,
  },
  detail: {
    method: 'GET',
    path: `${base}/detail/:code`,
    summary: '운임 상세',
    access: PURCHASE_DESK,
    params: codeParams,
    response: freightCostViewSchema,
  },
  ...listWithExcel(
    listQuerySchema(FREIGHT_COST_LIST_SPEC),
    { path: `${base}/list`, summary: '운임 목록', access: PURCHASE_DESK, response: freightCostPageSchema },
    { path: `${base}/excel/download`, summary: '운임 목록 엑셀', access: PURCHASE_DESK },
  ),
});
