import { z } from 'zod';
import { defineContracts, PURCHASE_DESK, XLSX_RESPONSE } from '../contract/contract.js';
import { listWithExcel } from '../contract/contract-builders.js';
import { rowIdParams, upperCodeParams } from '../contract/contract-params.js';
import { listQuerySchema } from '../list/list-query.js';
import {
  arrivalDraftInputSchema,
  arrivalDraftSchema,
  PURCHASE_ORDER_LIST_SPEC,
  purchaseOrderInputSchema,
  purchaseOrderListPageSchema,
  purchaseOrderModifySchema,
  purchaseOrderPrintSchema,
  purchaseOrderStepSchema,
  purchaseOrderViewSchema,
  shortagePartSchema,
} from './purchase-order.schema.js';
import {
  LATE_SUPPLY_LIST_SPEC,
  lateSupplyPageSchema,
  purchaseScheduleSchema,
  scheduleChangeInputSchema,
  scheduleLineDetailSchema,
  scheduleQuerySchema,
} from './purchase-schedule.schema.js';

// Purchase orders (발주, SPEC §2.13) under /api/purchase/v1.0/order: request, check, last check,
// save (sent to the supplier), the arrival drafts made from saved orders, the schedule of expected
// arrivals and the late supplies. Every step is refused on the server by the shared four-eyes rule.

const codeParams = upperCodeParams('발주 번호');
const step = <const P extends string>(path: P, summary: string) => ({
  method: 'POST' as const,
  path,
  summary,
  access: PURCHASE_DESK,
  params: codeParams,
  body: purchaseOrderStepSchema,
  response: purchaseOrderViewSchema,
});

export const purchaseOrderApi = defineContracts({
  insert: {
    method: 'POST',
    path: '/api/purchase/v1.0/order/insert',
    summary: '발주 요청 등록',
    access: PURCHASE_DESK,
    body: purchaseOrderInputSchema,
    response: purchaseOrderViewSchema,
  },
  update: {
    method: 'POST',
    path: '/api/purchase/v1.0/order/update/:code',
    summary: '발주 수정 (요청·확인 상태만)',
    access: PURCHASE_DESK,
    params: codeParams,
    body: purchaseOrderModifySchema,
    response: purchaseOrderViewSchema,
  },
  check: step('/api/purchase/v1.0/order/check/:code', '발주 확인'),
  lastCheck: step('/api/purchase/v1.0/order/last-check/:code', '발주 최종 승인'),
  save: step('/api/purchase/v1.0/order/save/:code', '발주 확정 (매입처에 발주)'),
  reject: step('/api/purchase/v1.0/order/reject/:code', '발주 반려'),
  cancel: step('/api/purchase/v1.0/order/cancel/:code', '발주 취소 (확정 전)'),
  cancelRemainder: step('/api/purchase/v1.0/order/cancel-remainder/:code', '발주 잔량 취소 (확정 후)'),
  detail: {
    method: 'GET',
    path: '/api/purchase/v1.0/order/detail/:code',
    summary: '발주 상세',
    access: PURCHASE_DESK,
    params: codeParams,
    response: purchaseOrderViewSchema,
  },
  print: {
    method: 'GET',
    path: '/api/purchase/v1.0/order/print/:code',
    summary: '발주서 인쇄 (회사·매입처 정보 포함)',
    access: PURCHASE_DESK,
    params: codeParams,
    response: purchaseOrderPrintSchema,
  },
  orderExcel: {
    method: 'GET',
    path: '/api/purchase/v1.0/order/excel/:code',
    summary: '발주서 엑셀',
    access: PURCHASE_DESK,
    params: codeParams,
    response: XLSX_RESPONSE,
  },
  ...listWithExcel(
    listQuerySchema(PURCHASE_ORDER_LIST_SPEC),
    {
      path: '/api/purchase/v1.0/order/list',
      summary: '발주 목록',
      access: PURCHASE_DESK,
      response: purchaseOrderListPageSchema,
    },
    { path: '/api/purchase/v1.0/order/excel/download', summary: '발주 목록 엑셀', access: PURCHASE_DESK },
  ),
  shortage: {
    method: 'GET',
    path: '/api/purchase/v1.0/order/shortage',
    summary: '적정 재고 미달 품목 (발주 요청 채우기)',
    access: PURCHASE_DESK,
    response: z.array(shortagePartSchema),
  },
  arrival: {
    method: 'POST',
    path: '/api/purchase/v1.0/order/arrival',
    summary: '발주 입고 (미확정 매입 만들기)',
    access: PURCHASE_DESK,
    body: arrivalDraftInputSchema,
    response: arrivalDraftSchema,
  },
  schedule: {
    method: 'GET',
    path: '/api/purchase/v1.0/order/schedule',
    summary: '입고 예정 (분류·브랜드별)',
    access: PURCHASE_DESK,
    query: scheduleQuerySchema,
    response: purchaseScheduleSchema,
  },
  scheduleLine: {
    method: 'GET',
    path: '/api/purchase/v1.0/order/schedule/line/:id',
    summary: '입고 예정일 한 줄과 변경 이력',
    access: PURCHASE_DESK,
    params: rowIdParams('발주 품목 번호'),
    response: scheduleLineDetailSchema,
  },
  scheduleModify: {
    method: 'POST',
    path: '/api/purchase/v1.0/order/schedule/line/:id',
    summary: '입고 예정일 변경',
    access: PURCHASE_DESK,
    params: rowIdParams('발주 품목 번호'),
    body: scheduleChangeInputSchema,
    response: scheduleLineDetailSchema,
  },
  ...((lists) => ({ lateList: lists.list, lateExcel: lists.excel }))(
    listWithExcel(
      listQuerySchema(LATE_SUPPLY_LIST_SPEC),
      {
        path: '/api/purchase/v1.0/order/late/list',
        summary: '입고 지연 (예정일 지난 발주 잔량)',
        access: PURCHASE_DESK,
        response: lateSupplyPageSchema,
      },
      {
        path: '/api/purchase/v1.0/order/late/excel/download',
        summary: '입고 지연 엑셀',
        access: PURCHASE_DESK,
      },
    ),
  ),
});
