import { ADMIN_ONLY_ACCESS, defineContracts, STAFF_ONLY } from '../contract/contract.js';
import { docCodeParams } from '../contract/contract-params.js';
import {
  billingIssueSchema,
  billingMonthResultSchema,
  billingMonthSchema,
  billingQuerySchema,
  billingStatementSchema,
  billingVoidSchema,
} from './billing.schema.js';

// Monthly billing (월합계 청구) under /api/order/v1.0/billing (SPEC §2.12): the period statement
// read from the receivable ledger, its one issue per period, the reversing document that voids an
// issue, and the month's run over every customer.
const base = '/api/order/v1.0/billing';

export const billingApi = defineContracts({
  statement: {
    method: 'POST',
    path: `${base}/statement`,
    summary: '월합계 청구서 (거래처·기간)',
    access: STAFF_ONLY,
    body: billingQuerySchema,
    response: billingStatementSchema,
  },
  issue: {
    method: 'POST',
    path: `${base}/issue`,
    summary: '청구서 발행 (기간당 한 번)',
    access: STAFF_ONLY,
    body: billingQuerySchema,
    response: billingIssueSchema,
  },
  void: {
    method: 'POST',
    path: `${base}/void/:code`,
    summary: '청구서 취소 (취소 전표 발행)',
    access: STAFF_ONLY,
    params: docCodeParams('청구서 번호'),
    body: billingVoidSchema,
    response: billingIssueSchema,
  },
  month: {
    method: 'POST',
    path: `${base}/month`,
    summary: '월 청구서 일괄 발행 (전 거래처)',
    access: ADMIN_ONLY_ACCESS,
    body: billingMonthSchema,
    response: billingMonthResultSchema,
  },
});
