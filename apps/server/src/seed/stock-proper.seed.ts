import { toYmd } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { queueRun } from '../modules/stock-proper/stock-proper.service.js';
import { runProperJob } from '../modules/stock-proper/stock-proper-job.js';
import type { Db } from '../platform/db/database.js';

/**
 * Proper stock demo: lost sales (orders refused for no stock) of eight demo parts in the main
 * warehouse over the last 90 days, then one finished run over the last year, so StockCalculation
 * and StockAutoChange open on real suggestions. Only stock_demand_misses is planted (doc 'demo'):
 * no balance, receivable or order moves, so every other demo figure stays as it was.
 */
export const seedProperStockDemo = async (db: Db, accountId: number | null): Promise<void> => {
  await db.execute(sql`
    insert into stock_demand_misses (part_id, warehouse_code, qty, doc_kind, doc_code, at)
    select p.id, 'MAIN', 1 + ((p.id * 7 + d) % 4), 'demo', 'DEMO-' || p.code || '-' || d,
      now() - make_interval(days => d * 3 + (p.id % 3))
    from (select id, code from parts where active and not is_set order by id limit 8) p
    cross join generate_series(0, 29) d
    where (p.id + d) % 3 <> 0
    on conflict do nothing`);
  const today = new Date();
  const id = await queueRun(
    db,
    {
      fromDate: toYmd(new Date(today.getTime() - 364 * 86_400_000)),
      toDate: toYmd(today),
      serviceLevel: 95,
      leadSource: 'supplier',
      defaultLeadDays: 7,
      reviewDays: 14,
      warehouseCodes: [],
      kindCode: null,
    },
    accountId,
  );
  await runProperJob(db, id);
};
