import { defineLedger } from '../../platform/ledger/ledger.js';
import { coreBalances, coreEntries } from './core-ledger.table.js';

/** The cores each customer still owes, per payback code. */
export const coreLedger = defineLedger({
  name: 'core',
  label: '폐부품 미회수',
  entries: coreEntries,
  balances: coreBalances,
  keys: [
    ['customerId', 'customerId'],
    ['paybackCode', 'paybackCode'],
  ],
  amount: 'qty',
  balance: 'outstanding',
  touched: 'updatedAt',
});
