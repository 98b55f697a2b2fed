import { customerInputSchema, partInputSchema } from '@erp/domain';
import { createCustomer } from '../modules/customer/customer.service.js';
import { createPart } from '../modules/part/part.service.js';
import { runOrderFixLoad } from '../modules/sales-order/order-fix-load.js';
import { adjustStock, saveWarehouse } from '../modules/stock/stock-admin.service.js';
import { accounts } from '../platform/auth/account.table.js';
import { openPostgres } from '../platform/db/database.js';
import { type BenchSuite, percentile, roundMs } from './bench.types.js';

const CLIENTS = 20;
const SECONDS = Number(process.env.BENCH_ORDER_SECONDS ?? 30);

/** `bench order.fix`: 20 clerks fixing orders for the same 5 parts at once, on PostgreSQL. */
export const orderBench: BenchSuite = {
  name: 'order',
  needsDatabase: true,
  run: async ({ report, databaseUrl }) => {
    const database = await openPostgres(databaseUrl, { max: CLIENTS + 2 });
    try {
      await database.migrate();
      const db = database.db;
      const [admin] = await db
        .insert(accounts)
        .values({ loginId: 'bench-admin', name: '벤치', kind: 'staff', role: 'admin', passwordHash: 'x' })
        .onConflictDoNothing()
        .returning();
      const actor = { accountId: admin?.id ?? null, loginId: 'bench-admin' };
      await saveWarehouse(db, { code: 'MAIN', name: '본사 창고', kind: 'main' }, actor);
      const customerCodes: string[] = [];
      for (let i = 0; i < CLIENTS; i += 1) {
        customerCodes.push(
          (await createCustomer(db, customerInputSchema.parse({ name: `벤치정비 ${i}` }), actor)).customer
            .code,
        );
      }
      const partCodes: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        const { part } = await createPart(
          db,
          partInputSchema.parse({ partNo: `BENCH-${i}`, name: `벤치 부품 ${i}`, salePrice: 10_000 }),
          actor,
        );
        partCodes.push(part.code);
        // Enough for most of the run; the end of it is contended for the last units.
        await adjustStock(
          db,
          { partCode: part.code, warehouseCode: 'MAIN', qty: 400 * SECONDS, reason: 'opening' },
          actor,
        );
      }
      const result = await runOrderFixLoad(db, {
        clients: CLIENTS,
        durationMs: SECONDS * 1000,
        customerCodes,
        partCodes,
        warehouseCode: 'MAIN',
        actor,
      });
      report({
        name: 'order.fix',
        values: {
          clients: CLIENTS,
          n: result.attempts,
          rps: Math.round((result.fixed / result.elapsedMs) * 1000),
          p50: `${roundMs(percentile(result.fixTimesMs, 50))}ms`,
          p95: `${roundMs(percentile(result.fixTimesMs, 95))}ms`,
          refused: result.refused,
          failed: result.failed,
          negative: result.negative,
          ledger_diff: result.ledgerDiff,
        },
      });
    } finally {
      await database.close();
    }
  },
};
