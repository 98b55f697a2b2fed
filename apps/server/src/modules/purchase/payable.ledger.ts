import { defineLedger } from '../../platform/ledger/ledger.js';
import { supplierBalances, supplierLedgerEntries } from './purchase.table.js';

/** What the company owes each supplier (DESIGN §6 supplier money): + raises it, payments lower it. */
export const payableLedger = defineLedger({
  name: 'payable',
  label: '매입처 미지급금',
  entries: supplierLedgerEntries,
  balances: supplierBalances,
  keys: [['supplierId', 'supplierId']],
  amount: 'amount',
  balance: 'balance',
  touched: 'updatedAt',
});
