import type { Statement, TransactionLine } from '@erp/domain';
import type { CompanyProfile } from '../company/company.service.js';
import type { customers } from '../customer/customer.table.js';

// The parties and lines every printed document (statement, cancel statement, transaction
// statement) shows the same way.

export const supplierOf = (c: CompanyProfile): Statement['supplier'] => ({
  name: c.name,
  bizNo: c.bizNo,
  representative: c.representative,
  address: c.address,
  phone: c.phone,
  fax: c.fax,
  businessType: c.businessType,
  businessItem: c.businessItem,
  bankAccount: c.bankAccount,
});

/** The customer as a document's recipient: one address line, the phone or else the mobile. */
export const recipientOf = (c: typeof customers.$inferSelect): Statement['recipient'] => ({
  code: c.code,
  name: c.name,
  bizNo: c.bizNo,
  representative: c.representative,
  address: [c.address, c.addressDetail].filter(Boolean).join(' ') || null,
  phone: c.phone ?? c.mobile,
});

type PrintedOrderLine = Pick<
  TransactionLine,
  'partNo' | 'norm' | 'qty' | 'unitPrice' | 'supply' | 'tax' | 'total'
> & { partName: string };

/** An order line as a document prints it. */
export const printedLine = (l: PrintedOrderLine): TransactionLine => ({
  partNo: l.partNo,
  name: l.partName,
  norm: l.norm,
  qty: l.qty,
  unitPrice: l.unitPrice,
  supply: l.supply,
  tax: l.tax,
  total: l.total,
});
