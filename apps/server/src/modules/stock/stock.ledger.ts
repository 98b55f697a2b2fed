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

/**
 * The stock's value in won (moving average cost) on the same rows: each balance's value is the
 * sum of its moves' values, verified like the quantity.
 */
export const stockValueLedger = defineLedger({
  name: 'stock-value',
  label: '재고 금액',
  entries: stockMoves,
  balances: stockBalances,
  keys: [
    ['partId', 'partId'],
    ['warehouseCode', 'warehouseCode'],
  ],
  amount: 'value',
  balance: 'value',
});
