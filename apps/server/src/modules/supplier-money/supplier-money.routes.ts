import {
  SETTLEMENT_COLUMNS,
  SUPPLIER_BILL_COLUMNS,
  SUPPLIER_PAYMENT_COLUMNS,
  SUPPLIER_STATEMENT_COLUMNS,
  supplierBillApi,
  supplierPaymentApi,
  supplierStatementApi,
} from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { once, pagesOf } from '../../platform/excel/excel-batches.js';
import { excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { acceptBill, billableLines, createBill, modifyBill } from './supplier-bill.service.js';
import { billsBySupplier, listBills, payingInfo } from './supplier-bill-list.service.js';
import { loadBill } from './supplier-bill-view.js';
import {
  cancelSupplierPayment,
  modifySupplierPayment,
  recordSupplierPayment,
} from './supplier-payment.service.js';
import { listPayments, loadPayment } from './supplier-payment-view.js';
import { settlement, supplierStatement } from './supplier-statement.service.js';

// Supplier money under /api/purchase/v1.0 (the contracts in the domain's supplier-money area).

const today = (): string => new Date().toISOString().slice(0, 10);

export const supplierMoneyRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  mountContracts(app, supplierBillApi, {
    list: async ({ body }) => listBills(db, body),
    excel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: `매입계산서_${today()}.xlsx`,
        sheetName: '매입 계산서',
        columns: excelColumnsOf(SUPPLIER_BILL_COLUMNS),
        batches: pagesOf((q) => listBills(db, q), body),
      }),
    bySupplier: async ({ query }) => billsBySupplier(db, query),
    billable: async ({ params }) => billableLines(db, params.code),
    insert: async ({ body, actor }) => answer(await createBill(db, body, actor), '계산서를 등록했습니다.'),
    update: async ({ params, body, actor }) => {
      const { version, ...input } = body;
      return answer(await modifyBill(db, params.code, input, version, actor), '계산서를 수정했습니다.');
    },
    accept: async ({ params, body, actor }) =>
      answer(await acceptBill(db, params.code, body, actor), '계산서를 승인했습니다.'),
    detail: async ({ params }) => loadBill(db, params.code),
  });

  mountContracts(app, supplierPaymentApi, {
    list: async ({ body }) => listPayments(db, body),
    excel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: `출금목록_${today()}.xlsx`,
        sheetName: '출금',
        columns: excelColumnsOf(SUPPLIER_PAYMENT_COLUMNS),
        batches: pagesOf((q) => listPayments(db, q), body),
      }),
    insert: async ({ body, actor }) =>
      answer(await recordSupplierPayment(db, body, actor), '출금을 등록했습니다.'),
    modify: async ({ params, body, actor }) =>
      answer(
        await modifySupplierPayment(db, params.code, body, actor),
        '출금을 수정했습니다 (취소 전표와 새 출금).',
      ),
    cancel: async ({ params, body, actor }) =>
      answer(await cancelSupplierPayment(db, params.code, body.memo, actor), '출금을 취소했습니다.'),
    detail: async ({ params }) => loadPayment(db, params.code),
    payingInfo: async ({ params }) => payingInfo(db, params.code),
  });

  mountContracts(app, supplierStatementApi, {
    statement: async ({ params, query }) => supplierStatement(db, params.code, query),
    statementExcel: async ({ params, query, reply }) => {
      const statement = await supplierStatement(db, params.code, query);
      return sendXlsx(reply, {
        fileName: `매입처거래명세_${statement.supplierCode}_${query.fromDate}_${query.toDate}.xlsx`,
        sheetName: '거래 명세',
        columns: excelColumnsOf(SUPPLIER_STATEMENT_COLUMNS),
        batches: once(statement.lines),
      });
    },
    settlement: async ({ query }) => settlement(db, query),
    settlementExcel: async ({ query, reply }) =>
      sendXlsx(reply, {
        fileName: `매입정산_${query.fromDate}_${query.toDate}.xlsx`,
        sheetName: '매입 정산',
        columns: excelColumnsOf(SETTLEMENT_COLUMNS),
        batches: once((await settlement(db, query)).rows),
      }),
  });
};
