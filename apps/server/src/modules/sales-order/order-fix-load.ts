import { performance } from 'node:perf_hooks';
import { createRoutePrng } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import type { Db } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { isAppError } from '../../platform/errors/app-error.js';
import { negativeBalances } from '../stock/verify-ledgers.js';
import { verifyLedgers } from '../verify-ledgers.js';
import { fixOrder } from './order-fix.service.js';
import { createOrder } from './sales-order.service.js';

export type OrderFixLoadResult = {
  attempts: number;
  fixed: number;
  refused: number;
  failed: number;
  fixTimesMs: number[];
  elapsedMs: number;
  negative: number;
  ledgerDiff: number;
  /** Units sold per part according to the fixed orders, and what the balances say left. */
  soldMatchesStock: boolean;
  receivableMatchesSales: boolean;
};

/**
 * Many clerks at once: `clients` loops, each registering a small order for some of the given
 * parts and fixing it, for `durationMs`. Used by the concurrency test and the order.fix benchmark.
 * Only refusals for stock are expected; anything else counts as failed.
 */
export const runOrderFixLoad = async (
  db: Db,
  options: {
    clients: number;
    durationMs: number;
    /** One per clerk, as clerks serve different customers; the parts are shared and contended. */
    customerCodes: readonly string[];
    partCodes: readonly string[];
    warehouseCode: string;
    actor: AuditActor;
    seed?: number;
    /**
     * Drafts registered beforehand: the clerks only fix (the order.fix benchmark measures the fix,
     * not the registration). Without them each clerk registers its own order before fixing it.
     */
    drafts?: readonly string[];
  },
): Promise<OrderFixLoadResult> => {
  const initial = await queryRows<{ code: string; qty: number }>(
    db,
    sql`select p.code, b.qty from stock_balances b join parts p on p.id = b.part_id where b.warehouse_code = ${options.warehouseCode}`,
  );
  const result = { attempts: 0, fixed: 0, refused: 0, failed: 0, fixTimesMs: [] as number[] };
  const deadline = performance.now() + options.durationMs;
  const started = performance.now();
  let nextDraft = 0;
  const timedFix = async (code: string) => {
    result.attempts += 1;
    const t0 = performance.now();
    try {
      await fixOrder(db, code, options.actor);
      result.fixed += 1;
    } catch (error) {
      if (isAppError(error) && error.code === 'E2003') result.refused += 1;
      else result.failed += 1;
    }
    result.fixTimesMs.push(performance.now() - t0);
  };
  const client = async (index: number) => {
    const random = createRoutePrng((options.seed ?? 7) * 1000 + index);
    while (performance.now() < deadline) {
      if (options.drafts) {
        // One event loop: taking the next index is atomic between the clients.
        const code = options.drafts[nextDraft++];
        if (code === undefined) break;
        await timedFix(code);
        continue;
      }
      const lineCount = 1 + random.nextInt(2);
      const chosen = new Set<string>();
      while (chosen.size < lineCount)
        chosen.add(options.partCodes[random.nextInt(options.partCodes.length)]!);
      const draft = await createOrder(
        db,
        {
          customerCode: options.customerCodes[index % options.customerCodes.length]!,
          warehouseCode: options.warehouseCode,
          lines: [...chosen].map((partCode) => ({
            partCode,
            qty: 1 + random.nextInt(3),
            unitPrice: 10_000,
            priceReason: '부하 시험',
          })),
        },
        options.actor,
      );
      await timedFix(draft.code);
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, i) => client(i)));
  const elapsedMs = performance.now() - started;

  const sold = await queryRows<{ code: string; qty: number }>(
    db,
    sql`select l.part_code as code, sum(l.qty)::int as qty from sales_order_lines l
        join sales_orders o on o.id = l.order_id where o.status = 'fixed' group by l.part_code`,
  );
  const after = await queryRows<{ code: string; qty: number }>(
    db,
    sql`select p.code, b.qty from stock_balances b join parts p on p.id = b.part_id where b.warehouse_code = ${options.warehouseCode}`,
  );
  const soldBy = new Map(sold.map((s) => [s.code, Number(s.qty)]));
  const afterBy = new Map(after.map((a) => [a.code, Number(a.qty)]));
  const soldMatchesStock = initial.every(
    (i) => Number(i.qty) - (soldBy.get(i.code) ?? 0) === afterBy.get(i.code),
  );
  const [money] = await queryRows<{ sales: string; ledger: string }>(
    db,
    sql`select (select coalesce(sum(total), 0) from sales_orders where status = 'fixed')::text as sales,
               (select coalesce(sum(amount), 0) from customer_ledger where kind = 'sale')::text as ledger`,
  );
  return {
    ...result,
    elapsedMs,
    negative: await negativeBalances(db),
    ledgerDiff: (await verifyLedgers(db)).length,
    soldMatchesStock,
    receivableMatchesSales: money?.sales === money?.ledger,
  };
};
