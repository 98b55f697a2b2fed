import { defineContracts, STAFF_ONLY } from '../contract/contract.js';
import { listWithExcel } from '../contract/contract-builders.js';
import { docCodeParams } from '../contract/contract-params.js';
import { listQuerySchema } from '../list/list-query.js';
import {
  ONLINE_ORDER_LIST_SPEC,
  ONLINE_RECALL_LIST_SPEC,
  onlineCollectSchema,
  onlineMemoSchema,
  onlineOrderPageSchema,
  onlineOrderRegisterSchema,
  onlineOrderViewSchema,
  onlineRecallPageSchema,
  onlineRecallParamsSchema,
  onlineRecallRequestSchema,
  onlineStatementSchema,
} from './online-order.schema.js';

// Online orders under /api/order/v1.0/online/order (SPEC §2.15): register (a sales order of a
// marketplace), memo, the collection of what the marketplace owes, recall (return) requests per
// order line, the lists and the statement of account.
const base = '/api/order/v1.0/online/order';
const codeParams = docCodeParams('주문 번호');

export const onlineOrderApi = defineContracts({
  register: {
    method: 'POST',
    path: `${base}/insert`,
    summary: '온라인 주문 등록',
    access: STAFF_ONLY,
    body: onlineOrderRegisterSchema,
    response: onlineOrderViewSchema,
  },
  detail: {
    method: 'GET',
    path: `${base}/single/:code`,
    summary: '온라인 주문 상세',
    access: STAFF_ONLY,
    params: codeParams,
    response: onlineOrderViewSchema,
  },
  memo: {
    method: 'POST',
    path: `${base}/memo/:code`,
    summary: '온라인 주문 메모 저장',
    access: STAFF_ONLY,
    params: codeParams,
    body: onlineMemoSchema,
    response: onlineOrderViewSchema,
  },
  collect: {
    method: 'POST',
    path: `${base}/collect/:code`,
    summary: '온라인 주문 수금 (채널 정산 입금)',
    access: STAFF_ONLY,
    params: codeParams,
    body: onlineCollectSchema,
    response: onlineOrderViewSchema,
  },
  recall: {
    method: 'POST',
    path: `${base}/recall/:code/:lineNo`,
    summary: '온라인 주문 회수 요청 (주문 줄)',
    access: STAFF_ONLY,
    params: onlineRecallParamsSchema,
    body: onlineRecallRequestSchema,
    response: onlineOrderViewSchema,
  },
  statement: {
    method: 'GET',
    path: `${base}/statement/:code`,
    summary: '온라인 주문 거래명세서',
    access: STAFF_ONLY,
    params: codeParams,
    response: onlineStatementSchema,
  },
  ...listWithExcel(
    listQuerySchema(ONLINE_ORDER_LIST_SPEC),
    {
      path: `${base}/list`,
      summary: '온라인 주문 목록',
      access: STAFF_ONLY,
      response: onlineOrderPageSchema,
    },
    { path: `${base}/excel`, summary: '온라인 주문 목록 엑셀', access: STAFF_ONLY },
  ),
  ...(() => {
    const r = listWithExcel(
      listQuerySchema(ONLINE_RECALL_LIST_SPEC),
      {
        path: `${base}/recall/list`,
        summary: '온라인 회수 요청 목록',
        access: STAFF_ONLY,
        response: onlineRecallPageSchema,
      },
      { path: `${base}/recall/excel`, summary: '온라인 회수 요청 목록 엑셀', access: STAFF_ONLY },
    );
    return { recallList: r.list, recallExcel: r.excel };
  })(),
});
