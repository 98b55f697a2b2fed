import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';

export type LedgerDifference = {
  ledger: 'stock' | 'receivable' | 'payable';
  key: string;
  cached: number;
  ledgerSum: number;
};

/**
 * Recomputes every cached balance from its ledger (DESIGN §6) and lists the differences: a stock
 * balance against the sum of its moves, a customer balance against the sum of its entries, a
 * supplier payable against the sum of its entries, and ledger rows that have no balance row at all.
 */
export const verifyLedgers = async (db: DbOrTx): Promise<LedgerDifference[]> => {
  const stock = await queryRows<{ key: string; cached: number; sum: number }>(
    db,
    sql`select coalesce(b.part_id, m.part_id) || '@' || coalesce(b.warehouse_code, m.warehouse_code) as key,
               coalesce(b.qty, 0)::bigint as cached, coalesce(m.sum, 0)::bigint as sum
        from stock_balances b
        full join (select part_id, warehouse_code, sum(qty) as sum from stock_moves group by part_id, warehouse_code) m
          on m.part_id = b.part_id and m.warehouse_code = b.warehouse_code
        where coalesce(b.qty, 0) <> coalesce(m.sum, 0)`,
  );
  const money = await queryRows<{ key: string; cached: number; sum: number }>(
    db,
    sql`select coalesce(b.customer_id, l.customer_id)::text as key,
               coalesce(b.balance, 0)::bigint as cached, coalesce(l.sum, 0)::bigint as sum
        from customer_balances b
        full join (select customer_id, sum(amount) as sum from customer_ledger group by customer_id) l
          on l.customer_id = b.customer_id
        where coalesce(b.balance, 0) <> coalesce(l.sum, 0)`,
  );
  const payable = await queryRows<{ key: string; cached: number; sum: number }>(
    db,
    sql`select coalesce(b.supplier_id, l.supplier_id)::text as key,
               coalesce(b.balance, 0)::bigint as cached, coalesce(l.sum, 0)::bigint as sum
        from supplier_balances b
        full join (select supplier_id, sum(amount) as sum from supplier_ledger_entries group by supplier_id) l
          on l.supplier_id = b.supplier_id
        where coalesce(b.balance, 0) <> coalesce(l.sum, 0)`,
  );
  return [
    ...stock.map((r) => ({
      ledger: 'stock' as const,
      key: r.key,
      cached: Number(r.cached),
      ledgerSum: Number(r.sum),
    })),
    ...money.map((r) => ({
      ledger: 'receivable' as const,
      key: r.key,
      cached: Number(r.cached),
      ledgerSum: Number(r.sum),
    })),
    ...payable.map((r) => ({
      ledger: 'payable' as const,
      key: r.key,
      cached: Number(r.cached),
      ledgerSum: Number(r.sum),
    })),
  ];
};

/** Stock balances below zero for parts that do not allow back-orders (must always be none). */
export const negativeBalances = async (db: DbOrTx): Promise<number> => {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from stock_balances where qty < 0 and not allow_negative`,
  );
  return Number(row?.n ?? 0);
};
