import { z } from 'zod';
import { ADMIN_ONLY_ACCESS, defineContracts, STAFF_ONLY } from '../contract/contract.js';
import { listWithExcel } from '../contract/contract-builders.js';
import { docCodeParams, rowIdParams, upperCodeParams } from '../contract/contract-params.js';
import { listQuerySchema } from '../list/list-query.js';
import {
  DELIVERY_LIST_SPEC,
  deliveryAssignSchema,
  deliveryCancelSchema,
  deliveryChangeSchema,
  deliveryCompleteSchema,
  deliveryFailSchema,
  deliveryHandOverSchema,
  deliveryMethodInputSchema,
  deliveryMethodSchema,
  deliveryPageSchema,
  deliverySummarySchema,
  deliveryViewSchema,
  dispatchPlanSchema,
  dispatchSolveSchema,
  driverDayQuerySchema,
  driverDaySchema,
} from './delivery.schema.js';
import { checkerInputSchema, checkerSchema, driverInputSchema, driverSchema } from './driver.schema.js';

// Deliveries (SPEC §2.15, §7.8): every fixed order's stop, its method and reservation, dispatch
// to drivers, the desk's hand-over (counter, courier, quick), cancel with a reason; the driver's
// own day and their done/failed steps (each carrying an idempotency key); drivers and checkers.

const base = '/api/delivery/v1.0';
const driverBase = '/api/driver/v1.0';
const codeParams = docCodeParams('배송 번호');

export const deliveryApi = defineContracts({
  methodList: {
    method: 'GET',
    path: `${driverBase}/get/delivery/method/list`,
    summary: '배송 방법 목록',
    access: STAFF_ONLY,
    response: z.array(deliveryMethodSchema),
  },
  methodDetail: {
    method: 'GET',
    path: `${base}/method/detail/:code`,
    summary: '배송 방법 하나',
    access: STAFF_ONLY,
    params: upperCodeParams('방법 코드'),
    response: deliveryMethodSchema,
  },
  methodSave: {
    method: 'POST',
    path: `${base}/method/save`,
    summary: '배송 방법 등록·수정',
    access: ADMIN_ONLY_ACCESS,
    body: deliveryMethodInputSchema,
    response: deliveryMethodSchema,
  },
  detail: {
    method: 'GET',
    path: `${base}/detail/:code`,
    summary: '배송 상세 (이력 포함)',
    access: STAFF_ONLY,
    params: codeParams,
    response: deliveryViewSchema,
  },
  change: {
    method: 'POST',
    path: `${base}/change/:code`,
    summary: '배송 방법·예약 변경',
    access: STAFF_ONLY,
    params: codeParams,
    body: deliveryChangeSchema,
    response: deliverySummarySchema,
  },
  assign: {
    method: 'POST',
    path: `${base}/assign`,
    summary: '배차 (기사에게 순서대로 배정, 기사 없음 = 대기로)',
    access: STAFF_ONLY,
    body: deliveryAssignSchema,
    response: z.array(deliverySummarySchema),
  },
  solveDay: {
    method: 'POST',
    path: `${base}/dispatch/solve`,
    summary: '하루 배차 계산 (여러 기사·적재·도착 시간·고정 건 유지, 작업 스레드에서 계산)',
    access: STAFF_ONLY,
    body: dispatchSolveSchema,
    response: dispatchPlanSchema,
  },
  handOver: {
    method: 'POST',
    path: `${base}/handover/:code`,
    summary: '방문 수령·택배·퀵 인계 완료',
    access: STAFF_ONLY,
    params: codeParams,
    body: deliveryHandOverSchema,
    response: deliverySummarySchema,
  },
  cancel: {
    method: 'POST',
    path: `${base}/cancel/:code`,
    summary: '배송 취소 (사유 기록, 삭제하지 않음)',
    access: STAFF_ONLY,
    params: codeParams,
    body: deliveryCancelSchema,
    response: deliverySummarySchema,
  },
  ...listWithExcel(
    listQuerySchema(DELIVERY_LIST_SPEC),
    { path: `${base}/list`, summary: '배송 목록', access: STAFF_ONLY, response: deliveryPageSchema },
    { path: `${base}/excel/download`, summary: '배송 목록 엑셀', access: STAFF_ONLY },
  ),
  myDay: {
    method: 'GET',
    path: `${driverBase}/stop/mine`,
    summary: '기사 본인의 하루 배송 (경로 순서)',
    access: STAFF_ONLY,
    query: driverDayQuerySchema,
    response: driverDaySchema,
  },
  complete: {
    method: 'POST',
    path: `${driverBase}/stop/complete/:code`,
    summary: '배송 완료 (기사 본인 건, 같은 처리 키는 한 번만 반영)',
    access: STAFF_ONLY,
    params: codeParams,
    body: deliveryCompleteSchema,
    response: deliverySummarySchema,
  },
  fail: {
    method: 'POST',
    path: `${driverBase}/stop/fail/:code`,
    summary: '배송 실패 (사유, 같은 처리 키는 한 번만 반영)',
    access: STAFF_ONLY,
    params: codeParams,
    body: deliveryFailSchema,
    response: deliverySummarySchema,
  },
  driverList: {
    method: 'GET',
    path: `${driverBase}/list`,
    summary: '기사 목록',
    access: STAFF_ONLY,
    response: z.array(driverSchema),
  },
  driverSave: {
    method: 'POST',
    path: `${driverBase}/save`,
    summary: '기사 등록·수정 (계정당 한 명)',
    access: ADMIN_ONLY_ACCESS,
    body: driverInputSchema,
    response: driverSchema,
  },
  checkerList: {
    method: 'GET',
    path: `${base}/checker/list`,
    summary: '검수자 목록',
    access: STAFF_ONLY,
    response: z.array(checkerSchema),
  },
  checkerSave: {
    method: 'POST',
    path: `${base}/checker/save`,
    summary: '검수자 등록·수정 (계정당 한 명)',
    access: ADMIN_ONLY_ACCESS,
    body: checkerInputSchema,
    response: checkerSchema,
  },
  driverDay: {
    method: 'GET',
    path: `${driverBase}/day/:id`,
    summary: '기사 한 명의 하루 배송 (배차 화면)',
    access: STAFF_ONLY,
    params: rowIdParams('기사 번호'),
    query: driverDayQuerySchema,
    response: driverDaySchema,
  },
});
