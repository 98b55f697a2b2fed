import { defineContracts, rolesOnly, STAFF_ONLY } from '../contract/contract.js';
import { customerLedgerViewSchema, paymentResultSchema } from './customer-ledger.view.js';
import { customerLedgerQuerySchema, paymentInputSchema } from './sales-order.schema.js';

// Customer money under /api/customer/v1.0 that the sales-order module serves (SPEC §2.11): the
// receivable ledger of a period and the payment that adds a collection to it.

export const customerLedgerApi = defineContracts({
  savePayment: {
    method: 'POST',
    path: '/api/customer/v1.0/payment/save',
    summary: '입금 등록',
    access: STAFF_ONLY,
    body: paymentInputSchema,
    response: paymentResultSchema,
  },
  ledger: {
    method: 'POST',
    path: '/api/customer/v1.0/ledger',
    summary: '거래처 원장',
    // Customer users read their own ledger; the service scopes the rows.
    access: rolesOnly('admin', 'public', 'cust'),
    body: customerLedgerQuerySchema,
    response: customerLedgerViewSchema,
  },
});
