import { defineLedger } from '../../platform/ledger/ledger.js';
import { pointBalances, pointEntries } from './point.table.js';

/** Each customer's points (적립금): + earns, - spends, reverses or expires. */
export const pointLedger = defineLedger({
  name: 'point',
  label: '거래처 포인트',
  entries: pointEntries,
  balances: pointBalances,
  keys: [['customerId', 'customerId']],
  amount: 'amount',
  balance: 'balance',
  touched: 'updatedAt',
});
