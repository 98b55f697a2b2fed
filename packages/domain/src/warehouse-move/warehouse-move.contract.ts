import { defineContracts, STAFF_ONLY } from '../contract/contract.js';
import { listWithExcel } from '../contract/contract-builders.js';
import { upperCodeParams } from '../contract/contract-params.js';
import { listQuerySchema } from '../list/list-query.js';
import {
  WAREHOUSE_MOVE_LIST_SPEC,
  warehouseMoveInputSchema,
  warehouseMoveModifySchema,
  warehouseMovePageSchema,
  warehouseMovePrintSchema,
  warehouseMoveReceiveSchema,
  warehouseMoveRecordSchema,
  warehouseMoveScanResultSchema,
  warehouseMoveScanSchema,
  warehouseMoveVersionSchema,
  warehouseMoveViewSchema,
} from './warehouse-move.schema.js';

// Warehouse moves under /api/stock/v1.0/warehouse-move (SPEC §2.14, §2.16): request, modify, cancel (before
// ship), ship (source → in transit), scan at the destination, receive (in transit → destination,
// short and damaged recorded); one move, its history, its print, the list.

const codeParams = upperCodeParams('이동 번호');
const base = '/api/stock/v1.0/warehouse-move';

export const warehouseMoveApi = defineContracts({
  request: {
    method: 'POST',
    path: `${base}/request`,
    summary: '창고 이동 요청',
    access: STAFF_ONLY,
    body: warehouseMoveInputSchema,
    response: warehouseMoveViewSchema,
  },
  update: {
    method: 'POST',
    path: `${base}/update/:code`,
    summary: '창고 이동 요청 수정 (출고 전만)',
    access: STAFF_ONLY,
    params: codeParams,
    body: warehouseMoveModifySchema,
    response: warehouseMoveViewSchema,
  },
  cancel: {
    method: 'POST',
    path: `${base}/cancel/:code`,
    summary: '창고 이동 요청 취소 (출고 전만)',
    access: STAFF_ONLY,
    params: codeParams,
    body: warehouseMoveVersionSchema,
    response: warehouseMoveViewSchema,
  },
  ship: {
    method: 'POST',
    path: `${base}/ship/:code`,
    summary: '창고 이동 출고 (출고 창고 → 이동 중)',
    access: STAFF_ONLY,
    params: codeParams,
    body: warehouseMoveVersionSchema,
    response: warehouseMoveViewSchema,
  },
  scan: {
    method: 'POST',
    path: `${base}/scan/:code`,
    summary: '창고 이동 입고 검수 스캔',
    access: STAFF_ONLY,
    params: codeParams,
    body: warehouseMoveScanSchema,
    response: warehouseMoveScanResultSchema,
  },
  receive: {
    method: 'POST',
    path: `${base}/receive/:code`,
    summary: '창고 이동 입고 (이동 중 → 입고 창고, 부족·파손 기록)',
    access: STAFF_ONLY,
    params: codeParams,
    body: warehouseMoveReceiveSchema,
    response: warehouseMoveViewSchema,
  },
  detail: {
    method: 'GET',
    path: `${base}/detail/:code`,
    summary: '창고 이동 상세',
    access: STAFF_ONLY,
    params: codeParams,
    response: warehouseMoveViewSchema,
  },
  record: {
    method: 'GET',
    path: `${base}/record/:code`,
    summary: '창고 이동 이력 (스캔 포함)',
    access: STAFF_ONLY,
    params: codeParams,
    response: warehouseMoveRecordSchema,
  },
  print: {
    method: 'GET',
    path: `${base}/print/:code`,
    summary: '창고 이동 전표 인쇄',
    access: STAFF_ONLY,
    params: codeParams,
    response: warehouseMovePrintSchema,
  },
  ...listWithExcel(
    listQuerySchema(WAREHOUSE_MOVE_LIST_SPEC),
    {
      path: `${base}/list`,
      summary: '창고 이동 목록',
      access: STAFF_ONLY,
      response: warehouseMovePageSchema,
    },
    { path: `${base}/excel/download`, summary: '창고 이동 목록 엑셀', access: STAFF_ONLY },
  ),
});
