import { listColumns } from '../list/list-columns.js';
import { TAX_INVOICE_LABELS as L } from './tax-invoice.labels.js';
import type { TaxInvoiceSummary } from './tax-invoice.schema.js';
import {
  AMENDMENT_REASONS,
  TAX_INVOICE_BASIS_LABELS,
  TAX_INVOICE_STATE_LABELS,
} from './tax-invoice.status.js';

/** TaxInvoiceIssueList's columns, in the grid and in its Excel download. */
export const TAX_INVOICE_COLUMNS = listColumns<TaxInvoiceSummary>()([
  { key: 'code', label: L.code, value: (r) => r.code, format: 'code', width: 140, pinned: true },
  { key: 'writeDate', label: L.writeDate, value: (r) => r.writeDate, format: 'date', width: 100 },
  { key: 'basis', label: L.basis, value: (r) => r.basis, labels: TAX_INVOICE_BASIS_LABELS, width: 70 },
  { key: 'state', label: L.state, value: (r) => r.state, labels: TAX_INVOICE_STATE_LABELS, width: 90 },
  { key: 'customerCode', label: L.customerCode, value: (r) => r.customerCode, format: 'code', width: 90 },
  { key: 'customerName', label: L.customerName, value: (r) => r.customerName, width: 160 },
  { key: 'buyerBizNo', label: L.buyerBizNo, value: (r) => r.buyerBizNo, width: 120 },
  { key: 'supplyTotal', label: L.supplyTotal, value: (r) => r.supplyTotal, format: 'won', width: 110 },
  { key: 'taxTotal', label: L.taxTotal, value: (r) => r.taxTotal, format: 'won', width: 100 },
  { key: 'total', label: L.total, value: (r) => r.total, format: 'won', width: 120 },
  {
    key: 'amendmentCode',
    label: L.amendmentCode,
    value: (r) => r.amendmentCode,
    labels: AMENDMENT_REASONS,
    width: 130,
  },
  { key: 'originalCode', label: L.originalCode, value: (r) => r.originalCode, width: 140 },
  { key: 'dueDate', label: L.dueDate, value: (r) => r.dueDate, format: 'date', width: 100 },
  { key: 'ntsConfirmNo', label: L.ntsConfirmNo, value: (r) => r.ntsConfirmNo, width: 200 },
  { key: 'issuedAt', label: L.issuedAt, value: (r) => r.issuedAt, format: 'datetime', width: 140 },
  { key: 'attempts', label: L.attempts, value: (r) => r.attempts, format: 'count', width: 80 },
  { key: 'lastError', label: L.lastError, value: (r) => r.lastError, width: 220 },
]);
