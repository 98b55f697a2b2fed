import { z } from 'zod';
import { defineContracts, rolesOnly, STAFF_ONLY, XLSX_RESPONSE } from '../contract/contract.js';
import { upperCodeParams } from '../contract/contract-params.js';
import {
  rankChoiceInputSchema,
  rankChoicePageSchema,
  rankChoiceReleaseSchema,
  rankDeliveryInputSchema,
  rankDiscountRowSchema,
  rankDiscountsInputSchema,
  rankHistoryPageSchema,
  rankHourInputSchema,
  rankListQuerySchema,
  rankOrderCheckSchema,
  rankPeriodPageSchema,
  rankPeriodQuerySchema,
  rankRangePageSchema,
  rankRuleSchema,
  rankRunSchema,
  rankSettingsSchema,
  rankSettingsViewSchema,
  rankWeekInputSchema,
} from './rank.schema.js';

// Ranks under /api/rank/v1.0 (SPEC §7.4: status, delivery view settings, choice list, week and
// hour order auth). Settings are staff work; the order check answers a customer account for its
// own customer only (the portal's order screen), and staff for any.

const base = '/api/rank/v1.0';
const idParams = z.object({
  id: z.coerce.number().int().min(1, '번호가 올바르지 않습니다.').meta({ title: '번호' }),
});
const excel = <const P extends string, B extends z.ZodType>(path: P, summary: string, body: B) =>
  ({ method: 'POST', path, summary, access: STAFF_ONLY, body, response: XLSX_RESPONSE }) as const;

export const rankApi = defineContracts({
  settings: {
    method: 'GET',
    path: `${base}/status/list`,
    summary: '등급 기준 (구매 금액)',
    access: STAFF_ONLY,
    response: rankSettingsViewSchema,
  },
  saveSettings: {
    method: 'PUT',
    path: `${base}/status/save`,
    summary: '등급 기준 저장',
    access: STAFF_ONLY,
    body: rankSettingsSchema,
    response: rankSettingsViewSchema,
  },
  discounts: {
    method: 'GET',
    path: `${base}/discount/list`,
    summary: '등급별 할인율',
    access: STAFF_ONLY,
    response: z.array(rankDiscountRowSchema),
  },
  saveDiscounts: {
    method: 'PUT',
    path: `${base}/discount/save`,
    summary: '등급별 할인율 저장 (등급 하나의 전체)',
    access: STAFF_ONLY,
    body: rankDiscountsInputSchema,
    response: z.array(rankDiscountRowSchema),
  },
  rules: {
    method: 'GET',
    path: `${base}/order/auth/list`,
    summary: '등급별 주문 요일·시간·배송 표시',
    access: STAFF_ONLY,
    response: z.array(rankRuleSchema),
  },
  saveWeek: {
    method: 'PUT',
    path: `${base}/week/order/auth/update`,
    summary: '등급 주문 요일 저장',
    access: STAFF_ONLY,
    body: rankWeekInputSchema,
    response: z.array(rankRuleSchema),
  },
  saveHour: {
    method: 'PUT',
    path: `${base}/hour/order/auth/update`,
    summary: '등급 주문 시간 저장',
    access: STAFF_ONLY,
    body: rankHourInputSchema,
    response: z.array(rankRuleSchema),
  },
  saveDelivery: {
    method: 'PUT',
    path: `${base}/delivery/view/save`,
    summary: '등급 배송 표시 저장',
    access: STAFF_ONLY,
    body: rankDeliveryInputSchema,
    response: z.array(rankRuleSchema),
  },
  orderCheck: {
    method: 'GET',
    path: `${base}/order/auth/check/:code`,
    summary: '지금 주문 가능한지 (등급 요일·시간)',
    access: rolesOnly('admin', 'public', 'cust'),
    params: upperCodeParams('거래처 코드'),
    response: rankOrderCheckSchema,
  },
  choose: {
    method: 'POST',
    path: `${base}/choice/insert`,
    summary: '등급 수동 지정',
    access: STAFF_ONLY,
    body: rankChoiceInputSchema,
    response: rankChoicePageSchema.shape.rows.element,
  },
  release: {
    method: 'POST',
    path: `${base}/choice/release/:id`,
    summary: '등급 수동 지정 해제',
    access: STAFF_ONLY,
    params: idParams,
    body: rankChoiceReleaseSchema,
    response: rankChoicePageSchema.shape.rows.element,
  },
  choices: {
    method: 'POST',
    path: `${base}/choice/list`,
    summary: '등급 수동 지정 목록',
    access: STAFF_ONLY,
    body: rankListQuerySchema,
    response: rankChoicePageSchema,
  },
  history: {
    method: 'POST',
    path: `${base}/history/list`,
    summary: '등급 변경 이력',
    access: STAFF_ONLY,
    body: rankListQuerySchema,
    response: rankHistoryPageSchema,
  },
  historyExcel: excel(`${base}/history/excel`, '등급 변경 이력 엑셀', rankListQuerySchema),
  range: {
    method: 'POST',
    path: `${base}/range/list`,
    summary: '거래처 등급 구간',
    access: STAFF_ONLY,
    body: rankListQuerySchema,
    response: rankRangePageSchema,
  },
  rangeExcel: excel(`${base}/range/excel`, '거래처 등급 구간 엑셀', rankListQuerySchema),
  periodAmounts: {
    method: 'POST',
    path: `${base}/period/amount/list`,
    summary: '거래처 등급별 기간 구매 금액',
    access: STAFF_ONLY,
    body: rankPeriodQuerySchema,
    response: rankPeriodPageSchema,
  },
  periodAmountsExcel: excel(
    `${base}/period/amount/excel`,
    '거래처 등급별 기간 구매 금액 엑셀',
    rankPeriodQuerySchema,
  ),
  recompute: {
    method: 'POST',
    path: `${base}/recompute/start`,
    summary: '등급 재계산 시작',
    access: STAFF_ONLY,
    // No input, declared so: a body with anything in it is refused (bad-input walk).
    body: z.object({}),
    response: rankRunSchema,
  },
  runs: {
    method: 'GET',
    path: `${base}/recompute/list`,
    summary: '등급 재계산 이력',
    access: STAFF_ONLY,
    response: z.array(rankRunSchema),
  },
  run: {
    method: 'GET',
    path: `${base}/recompute/single/:id`,
    summary: '등급 재계산 진행',
    access: STAFF_ONLY,
    params: idParams,
    response: rankRunSchema,
  },
});
