import { defineContracts, STAFF_ONLY } from '../contract/contract.js';
import { listWithExcel } from '../contract/contract-builders.js';
import {
  kindPercentPageSchema,
  kindPercentQuerySchema,
  newInOutPageSchema,
  newInOutQuerySchema,
  properAcceptResultSchema,
  properAcceptSchema,
  properApplyResultSchema,
  properHistoryPageSchema,
  properHistoryQuerySchema,
  properRunListSchema,
  properRunParamsSchema,
  properRunSchema,
  properSuggestionPageSchema,
  properSuggestionQuerySchema,
  runIdParams,
  turnRatioPageSchema,
  turnRatioQuerySchema,
} from './stock-proper.schema.js';

// Proper stock runs (start, progress, review, apply, history) and the stock reports of issue #18
// under /api/stock/v1.0. Company staff (admin and public) for all of them: the figures cover every
// warehouse, and starting or applying a run is the stock clerk's daily work, as in the old system.

const BASE = '/api/stock/v1.0';

const suggestions = listWithExcel(
  properSuggestionQuerySchema,
  {
    path: `${BASE}/proper/suggestion/list`,
    summary: '적정 재고 계산 결과 (검토)',
    access: STAFF_ONLY,
    response: properSuggestionPageSchema,
  },
  {
    path: `${BASE}/proper/suggestion/excel/download`,
    summary: '적정 재고 계산 결과 엑셀',
    access: STAFF_ONLY,
  },
);
const history = listWithExcel(
  properHistoryQuerySchema,
  {
    path: `${BASE}/proper/history/list`,
    summary: '적정 재고 변경 이력',
    access: STAFF_ONLY,
    response: properHistoryPageSchema,
  },
  { path: `${BASE}/proper/history/excel/download`, summary: '적정 재고 변경 이력 엑셀', access: STAFF_ONLY },
);
const kindPercent = listWithExcel(
  kindPercentQuerySchema,
  {
    path: `${BASE}/kind/percent/less/list`,
    summary: '적정 재고 대비 재고가 기준(%) 미만인 품목 분류',
    access: STAFF_ONLY,
    response: kindPercentPageSchema,
  },
  {
    path: `${BASE}/kind/percent/less/excel/download`,
    summary: '분류별 적정 재고 미달 엑셀',
    access: STAFF_ONLY,
  },
);
const turnRatio = listWithExcel(
  turnRatioQuerySchema,
  {
    path: `${BASE}/product/turn/ratio/list`,
    summary: '품목별 재고 회전율과 재고 일수',
    access: STAFF_ONLY,
    response: turnRatioPageSchema,
  },
  { path: `${BASE}/product/turn/ratio/excel/download`, summary: '재고 회전율 엑셀', access: STAFF_ONLY },
);
const newInOut = listWithExcel(
  newInOutQuerySchema,
  {
    path: `${BASE}/new/inout/list`,
    summary: '기간에 처음 입고·판매된 품목',
    access: STAFF_ONLY,
    response: newInOutPageSchema,
  },
  { path: `${BASE}/new/inout/excel/download`, summary: '신규 입출고 품목 엑셀', access: STAFF_ONLY },
);

export const stockProperApi = defineContracts({
  runStart: {
    method: 'POST',
    path: `${BASE}/proper/run/insert`,
    summary: '적정 재고 계산 시작 (백그라운드 작업)',
    access: STAFF_ONLY,
    body: properRunParamsSchema,
    response: properRunSchema,
  },
  runs: {
    method: 'GET',
    path: `${BASE}/proper/run/list`,
    summary: '적정 재고 계산 목록 (최근 50건, 진행률)',
    access: STAFF_ONLY,
    response: properRunListSchema,
  },
  run: {
    method: 'GET',
    path: `${BASE}/proper/run/single/:id`,
    summary: '적정 재고 계산 한 건 (진행률)',
    access: STAFF_ONLY,
    params: runIdParams,
    response: properRunSchema,
  },
  accept: {
    method: 'POST',
    path: `${BASE}/proper/suggestion/accept`,
    summary: '계산 결과 줄의 반영·제외',
    access: STAFF_ONLY,
    body: properAcceptSchema,
    response: properAcceptResultSchema,
  },
  apply: {
    method: 'POST',
    path: `${BASE}/proper/run/apply/:id`,
    summary: '계산 결과 반영 (적정 재고 변경, 이력)',
    access: STAFF_ONLY,
    params: runIdParams,
    response: properApplyResultSchema,
  },
  suggestions: suggestions.list,
  suggestionsExcel: suggestions.excel,
  history: history.list,
  historyExcel: history.excel,
  kindPercent: kindPercent.list,
  kindPercentExcel: kindPercent.excel,
  turnRatio: turnRatio.list,
  turnRatioExcel: turnRatio.excel,
  newInOut: newInOut.list,
  newInOutExcel: newInOut.excel,
});
