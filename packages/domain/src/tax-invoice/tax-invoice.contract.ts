import { z } from 'zod';
import { defineContracts, STAFF_ONLY } from '../contract/contract.js';
import { listWithExcel } from '../contract/contract-builders.js';
import { docCodeParams } from '../contract/contract-params.js';
import { listQuerySchema } from '../list/list-query.js';
import {
  amendmentCandidateSchema,
  amendmentCandidatesQuerySchema,
  outboxFailureSchema,
  TAX_INVOICE_LIST_SPEC,
  taxAmendedDraftSchema,
  taxInvoiceConfigSchema,
  taxInvoicePageSchema,
  taxInvoiceViewSchema,
  taxMonthDraftSchema,
} from './tax-invoice.schema.js';

// Electronic tax invoices under /api/order/v1.0/tax-invoice (SPEC §2.11): drafts per order, per
// month and amended; issue through the outbox to the ASP; retry; one invoice; the list; the
// outbox messages that wait (the interface failure list).
const base = '/api/order/v1.0/tax-invoice';
const codeParams = docCodeParams('세금계산서 번호');

export const taxInvoiceApi = defineContracts({
  config: {
    method: 'GET',
    path: `${base}/config`,
    summary: '전자세금계산서 연동 설정 상태',
    access: STAFF_ONLY,
    response: taxInvoiceConfigSchema,
  },
  draftOrder: {
    method: 'POST',
    path: `${base}/draft/order/:code`,
    summary: '건별 세금계산서 작성 (주문)',
    access: STAFF_ONLY,
    params: docCodeParams('주문번호'),
    response: taxInvoiceViewSchema,
  },
  draftMonth: {
    method: 'POST',
    path: `${base}/draft/month`,
    summary: '월합계 세금계산서 작성',
    access: STAFF_ONLY,
    body: taxMonthDraftSchema,
    response: taxInvoiceViewSchema,
  },
  draftAmended: {
    method: 'POST',
    path: `${base}/draft/amended`,
    summary: '수정세금계산서 작성 (취소·반품)',
    access: STAFF_ONLY,
    body: taxAmendedDraftSchema,
    response: taxInvoiceViewSchema,
  },
  candidates: {
    method: 'POST',
    path: `${base}/amendment-candidates`,
    summary: '수정세금계산서 대상 (발행분의 취소·반품)',
    access: STAFF_ONLY,
    body: amendmentCandidatesQuerySchema,
    response: z.array(amendmentCandidateSchema),
  },
  issue: {
    method: 'POST',
    path: `${base}/issue/:code`,
    summary: '세금계산서 발행 (ASP 전송)',
    access: STAFF_ONLY,
    params: codeParams,
    response: taxInvoiceViewSchema,
  },
  retry: {
    method: 'POST',
    path: `${base}/retry/:code`,
    summary: '전송 대기 세금계산서 재전송',
    access: STAFF_ONLY,
    params: codeParams,
    response: taxInvoiceViewSchema,
  },
  detail: {
    method: 'GET',
    path: `${base}/detail/:code`,
    summary: '세금계산서 상세 (발행 이력 포함)',
    access: STAFF_ONLY,
    params: codeParams,
    response: taxInvoiceViewSchema,
  },
  failures: {
    method: 'GET',
    path: `${base}/failures`,
    summary: '전송 대기·실패 (연동 실패 목록)',
    access: STAFF_ONLY,
    response: z.array(outboxFailureSchema),
  },
  ...listWithExcel(
    listQuerySchema(TAX_INVOICE_LIST_SPEC),
    { path: `${base}/list`, summary: '세금계산서 목록', access: STAFF_ONLY, response: taxInvoicePageSchema },
    { path: `${base}/excel/download`, summary: '세금계산서 목록 엑셀', access: STAFF_ONLY },
  ),
});
