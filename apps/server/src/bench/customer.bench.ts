import { CUSTOMER_LIST_SPEC, listQuerySchema, searchGramsOfTerm } from '@erp/domain';
import pg from 'pg';
import { listCustomers } from '../modules/customer/customer.service.js';
import { openPostgres } from '../platform/db/database.js';
import { NAME_SYLLABLES, seedBulkCustomers } from '../seed/customer.seed.js';
import type { BenchSuite } from './bench.types.js';
import { BENCH_ADMIN, msOf, serviceVsSql, timeInTurns } from './bench-measure.js';

const N = 100_000;
const ITERATIONS = 300;
const WARMUP = 30;
// What staff type: mostly a distinctive part of the shop's name (two syllables, a few dozen
// matches in 100 000), now and then a common word (카센터: one customer in twelve).
const DISTINCT_TERMS = Array.from(
  { length: 19 },
  (_, i) => `${NAME_SYLLABLES[(i * 7) % 40]}${NAME_SYLLABLES[(i * 11) % 39]}`,
);
const TERMS = [...DISTINCT_TERMS, '카센터'];

const parse = listQuerySchema(CUSTOMER_LIST_SPEC);

/** `bench customer.list`: the customer list with a name filter and a sorted page, beside plain SQL. */
export const customerBench: BenchSuite = {
  name: 'customer',
  needsDatabase: true,
  run: async ({ report, databaseUrl }) => {
    const database = await openPostgres(databaseUrl, { max: 4 });
    const client = new pg.Client({ connectionString: databaseUrl });
    try {
      await database.migrate();
      await seedBulkCustomers(database.db, N);
      await client.connect();
      await client.query('analyze customers');

      const service = async (term: string) => {
        const query = parse.parse({
          filters: [{ field: 'name', op: 'contains', value: term }],
          sort: [{ field: 'name', dir: 'asc' }],
          size: 50,
        });
        return msOf(() => listCustomers(database.db, query, BENCH_ADMIN));
      };
      // The same two statements the service runs (capped count, then the page), written by hand.
      const columns =
        'c.id, c.code, c.name, c.biz_no, c.representative, c.phone, c.mobile, c.fax, c.email, c.postcode, c.address, ' +
        'c.address_detail, c.district_group, c.customer_type, c.status, c.unpaid_code, c.rank, c.interface_id, ' +
        'c.sales_staff_id, c.credit_limit, c.payment_terms, c.tax_invoice_email, c.vat_included, ' +
        'c.old_part_pickup_allowed, c.memo, c.insert_checked_at, c.insert_checked_by, c.created_by, c.created_at, ' +
        'c.updated_at, c.version';
      const plain = async (term: string) => {
        const grams = searchGramsOfTerm(term);
        const like = `%${term.toLowerCase().replace(/[\s-]+/g, '')}%`;
        const short = Array.from(term.replace(/[\s-]+/g, '')).length <= 2;
        const where = (gramsExpr: string) =>
          short
            ? `${gramsExpr} @> $1::text[] and $2::text is not null`
            : `${gramsExpr} @> $1::text[] and lower(regexp_replace(c.name, '[[:space:]-]+', '', 'g')) like $2`;
        return msOf(async () => {
          const count = await client.query(
            `select count(*)::int as n from (select 1 from customers c where ${where('c.name_grams')} limit 1001) c`,
            [grams, like],
          );
          const broad = (count.rows[0] as { n: number }).n > 1000;
          const page = `select ${columns}, s.name as staff_name from customers c left join accounts s on s.id = c.sales_staff_id
           where ${where('c.name_grams')} order by c.name asc, c.id asc limit 50 offset 0`;
          if (broad) {
            await client.query('begin');
            await client.query(
              "select set_config('enable_sort', 'off', true), set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true)",
            );
            await client.query(page, [grams, like]);
            await client.query('commit');
          } else {
            await client.query(page, [grams, like]);
          }
        });
      };

      const { serviceTimes, sqlTimes } = await timeInTurns(
        TERMS,
        { warmup: WARMUP, iterations: ITERATIONS },
        service,
        plain,
      );
      report({ name: 'customer.list', values: serviceVsSql(N, serviceTimes, sqlTimes) });
    } finally {
      await client.end().catch(() => undefined);
      await database.close();
    }
  },
};
