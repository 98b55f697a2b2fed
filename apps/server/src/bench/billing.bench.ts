import { sql } from 'drizzle-orm';
import { issueMonthBilling } from '../modules/billing/billing-month.service.js';
import { accounts } from '../platform/auth/account.table.js';
import { openPostgres } from '../platform/db/database.js';
import { queryRows } from '../platform/db/query.js';
import { seedBulkCustomers } from '../seed/customer.seed.js';
import type { BenchContext, BenchSuite } from './bench.types.js';
import { withCachedData } from './bench-cache.js';

const CUSTOMERS = Number(process.env.BENCH_BILLING_CUSTOMERS ?? 10_000);
const LINES = Number(process.env.BENCH_BILLING_LINES ?? 1_000_000);
/** Four lines an order, as the bulk order seed writes them. */
const LINES_PER_ORDER = 4;
// A fixed month, so the cached data set stays valid whatever day the bench runs on.
const MONTH = '202611';

/**
 * `bench billing.month`: every billing statement of a month issued as one job (issueMonthBilling)
 * over CUSTOMERS customers whose fixed orders of the month carry LINES order lines, with last
 * month's entries as opening balances and part payments in the month. Target ≤ 60 s at
 * customers=10000 lines=1000000.
 */
export const billingBench: BenchSuite = {
  name: 'billing.month',
  needsDatabase: false,
  run: async ({ report, baseUrl }) =>
    withCachedData(baseUrl, `billing_${CUSTOMERS}_${LINES}`, buildBillingMonth, (url) =>
      measureBillingMonth(url, report),
    ),
};

const buildBillingMonth = async (url: string): Promise<void> => {
  const database = await openPostgres(url, { max: 2 });
  try {
    await database.migrate();
    const db = database.db;
    await db.execute(sql`insert into warehouses (code, name) values ('MAIN', '본사 창고')`);
    await db.execute(sql`
      insert into parts (part_no, name, sale_price)
      select 'BILL-' || lpad(g::text, 5, '0'), '청구 벤치 부품 ' || g, 1000 * (g % 100 + 1)
      from generate_series(1, 1000) g`);
    await seedBulkCustomers(db, CUSTOMERS);
    const orders = Math.ceil(LINES / LINES_PER_ORDER);
    // Orders spread over the month's 30 days and over every customer.
    await db.execute(sql`
      insert into sales_orders (code, customer_id, warehouse_code, status, vat_included, created_at, updated_at, fixed_at)
      select 'BM' || lpad(g::text, 8, '0'), c.ids[1 + (g * 7919 % array_length(c.ids, 1))], 'MAIN', 'fixed', false,
             timestamptz '2026-11-01 10:00:00+09' + make_interval(mins => (g * 523 % 43200)::int), now(),
             timestamptz '2026-11-01 10:00:00+09' + make_interval(mins => (g * 523 % 43200)::int)
      from generate_series(1, ${orders}) g, (select array_agg(id order by id) as ids from customers) c`);
    await db.execute(sql`
      insert into sales_order_lines (order_id, line_no, part_id, part_code, part_no, part_name, qty, list_price, unit_price, supply, tax, total)
      select o.id, k, p.id, p.code, p.part_no, p.name, q.qty, p.sale_price, p.sale_price,
             q.qty * p.sale_price, (q.qty * p.sale_price) / 10, q.qty * p.sale_price + (q.qty * p.sale_price) / 10
      from sales_orders o
      cross join generate_series(1, ${LINES_PER_ORDER}) k
      cross join lateral (select 1 + ((o.id * 31 + k) % 3) as qty) q
      join (select row_number() over (order by id) as rn, count(*) over () as n, * from parts) p
        on p.rn = 1 + ((o.id * 13 + k * 7) % p.n)`);
    await db.execute(sql`
      update sales_orders o set supply = s.supply, tax = s.tax, total = s.total
      from (select order_id, sum(supply) as supply, sum(tax) as tax, sum(total) as total
            from sales_order_lines group by order_id) s
      where s.order_id = o.id`);
    // The ledger as fixes post it: one sale entry per order on its day.
    await db.execute(sql`
      insert into customer_ledger (customer_id, entry_date, kind, amount, supply, tax, doc_kind, doc_code, at)
      select customer_id, (fixed_at at time zone 'Asia/Seoul')::date, 'sale', total, supply, tax, 'sales_order', code, fixed_at
      from sales_orders`);
    // Last month's balance (the opening) and a part payment on the 15th for every other customer.
    await db.execute(sql`
      insert into customer_ledger (customer_id, entry_date, kind, amount, doc_kind, doc_code)
      select id, date '2026-10-31', 'opening', 50000 + (id % 20) * 10000, 'bench', 'OPEN-' || id from customers`);
    await db.execute(sql`
      insert into customer_ledger (customer_id, entry_date, kind, amount, doc_kind, doc_code)
      select c.id, date '2026-11-15', 'payment-transfer', -(50000 + (c.id % 20) * 10000), 'payment', 'BP-' || c.id
      from customers c where c.id % 2 = 0`);
    await db.execute(sql`
      insert into customer_balances (customer_id, balance)
      select customer_id, sum(amount) from customer_ledger group by customer_id
      on conflict (customer_id) do update set balance = excluded.balance`);
    await db.execute(sql`vacuum analyze`);
  } finally {
    await database.close();
  }
};

const measureBillingMonth = async (url: string, report: BenchContext['report']): Promise<void> => {
  const database = await openPostgres(url, { max: 2 });
  try {
    const db = database.db;
    const [made] = await db
      .insert(accounts)
      .values({
        loginId: 'bench-billing',
        name: 'bench-billing',
        kind: 'staff',
        role: 'admin',
        passwordHash: 'x',
      })
      .returning({ id: accounts.id });
    const actor = { accountId: made?.id ?? null, loginId: 'bench-billing', isAdmin: true };
    const started = performance.now();
    const result = await issueMonthBilling(db, MONTH, actor);
    const ms = performance.now() - started;
    // What a user would check: the month's statements add up to the ledger, to the won.
    const [check] = await queryRows<{ statements: number; closing: string; ledger: string }>(
      db,
      sql`select (select count(*)::int from billing_statements where kind = 'issue') as statements,
                 (select coalesce(sum(closing_balance), 0) from billing_statements where kind = 'issue')::text as closing,
                 (select coalesce(sum(amount), 0) from customer_ledger where entry_date <= date '2026-11-30')::text as ledger`,
    );
    report({
      name: 'billing.month',
      values: {
        customers: CUSTOMERS,
        lines: LINES,
        ms: Math.round(ms),
        issued: result.issued,
        skipped: result.skipped,
        exact: check?.closing === check?.ledger ? 1 : 0,
      },
    });
  } finally {
    await database.close();
  }
};
