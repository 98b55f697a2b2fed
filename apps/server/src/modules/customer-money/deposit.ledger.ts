import { defineLedger } from '../../platform/ledger/ledger.js';
import { customerDepositBalances, customerDepositEntries } from './deposit.table.js';

/** Each customer's 선수금: + received, − applied to orders or refunded. */
export const depositLedger = defineLedger({
  name: 'deposit',
  label: '거래처 선수금',
  entries: customerDepositEntries,
  balances: customerDepositBalances,
  keys: [['customerId', 'customerId']],
  amount: 'amount',
  balance: 'balance',
  touched: 'updatedAt',
});
