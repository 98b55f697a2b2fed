import { defineLedger } from '../../platform/ledger/ledger.js';
import { customerBalances, customerLedger } from './receivable.table.js';

/** What each customer owes (DESIGN §6 customer money): + raises it, payments and credits lower it. */
export const receivableLedger = defineLedger({
  name: 'receivable',
  label: '거래처 미수금',
  entries: customerLedger,
  balances: customerBalances,
  keys: [['customerId', 'customerId']],
  amount: 'amount',
  balance: 'balance',
  touched: 'updatedAt',
});
