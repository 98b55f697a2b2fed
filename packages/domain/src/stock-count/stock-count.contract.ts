import { defineContracts, STAFF_ONLY } from '../contract/contract.js';
import { listWithExcel } from '../contract/contract-builders.js';
import { docCodeParams } from '../contract/contract-params.js';
import { listQuerySchema } from '../list/list-query.js';
import {
  STOCK_ABNORMAL_LIST_SPEC,
  STOCK_COUNT_LINE_LIST_SPEC,
  STOCK_COUNT_LIST_SPEC,
  stockAbnormalPageSchema,
  stockCountCounterOptionsSchema,
  stockCountEntryAnswerSchema,
  stockCountEntrySchema,
  stockCountLinePageSchema,
  stockCountLinesQuerySchema,
  stockCountLinesSchema,
  stockCountPageSchema,
  stockCountPlanSchema,
  stockCountUsersSchema,
  stockCountVersionSchema,
  stockCountViewSchema,
} from './stock-count.schema.js';

// Stock counts (재고 실사, SPEC §2.14) under /api/stock/v1.0/count: plan, assign counters, count
// (scan or type, location by location), submit, approve by a second person (posts the
// differences as survey-adjust moves), send back or cancel; the list and the abnormal stock report.

const base = '/api/stock/v1.0/count';
const codeParams = docCodeParams('실사 번호');

const step = <const P extends string>(path: P, summary: string) => ({
  method: 'POST' as const,
  path,
  summary,
  access: STAFF_ONLY,
  params: codeParams,
  body: stockCountVersionSchema,
  response: stockCountViewSchema,
});

export const stockCountApi = defineContracts({
  plan: {
    method: 'POST',
    path: `${base}/plan`,
    summary: '재고 실사 계획 등록',
    access: STAFF_ONLY,
    body: stockCountPlanSchema,
    response: stockCountViewSchema,
  },
  counters: {
    method: 'POST',
    path: `${base}/counters/:code`,
    summary: '재고 실사 담당자 지정',
    access: STAFF_ONLY,
    params: codeParams,
    body: stockCountUsersSchema,
    response: stockCountViewSchema,
  },
  counterOptions: {
    method: 'GET',
    path: `${base}/counter-options`,
    summary: '실사 담당자로 고를 수 있는 직원',
    access: STAFF_ONLY,
    response: stockCountCounterOptionsSchema,
  },
  detail: {
    method: 'GET',
    path: `${base}/detail/:code`,
    summary: '재고 실사 상세',
    access: STAFF_ONLY,
    params: codeParams,
    response: stockCountViewSchema,
  },
  lines: {
    method: 'GET',
    path: `${base}/lines/:code`,
    summary: '재고 실사 품목 (위치별 또는 차이만)',
    access: STAFF_ONLY,
    params: codeParams,
    query: stockCountLinesQuerySchema,
    response: stockCountLinesSchema,
  },
  entry: {
    method: 'POST',
    path: `${base}/entry/:code`,
    summary: '재고 실사 입력 (스캔·직접 입력, 그 순간의 장부 수량을 함께 기록)',
    access: STAFF_ONLY,
    params: codeParams,
    body: stockCountEntrySchema,
    response: stockCountEntryAnswerSchema,
  },
  submit: step(`${base}/submit/:code`, '재고 실사 완료 (승인 요청)'),
  reopen: step(`${base}/reopen/:code`, '재고 실사 재실사 요청'),
  approve: step(`${base}/approve/:code`, '재고 실사 승인 (차이를 실사 조정으로 반영, 실사자 외)'),
  cancel: step(`${base}/cancel/:code`, '재고 실사 취소'),
  ...listWithExcel(
    listQuerySchema(STOCK_COUNT_LIST_SPEC),
    { path: `${base}/list`, summary: '재고 실사 목록', access: STAFF_ONLY, response: stockCountPageSchema },
    { path: `${base}/excel/download`, summary: '재고 실사 목록 엑셀', access: STAFF_ONLY },
  ),
});

const abnormal = listWithExcel(
  listQuerySchema(STOCK_ABNORMAL_LIST_SPEC),
  {
    path: `${base}/abnormal/list`,
    summary: '이상 재고 (마이너스, 바코드 불일치, 미실사)',
    access: STAFF_ONLY,
    response: stockAbnormalPageSchema,
  },
  { path: `${base}/abnormal/excel/download`, summary: '이상 재고 엑셀', access: STAFF_ONLY },
);

export const stockAbnormalApi = defineContracts({
  list: abnormal.list,
  excel: abnormal.excel,
});

// StockExaminationList (실사 내역): the counted lines of every count.
const countedLines = listWithExcel(
  listQuerySchema(STOCK_COUNT_LINE_LIST_SPEC),
  {
    path: `${base}/line/list`,
    summary: '재고 실사 내역 (실사한 품목, 차이)',
    access: STAFF_ONLY,
    response: stockCountLinePageSchema,
  },
  { path: `${base}/line/excel/download`, summary: '재고 실사 내역 엑셀', access: STAFF_ONLY },
);

export const stockCountLineApi = defineContracts({
  list: countedLines.list,
  excel: countedLines.excel,
});
