import {
  AGEING_COLUMNS,
  type AgeingQuery,
  APP_SETTLEMENT_COLUMNS,
  type AppSettlementQuery,
  CUSTOMER_MONEY_COLUMNS,
  type CustomerMoneyQuery,
  DEPOSIT_COLUMNS,
  type DepositQuery,
  depositApi,
  PROFIT_LOSS_COLUMNS,
  type ProfitLossQuery,
} from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { reportPagesOf, xlsxName } from '../../platform/excel/excel-batches.js';
import { excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { listCards, registerCard } from './card.service.js';
import { addCall, addPromise, closePromise, listAgeing, loadCollection } from './collection.service.js';
import { customerMoneyOf, listCustomerMoney } from './customer-balance.service.js';
import { listDeposits, loadDeposit, modifyDeposit, registerDeposit } from './deposit.service.js';
import { listProfitLoss } from './profit-loss.service.js';
import { listSettlements, saveSettlement } from './settlement.service.js';

// 선수금 and the customer balances under /api/deposit/v1.0 (depositApi in the domain).

const DONE = {
  received: '선수금 입금을 기록했습니다.',
  applied: '선수금을 주문에 충당했습니다.',
  refunded: '선수금을 환불했습니다.',
} as const;

export const customerMoneyRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, depositApi, {
    insert: async ({ body, actor }) => answer(await registerDeposit(db, body, actor), DONE[body.kind]),
    modify: async ({ params, body, actor }) =>
      answer(await modifyDeposit(db, params.code.toUpperCase(), body, actor), '역분개하고 정정했습니다.'),
    single: async ({ params }) => loadDeposit(db, params.code.toUpperCase()),
    list: async ({ body }) => listDeposits(db, body),
    excel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: xlsxName('선수금내역'),
        sheetName: '선수금',
        columns: excelColumnsOf(DEPOSIT_COLUMNS),
        batches: reportPagesOf((q: DepositQuery) => listDeposits(db, q), body),
      }),
    creditCards: async ({ body }) => listCards(db, body.customerCode),
    newCreditCard: async ({ body, actor }) =>
      answer(await registerCard(db, body, actor), '카드를 등록했습니다 (끝 4자리만 보관).'),
    profitLoss: async ({ body }) => listProfitLoss(db, body),
    profitLossExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: xlsxName('거래처손익'),
        sheetName: '거래처 손익',
        columns: excelColumnsOf(PROFIT_LOSS_COLUMNS),
        batches: reportPagesOf((q: ProfitLossQuery) => listProfitLoss(db, q), body),
      }),
    ageing: async ({ body }) => listAgeing(db, body),
    ageingExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: xlsxName('미수금연령'),
        sheetName: '미수금 연령',
        columns: excelColumnsOf(AGEING_COLUMNS),
        batches: reportPagesOf((q: AgeingQuery) => listAgeing(db, q), body),
      }),
    collection: async ({ params }) => loadCollection(db, params.code),
    addPromise: async ({ body, actor }) =>
      answer(await addPromise(db, body, actor), '입금 약속을 기록했습니다.'),
    closePromise: async ({ params, body, actor }) =>
      answer(await closePromise(db, params.id, body.status, actor), '입금 약속 결과를 기록했습니다.'),
    addCall: async ({ body, actor }) => answer(await addCall(db, body, actor), '통화를 기록했습니다.'),
    settlements: async ({ body }) => listSettlements(db, body),
    settlementsExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: xlsxName('앱거래처정산기준'),
        sheetName: '정산 기준',
        columns: excelColumnsOf(APP_SETTLEMENT_COLUMNS),
        batches: reportPagesOf((q: AppSettlementQuery) => listSettlements(db, q), body),
      }),
    saveSettlement: async ({ body, actor }) =>
      answer(await saveSettlement(db, body, actor), '정산 기준을 저장했습니다.'),
    balance: async ({ params }) => customerMoneyOf(db, params.code),
    balances: async ({ body }) => listCustomerMoney(db, body),
    balancesExcel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: xlsxName('거래처잔액'),
        sheetName: '거래처 잔액',
        columns: excelColumnsOf(CUSTOMER_MONEY_COLUMNS),
        batches: reportPagesOf((q: CustomerMoneyQuery) => listCustomerMoney(db, q), body),
      }),
  });
};
