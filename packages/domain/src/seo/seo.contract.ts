import { z } from 'zod';
import { defineContracts, rolesOnly, STAFF_ONLY } from '../contract/contract.js';
import { listWithExcel } from '../contract/contract-builders.js';
import { docCodeParams, upperCodeParams } from '../contract/contract-params.js';
import { listQuerySchema, pageQueryFields } from '../list/list-query.js';
import { cancelRequestPageSchema, cancelRequestViewSchema } from '../sales-order/order-cancel.view.js';
import { cancelRequestSchema } from '../sales-order/sales-order.schema.js';
import { orderViewSchema } from '../sales-order/sales-order.view.js';
import { statementSchema } from '../sales-order/statement.view.js';
import {
  WAREHOUSE_MOVE_LIST_SPEC,
  warehouseMovePageSchema,
  warehouseMoveReceiveSchema,
  warehouseMoveScanResultSchema,
  warehouseMoveScanSchema,
  warehouseMoveViewSchema,
} from '../warehouse-move/warehouse-move.schema.js';
import {
  CPS_ORDER_LIST_SPEC,
  cpsOrderPageSchema,
  cpsOrderViewSchema,
  cpsVersionSchema,
  SEO_ORDER_LIST_SPEC,
  seoBranchCustomerInputSchema,
  seoBranchCustomerSchema,
  seoOrderInputSchema,
  seoOrderPageSchema,
  seoOrderResultSchema,
  seoPartQuerySchema,
  seoPartSchema,
} from './seo.schema.js';

// The Seo branch (SPEC §2.9, §7.8 cps) under /api/cps/v1.0: the branch's own desk (`branch/…`,
// role seo only: its customers, its orders on the Busan warehouse, the CPS order its shortage
// becomes, the Busan transfers it receives by scan, its statements) and head office's side
// (`head/…`, staff only: the CPS orders, filling them as a move MAIN → BUSAN, the failures).

const SEO = rolesOnly('seo');
const branch = '/api/cps/v1.0/branch';
const head = '/api/cps/v1.0/head';
const orderParams = docCodeParams('주문 번호');
const cpsParams = docCodeParams('CPS 번호');
const moveParams = upperCodeParams('이동 번호');

export const seoApi = defineContracts({
  customers: {
    method: 'GET',
    path: `${branch}/customers`,
    summary: '지점 거래처 목록',
    access: SEO,
    response: z.array(seoBranchCustomerSchema),
  },
  parts: {
    method: 'GET',
    path: `${branch}/parts`,
    summary: '지점 품목 검색 (부산·본사 재고)',
    access: SEO,
    query: seoPartQuerySchema,
    response: z.array(seoPartSchema),
  },
  orderInsert: {
    method: 'POST',
    path: `${branch}/order/insert`,
    summary: '지점 수주 등록 (부산 부족분은 CPS 주문)',
    access: SEO,
    body: seoOrderInputSchema,
    response: seoOrderResultSchema,
  },
  orderDetail: {
    method: 'GET',
    path: `${branch}/order/detail/:code`,
    summary: '지점 수주 상세',
    access: SEO,
    params: orderParams,
    response: orderViewSchema,
  },
  orderFix: {
    method: 'POST',
    path: `${branch}/order/fix/:code`,
    summary: '지점 수주 확정 (부산 출고·매출)',
    access: SEO,
    params: orderParams,
    response: orderViewSchema,
  },
  orderCps: {
    method: 'POST',
    path: `${branch}/order/cps/:code`,
    summary: '지점 수주의 부산 부족분 CPS 주문 요청',
    access: SEO,
    params: orderParams,
    response: cpsOrderViewSchema,
  },
  orderStatement: {
    method: 'GET',
    path: `${branch}/order/statement/:code`,
    summary: '지점 거래명세서',
    access: SEO,
    params: orderParams,
    response: statementSchema,
  },
  cancelRequest: {
    method: 'POST',
    path: `${branch}/order/cancel/request/:code`,
    summary: '지점 주문 취소 요청 (본사 확인 후 부산 재고·미수 환원)',
    access: SEO,
    params: orderParams,
    body: cancelRequestSchema,
    response: cancelRequestViewSchema,
  },
  cancelList: {
    method: 'POST',
    path: `${branch}/order/cancel/list`,
    summary: '지점 주문 취소 요청 이력',
    access: SEO,
    body: z.object(pageQueryFields({ max: 200 })),
    response: cancelRequestPageSchema,
  },
  ...(() => {
    const c = listWithExcel(
      listQuerySchema(SEO_ORDER_LIST_SPEC),
      { path: `${branch}/order/list`, summary: '지점 수주 목록', access: SEO, response: seoOrderPageSchema },
      { path: `${branch}/order/excel`, summary: '지점 수주 목록 엑셀', access: SEO },
    );
    return { orderList: c.list, orderExcel: c.excel };
  })(),
  ...(() => {
    const c = listWithExcel(
      listQuerySchema(WAREHOUSE_MOVE_LIST_SPEC),
      {
        path: `${branch}/transfer/list`,
        summary: '부산 창고 이동 목록',
        access: SEO,
        response: warehouseMovePageSchema,
      },
      { path: `${branch}/transfer/excel`, summary: '부산 창고 이동 목록 엑셀', access: SEO },
    );
    return { transferList: c.list, transferExcel: c.excel };
  })(),
  transferDetail: {
    method: 'GET',
    path: `${branch}/transfer/detail/:code`,
    summary: '부산 창고 이동 상세',
    access: SEO,
    params: moveParams,
    response: warehouseMoveViewSchema,
  },
  transferScan: {
    method: 'POST',
    path: `${branch}/transfer/scan/:code`,
    summary: '부산 창고 입고 검수 스캔',
    access: SEO,
    params: moveParams,
    body: warehouseMoveScanSchema,
    response: warehouseMoveScanResultSchema,
  },
  transferReceive: {
    method: 'POST',
    path: `${branch}/transfer/receive/:code`,
    summary: '부산 창고 입고 (이동 중 → 부산)',
    access: SEO,
    params: moveParams,
    body: warehouseMoveReceiveSchema,
    response: warehouseMoveViewSchema,
  },
  linkCustomer: {
    method: 'POST',
    path: `${head}/branch-customer`,
    summary: '거래처를 지점에 연결',
    access: STAFF_ONLY,
    body: seoBranchCustomerInputSchema,
    response: seoBranchCustomerSchema,
  },
  cpsDetail: {
    method: 'GET',
    path: `${head}/cps/detail/:code`,
    summary: 'CPS 주문 상세',
    access: STAFF_ONLY,
    params: cpsParams,
    response: cpsOrderViewSchema,
  },
  cpsFill: {
    method: 'POST',
    path: `${head}/cps/fill/:code`,
    summary: 'CPS 주문 출고 (본사 → 부산 이동 중)',
    access: STAFF_ONLY,
    params: cpsParams,
    body: cpsVersionSchema,
    response: cpsOrderViewSchema,
  },
  ...(() => {
    const c = listWithExcel(
      listQuerySchema(CPS_ORDER_LIST_SPEC),
      {
        path: `${head}/cps/list`,
        summary: 'CPS 주문 목록',
        access: STAFF_ONLY,
        response: cpsOrderPageSchema,
      },
      { path: `${head}/cps/excel`, summary: 'CPS 주문 목록 엑셀', access: STAFF_ONLY },
    );
    return { cpsList: c.list, cpsExcel: c.excel };
  })(),
});
