import { supplierInputSchema } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { postExamination } from '../modules/purchase-examination/purchase-examination.service.js';
import { adjustStock, saveWarehouse } from '../modules/stock/stock-admin.service.js';
import { createSupplier } from '../modules/supplier/supplier.service.js';
import { accounts } from '../platform/auth/account.table.js';
import { type Db, openPostgres } from '../platform/db/database.js';
import { queryRows } from '../platform/db/query.js';
import { type BenchSuite, percentile, roundMs } from './bench.types.js';
import { msOf } from './bench-measure.js';

const LINES = 200;
const POSTINGS = Number(process.env.BENCH_RECEIVE_POSTINGS ?? 25);
const WARMUP = 3;

/**
 * One arrival of LINES lines, every unit examined, written in a few set statements (purchase,
 * lines, examination, its lines) so the run times the posting alone.
 */
const examinedArrival = async (db: Db, supplierId: number, n: number): Promise<string> => {
  const [purchase] = await queryRows<{ id: number; code: string }>(
    db,
    sql`insert into purchases (supplier_id, warehouse_code, purchase_date, supply, vat, total, memo)
        values (${supplierId}, 'MAIN', current_date, ${LINES * 3 * 1000}, ${LINES * 3 * 100}, ${LINES * 3 * 1100}, ${`bench ${n}`})
        returning id, code`,
  );
  await db.execute(sql`
    insert into purchase_lines (purchase_id, line_no, part_id, qty, unit_price, amount, supply, vat, total)
    select ${purchase!.id}, row_number() over (order by id), id, 3, 1000, 3000, 3000, 300, 3300
    from parts where part_no like 'RCV-%'`);
  const [exam] = await queryRows<{ id: number }>(
    db,
    sql`insert into purchase_examinations (purchase_id) values (${purchase!.id}) returning id`,
  );
  // Every line fully examined; one line a unit short and one with a damaged unit, as in real life.
  await db.execute(sql`
    insert into purchase_examination_lines (examination_id, part_id, line_no, qty, examined, damaged, damage_reason)
    select ${exam!.id}, part_id, line_no, qty,
           case when line_no = 1 then qty - 1 else qty end,
           case when line_no = 2 then 1 else 0 end,
           case when line_no = 2 then '벤치 파손' end
    from purchase_lines where purchase_id = ${purchase!.id}`);
  return purchase!.code;
};

/** `bench purchase.receive`: posting one examined arrival of 200 lines (stock in, payable up). */
export const purchaseReceiveBench: BenchSuite = {
  name: 'purchase.receive',
  needsDatabase: true,
  run: async ({ report, databaseUrl }) => {
    const database = await openPostgres(databaseUrl);
    try {
      await database.migrate();
      const db = database.db;
      const [admin] = await db
        .insert(accounts)
        .values({ loginId: 'bench-receiver', name: '벤치', kind: 'staff', role: 'admin', passwordHash: 'x' })
        .onConflictDoNothing()
        .returning();
      const actor = { accountId: admin?.id ?? null, loginId: 'bench-receiver' };
      await saveWarehouse(db, { code: 'MAIN', name: '본사 창고', kind: 'main' }, actor);
      const { supplier } = await createSupplier(
        db,
        supplierInputSchema.parse({ name: '벤치 매입처' }),
        actor,
      );
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`select id from suppliers where code = ${supplier.code}`,
      );
      await db.execute(sql`
        insert into parts (part_no, name, purchase_price)
        select 'RCV-' || lpad(g::text, 4, '0'), '입고 벤치 부품 ' || g, 1000 from generate_series(1, ${LINES}) g`);
      // One unit already on hand per part, so the posting adds to existing balances as usual.
      const [first] = await queryRows<{ code: string }>(
        db,
        sql`select code from parts where part_no = 'RCV-0001'`,
      );
      await adjustStock(
        db,
        { partCode: first!.code, warehouseCode: 'MAIN', qty: 1, reason: 'opening' },
        actor,
      );
      const times: number[] = [];
      for (let i = 0; i < WARMUP + POSTINGS; i += 1) {
        const code = await examinedArrival(db, row!.id, i);
        const ms = await msOf(() => postExamination(db, code, undefined, actor));
        if (i >= WARMUP) times.push(ms);
      }
      const [check] = await queryRows<{ moves: number; payable: number }>(
        db,
        sql`select (select count(*)::int from stock_moves where reason = 'purchase-in') as moves,
                   (select coalesce(sum(amount), 0)::bigint from supplier_ledger_entries) as payable`,
      );
      report({
        name: 'purchase.receive',
        values: {
          lines: LINES,
          n: times.length,
          p50: `${roundMs(percentile(times, 50))}ms`,
          p95: `${roundMs(percentile(times, 95))}ms`,
          moves: Number(check?.moves ?? 0),
          payable: Number(check?.payable ?? 0),
        },
      });
    } finally {
      await database.close();
    }
  },
};
