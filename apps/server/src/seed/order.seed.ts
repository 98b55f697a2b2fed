import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db/database.js';

/**
 * Sales volume for benchmarks, generated inside the database: `orders` fixed orders of four lines
 * each over the past year for the existing customers and parts, their sale entries in the customer
 * ledger and a monthly payment per customer, with balances equal to the ledger. Deterministic.
 */
export const seedBulkOrders = async (db: DbOrTx, orders: number): Promise<void> => {
  await db.execute(sql`
    insert into sales_orders (code, customer_id, warehouse_code, status, vat_included, created_at, updated_at, fixed_at)
    select 'B' || lpad(g::text, 8, '0'),
           c.ids[1 + (g * 7919 % array_length(c.ids, 1))],
           'MAIN', 'fixed', false,
           now() - make_interval(mins => (g * 523 % 525600)::int),
           now(), now() - make_interval(mins => (g * 523 % 525600)::int)
    from generate_series(1, ${orders}) g,
         (select array_agg(id order by id) as ids from customers) c`);
  await db.execute(sql`
    insert into sales_order_lines (order_id, line_no, part_id, part_code, part_no, part_name, norm, qty, list_price, unit_price, supply, tax, total)
    select o.id, k, p.id, p.code, p.part_no, p.name, p.norm, q.qty, p.sale_price, p.sale_price,
           q.qty * p.sale_price, (q.qty * p.sale_price) / 10, q.qty * p.sale_price + (q.qty * p.sale_price) / 10
    from sales_orders o
    cross join generate_series(1, 4) k
    cross join lateral (select 1 + ((o.id * 31 + k) % 3) as qty) q
    join (select row_number() over (order by id) as rn, count(*) over () as n, * from parts) p
      on p.rn = 1 + ((o.id * 13 + k * 7) % p.n)
    where o.code like 'B%'`);
  await db.execute(sql`
    update sales_orders o set supply = s.supply, tax = s.tax, total = s.total
    from (select order_id, sum(supply) as supply, sum(tax) as tax, sum(total) as total from sales_order_lines group by order_id) s
    where s.order_id = o.id and o.code like 'B%'`);
  await db.execute(sql`
    insert into customer_ledger (customer_id, entry_date, kind, amount, supply, tax, doc_kind, doc_code, at)
    select customer_id, (created_at at time zone 'Asia/Seoul')::date, 'sale', total, supply, tax, 'sales_order', code, created_at
    from sales_orders where code like 'B%'`);
  await db.execute(sql`
    insert into customer_ledger (customer_id, entry_date, kind, amount, doc_kind, doc_code)
    select l.customer_id, (date_trunc('month', l.entry_date) + interval '1 month' - interval '1 day')::date, 'payment-transfer',
           -sum(l.amount), 'payment', 'BP-' || l.customer_id || '-' || to_char(date_trunc('month', l.entry_date), 'YYYYMM')
    from customer_ledger l where l.kind = 'sale' and l.doc_code like 'B%'
    group by l.customer_id, date_trunc('month', l.entry_date)`);
  await db.execute(sql`
    insert into customer_balances (customer_id, balance)
    select customer_id, sum(amount) from customer_ledger group by customer_id
    on conflict (customer_id) do update set balance = excluded.balance`);
};
