import { toYmd } from '@erp/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { listPurchases } from '../modules/purchase/purchase-list.service.js';
import { openPostgres } from '../platform/db/database.js';
import type { BenchContext, BenchSuite } from './bench.types.js';
import { withCachedData } from './bench-cache.js';
import { msOf, serviceVsSql, timeInTurns } from './bench-measure.js';

const PURCHASES = 1_000_000;
const ITERATIONS = 200;
const WARMUP = 20;

const dayBefore = (days: number) => toYmd(new Date(Date.now() - days * 86_400_000));

/** `bench purchase.list` over 1 000 000 purchases (a year of them), beside plain SQL. */
export const purchaseBench: BenchSuite = {
  name: 'purchase',
  produces: ['purchase.list'],
  needsDatabase: false,
  run: async ({ report, baseUrl }) =>
    withCachedData(baseUrl, 'purchases', buildPurchases, (url) => measurePurchaseList(url, report)),
};

/**
 * A year of purchases generated in SQL: 300 suppliers, 1 000 parts, one or two lines each, most
 * fixed, dated over the last 365 days (about 2 700 a day), VAT at a tenth as the service prices it.
 */
const buildPurchases = async (url: string): Promise<void> => {
  const database = await openPostgres(url, { max: 2 });
  try {
    await database.migrate();
    const db = database.db;
    await db.execute(sql`insert into warehouses (code, name) values ('MAIN', '본사 창고')`);
    await db.execute(
      sql`insert into parts (part_no, name, sale_price, purchase_price)
          select 'BENCH-' || lpad(g::text, 5, '0'), '벤치 부품 ' || g, 1000 * (g % 100 + 1), 700 * (g % 100 + 1)
          from generate_series(1, 1000) g`,
    );
    await db.execute(
      sql`insert into suppliers (name, name_key) select '벤치 매입처 ' || g, 'BENCHSUPPLIER' || g from generate_series(1, 300) g`,
    );
    await db.execute(sql`
      insert into purchases (code, supplier_id, warehouse_code, purchase_date, status, created_at, updated_at, fixed_at)
      select 'R' || lpad(g::text, 8, '0'), s.ids[(1 + (g * 7919 % array_length(s.ids, 1)))::int], 'MAIN',
             current_date - (g * 523 % 365)::int,
             case when g % 10 = 0 then 'draft' else 'fixed' end,
             now() - make_interval(days => (g * 523 % 365)::int), now(),
             case when g % 10 = 0 then null else now() - make_interval(days => (g * 523 % 365)::int) end
      from generate_series(1::bigint, ${PURCHASES}::bigint) g, (select array_agg(id order by id) as ids from suppliers) s`);
    await db.execute(sql`select setval('purchase_code_seq', ${PURCHASES})`);
    await db.execute(sql`
      insert into purchase_lines (purchase_id, line_no, part_id, qty, unit_price, amount, supply, vat, total)
      select o.id, k, p.id, q.qty, p.purchase_price, q.qty * p.purchase_price, q.qty * p.purchase_price,
             q.qty * p.purchase_price / 10, q.qty * p.purchase_price + q.qty * p.purchase_price / 10
      from purchases o
      cross join generate_series(1, 2) k
      cross join lateral (select 1 + ((o.id * 31 + k) % 5) as qty) q
      join (select row_number() over (order by id) as rn, count(*) over () as n, * from parts) p
        on p.rn = 1 + ((o.id * 13 + k * 7) % p.n)
      where k = 1 or o.id % 3 = 0`);
    await db.execute(sql`
      update purchases o set supply = s.supply, vat = s.vat, total = s.total
      from (select purchase_id, sum(supply) as supply, sum(vat) as vat, sum(total) as total
            from purchase_lines group by purchase_id) s
      where s.purchase_id = o.id`);
    await db.execute(sql`vacuum analyze`);
  } finally {
    await database.close();
  }
};

const measurePurchaseList = async (url: string, report: BenchContext['report']): Promise<void> => {
  const database = await openPostgres(url, { max: 4 });
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    // One day's purchases, newest first, a page of 50: PurchaseList as it opens; the service and
    // the same page by hand in turns, so both see the same cache and the same load.
    const days = Array.from({ length: 30 }, (_, i) => dayBefore(i));
    const { serviceTimes, sqlTimes } = await timeInTurns(
      days,
      { warmup: WARMUP, iterations: ITERATIONS },
      (day) =>
        msOf(() =>
          listPurchases(database.db, {
            filters: [{ field: 'purchaseDate', op: 'eq', value: day }],
            sort: [{ field: 'purchaseDate', dir: 'desc' }],
            page: 1,
            size: 50,
          }),
        ),
      (day) =>
        msOf(async () => {
          await client.query(
            `select o.*, s.code as supplier_code, s.name as supplier_name, c.name as created_by_name,
                    f.name as fixed_by_name,
                    coalesce((select w.name from warehouses w where w.code = o.warehouse_code), o.warehouse_code) as warehouse_name,
                    (select count(*)::int from purchase_lines l where l.purchase_id = o.id) as line_count,
                    (select coalesce(sum(l.qty), 0)::int from purchase_lines l where l.purchase_id = o.id) as total_qty
             from purchases o join suppliers s on s.id = o.supplier_id
             left join accounts c on c.id = o.created_by left join accounts f on f.id = o.fixed_by
             where o.purchase_date = $1::date
             order by o.purchase_date desc, o.id desc limit 50 offset 0`,
            [day],
          );
          await client.query(
            'select count(*)::int from (select 1 from purchases o where o.purchase_date = $1::date limit 1001) c',
            [day],
          );
        }),
    );
    report({ name: 'purchase.list', values: serviceVsSql(PURCHASES, serviceTimes, sqlTimes) });
  } finally {
    await client.end().catch(() => undefined);
    await database.close();
  }
};
