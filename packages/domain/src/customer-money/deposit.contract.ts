import { z } from 'zod';
import { defineContracts, STAFF_ONLY, XLSX_RESPONSE } from '../contract/contract.js';
import { docCodeParams, upperCodeParams } from '../contract/contract-params.js';
import { cardInputSchema, cardSchema } from './card.schema.js';
import {
  customerMoneyPageSchema,
  customerMoneyQuerySchema,
  customerMoneySchema,
  depositEntrySchema,
  depositInputSchema,
  depositModifySchema,
  depositPageSchema,
  depositQuerySchema,
} from './deposit.schema.js';
import { profitLossPageSchema, profitLossQuerySchema } from './profit-loss.schema.js';

// 선수금 and the customer balance screens under /api/deposit/v1.0 (SPEC §7.3).

const base = '/api/deposit/v1.0';

export const depositApi = defineContracts({
  insert: {
    method: 'POST',
    path: `${base}/insert`,
    summary: '선수금 입금·충당·환불',
    access: STAFF_ONLY,
    body: depositInputSchema,
    response: depositEntrySchema,
  },
  modify: {
    method: 'POST',
    path: `${base}/modify/:code`,
    summary: '선수금 정정 (역분개 후 다시 기록)',
    access: STAFF_ONLY,
    params: docCodeParams('선수금 번호'),
    body: depositModifySchema,
    response: z.array(depositEntrySchema),
  },
  single: {
    method: 'GET',
    path: `${base}/single/:code`,
    summary: '선수금 단건',
    access: STAFF_ONLY,
    params: docCodeParams('선수금 번호'),
    response: depositEntrySchema,
  },
  list: {
    method: 'POST',
    path: `${base}/list`,
    summary: '선수금 내역',
    access: STAFF_ONLY,
    body: depositQuerySchema,
    response: depositPageSchema,
  },
  excel: {
    method: 'POST',
    path: `${base}/excel`,
    summary: '선수금 내역 엑셀',
    access: STAFF_ONLY,
    body: depositQuerySchema,
    response: XLSX_RESPONSE,
  },
  balance: {
    method: 'GET',
    path: `${base}/balance/:code`,
    summary: '거래처 잔액 (미수금·선수금·포인트)',
    access: STAFF_ONLY,
    params: upperCodeParams('거래처 코드'),
    response: customerMoneySchema,
  },
  balances: {
    method: 'POST',
    path: `${base}/balance/list`,
    summary: '거래처 잔액 목록',
    access: STAFF_ONLY,
    body: customerMoneyQuerySchema,
    response: customerMoneyPageSchema,
  },
  creditCards: {
    method: 'POST',
    path: `${base}/list/creditCardSearch`,
    summary: '거래처 카드 목록 (끝 4자리만)',
    access: STAFF_ONLY,
    body: z.object({ customerCode: z.string().trim().min(1).max(20).meta({ title: '거래처' }) }),
    response: z.array(cardSchema),
  },
  newCreditCard: {
    method: 'PUT',
    path: `${base}/newCreditCard/put`,
    summary: '카드 등록 (결제 대행사 토큰과 끝 4자리만 보관)',
    access: STAFF_ONLY,
    body: cardInputSchema,
    response: cardSchema,
  },
  profitLoss: {
    method: 'POST',
    path: '/api/cust/v1.0/get/profit/loss/amount/list',
    summary: '거래처 손익 (전체 또는 손실 거래처)',
    access: STAFF_ONLY,
    body: profitLossQuerySchema,
    response: profitLossPageSchema,
  },
  profitLossExcel: {
    method: 'POST',
    path: '/api/cust/v1.0/get/profit/loss/amount/excel',
    summary: '거래처 손익 엑셀',
    access: STAFF_ONLY,
    body: profitLossQuerySchema,
    response: XLSX_RESPONSE,
  },
  balancesExcel: {
    method: 'POST',
    path: `${base}/balance/excel`,
    summary: '거래처 잔액 목록 엑셀',
    access: STAFF_ONLY,
    body: customerMoneyQuerySchema,
    response: XLSX_RESPONSE,
  },
});
