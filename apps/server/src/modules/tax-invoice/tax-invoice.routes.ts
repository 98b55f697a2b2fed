import { TAX_INVOICE_COLUMNS, taxInvoiceApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { excelColumnsOf, sendXlsx } from '../../platform/excel/excel-export.js';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { ntsConfigFromEnv } from '../customer/nts-biz-status.adapter.js';
import { isAspConfigured, taxAspConfigFromEnv } from './tax-asp.adapter.js';
import { amendmentCandidates, draftAmendedInvoice } from './tax-invoice-amend.service.js';
import { draftMonthInvoice, draftOrderInvoice } from './tax-invoice-draft.service.js';
import {
  issueTaxInvoice,
  retryTaxInvoice,
  type TaxInvoiceDeps,
  taxInvoiceHandlers,
} from './tax-invoice-issue.service.js';
import { listTaxInvoices, loadInvoice, outboxFailures, taxInvoicePages } from './tax-invoice-view.service.js';

// Tax invoices under /api/order/v1.0/tax-invoice (taxInvoiceApi in the domain), and the outbox
// runner that sends them (OUTBOX_POLL_MS, default 30 s; 0 = only right after a change or a retry).
export const taxInvoiceRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  // Read at start from the environment only (DESIGN §5): no key in code or in the web bundle.
  const deps: TaxInvoiceDeps = { asp: taxAspConfigFromEnv(), nts: ntsConfigFromEnv() };
  // The app's one job runner sends them (platform/jobs, OUTBOX_POLL_MS).
  ctx.jobs.register(taxInvoiceHandlers(deps));
  mountContracts(app, taxInvoiceApi, {
    config: async () => ({
      aspConfigured: isAspConfigured(deps.asp),
      aspName: isAspConfigured(deps.asp) ? deps.asp.name : null,
      ntsConfigured: Boolean(deps.nts.serviceKey),
    }),
    draftOrder: async ({ params, actor }) =>
      answer(await draftOrderInvoice(db, params.code, actor), '건별 세금계산서를 임시 저장했습니다.'),
    draftMonth: async ({ body, actor }) =>
      answer(await draftMonthInvoice(db, body, actor), '월합계 세금계산서를 임시 저장했습니다.'),
    draftAmended: async ({ body, actor }) =>
      answer(await draftAmendedInvoice(db, body, actor), '수정세금계산서를 임시 저장했습니다.'),
    candidates: async ({ body }) => amendmentCandidates(db, body.customerCode),
    issue: async ({ params, actor }) => {
      const view = await issueTaxInvoice(db, params.code, deps, actor);
      return answer(
        view,
        view.state === 'issued'
          ? '세금계산서를 발행했습니다.'
          : 'ASP에 전송하지 못해 전송 대기 중입니다. 자동으로 다시 보냅니다.',
      );
    },
    retry: async ({ params, actor }) => {
      const view = await retryTaxInvoice(db, params.code, deps, actor);
      return answer(
        view,
        view.state === 'issued' ? '세금계산서를 발행했습니다.' : '아직 전송하지 못했습니다.',
      );
    },
    detail: async ({ params }) => loadInvoice(db, params.code),
    failures: async () => outboxFailures(db),
    list: async ({ body }) => listTaxInvoices(db, body),
    excel: async ({ body, reply }) =>
      sendXlsx(reply, {
        fileName: `세금계산서목록_${new Date().toISOString().slice(0, 10)}.xlsx`,
        sheetName: '세금계산서',
        columns: excelColumnsOf(TAX_INVOICE_COLUMNS),
        batches: taxInvoicePages(db, body),
      }),
  });
};
