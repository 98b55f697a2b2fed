import { toYmd } from '@erp/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { customerLedgerView } from '../modules/receivable/customer-ledger.service.js';
import { listOrders } from '../modules/sales-order/sales-order-list.service.js';
import { openPostgres } from '../platform/db/database.js';
import { seedBulkCustomers } from '../seed/customer.seed.js';
import { seedBulkOrders } from '../seed/order.seed.js';
import type { BenchContext, BenchSuite } from './bench.types.js';
import { withCachedData } from './bench-cache.js';
import { BENCH_ADMIN, msOf, serviceVsSql } from './bench-measure.js';

const ORDERS = 250_000;
const LINES = ORDERS * 4;
const ITERATIONS = 200;
const WARMUP = 20;

const dayBefore = (days: number) => toYmd(new Date(Date.now() - days * 86_400_000));

/** `bench order.list` and `bench customer.ledger` over 1 000 000 order lines, beside plain SQL. */
export const salesVolumeBench: BenchSuite = {
  name: 'sales-volume',
  produces: ['order.list', 'customer.ledger'],
  needsDatabase: false,
  run: async ({ report, baseUrl }) =>
    withCachedData(baseUrl, 'sales', buildSalesVolume, (url) => measureSalesVolume(url, report)),
};

const buildSalesVolume = async (url: string): Promise<void> => {
  const database = await openPostgres(url, { max: 2 });
  try {
    await database.migrate();
    await database.db.execute(sql`insert into warehouses (code, name) values ('MAIN', '본사 창고')`);
    // Parts to sell: a thousand, generated like the other bulk data.
    await database.db.execute(
      sql`insert into parts (part_no, name, sale_price)
          select 'BENCH-' || lpad(g::text, 5, '0'), '벤치 부품 ' || g, 1000 * (g % 100 + 1) from generate_series(1, 1000) g`,
    );
    await seedBulkCustomers(database.db, 1_000);
    await seedBulkOrders(database.db, ORDERS);
    await database.db.execute(sql`vacuum analyze`);
  } finally {
    await database.close();
  }
};

const measureSalesVolume = async (url: string, report: BenchContext['report']): Promise<void> => {
  const database = await openPostgres(url, { max: 4 });
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const codes = (
      await client.query<{ code: string }>('select code from customers order by id limit 200')
    ).rows.map((r) => r.code);
    const measure = async (run: (i: number) => Promise<unknown>): Promise<number[]> => {
      for (let i = 0; i < WARMUP; i += 1) await run(i);
      const times: number[] = [];
      for (let i = 0; i < ITERATIONS; i += 1) {
        times.push(await msOf(() => run(i)));
      }
      return times;
    };
    const line = (name: string, service: number[], plain: number[]) =>
      report({ name, values: serviceVsSql(LINES, service, plain) });

    // One day's orders, newest first, a page of 50: what ObtainList shows every morning.
    const listService = await measure((i) =>
      listOrders(
        database.db,
        { fromDate: dayBefore(i % 30), toDate: dayBefore(i % 30), page: 1, size: 50 },
        BENCH_ADMIN,
      ),
    );
    const listPlain = await measure(async (i) => {
      const day = dayBefore(i % 30);
      // The order day (ObtainList's filter since order dates can be changed), as the service reads it.
      const where = 'o.order_date = $1::date';
      await client.query(
        `select o.*, c.code as customer_code, c.name as customer_name,
                (select count(*)::int from sales_order_lines l where l.order_id = o.id) as line_count
         from sales_orders o join customers c on c.id = o.customer_id where ${where}
         order by o.order_date desc, o.created_at desc, o.id desc limit 50 offset 0`,
        [day],
      );
      await client.query(
        `select count(*)::int from sales_orders o join customers c on c.id = o.customer_id where ${where}`,
        [day],
      );
    });
    line('order.list', listService, listPlain);

    // One customer's ledger for a month: opening balance, entries with running balance.
    const from = dayBefore(60);
    const to = dayBefore(30);
    const ledgerService = await measure((i) =>
      customerLedgerView(
        database.db,
        { customerCode: codes[i % codes.length]!, fromDate: from, toDate: to },
        BENCH_ADMIN,
      ),
    );
    const ledgerPlain = await measure(async (i) => {
      const { rows } = await client.query<{ id: number }>('select id from customers where code = $1', [
        codes[i % codes.length],
      ]);
      const id = rows[0]!.id;
      await client.query(
        'select coalesce(sum(amount), 0) from customer_ledger where customer_id = $1 and entry_date < $2::date',
        [id, from],
      );
      await client.query(
        'select * from customer_ledger where customer_id = $1 and entry_date >= $2::date and entry_date <= $3::date order by entry_date, id',
        [id, from, to],
      );
    });
    line('customer.ledger', ledgerService, ledgerPlain);
  } finally {
    await client.end().catch(() => undefined);
    await database.close();
  }
};
