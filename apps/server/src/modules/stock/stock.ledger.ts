import { defineLedger } from '../../platform/ledger/ledger.js';
import { stockBalances, stockMoves } from './stock.table.js';

/**
 * On-hand quantity per part and warehouse (DESIGN §6 stock). Posted by the stock service itself
 * (the guard against going below zero lives in the database, stock_after_move()); the kit
 * verifies it like every other ledger.
 */
export const stockLedger = defineLedger({
  name: 'stock',
  label: '재고',
  entries: stockMoves,
  balances: stockBalances,
  keys: [
    ['partId', 'partId'],
    ['warehouseCode', 'warehouseCode'],
  ],
  amount: 'qty',
  balance: 'qty',
});
