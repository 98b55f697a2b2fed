import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { isAppError } from '../../platform/errors/app-error.js';
import { warehouses } from './stock.table.js';
import { stockDemandMisses } from './stock-demand-miss.table.js';

type ShortageDetail = { partCode?: unknown; warehouseCode?: unknown; onHand?: unknown; needed?: unknown };

/**
 * Records a lost sale when `error` is the stock ledger's shortage refusal (E2003 with the figures
 * stock_after_move gives): the units asked beyond what was on hand, for the document that asked.
 * Called after the refused transaction rolled back, in its own small write; it never throws (a
 * miss that cannot be written must not change the clerk's answer), so the caller rethrows.
 */
export const recordDemandMiss = async (
  db: DbOrTx,
  error: unknown,
  doc: { kind: string; code: string },
): Promise<void> => {
  if (!isAppError(error) || error.code !== 'E2003') return;
  const detail = (error.details ?? {}) as ShortageDetail;
  if (typeof detail.partCode !== 'string' || typeof detail.warehouseCode !== 'string') return;
  const qty = Number(detail.needed) - Math.max(Number(detail.onHand), 0);
  if (!Number.isFinite(qty) || qty <= 0) return;
  try {
    await db.execute(sql`
      insert into ${stockDemandMisses} (part_id, warehouse_code, qty, doc_kind, doc_code)
      select p.id, w.code, ${qty}::int, ${doc.kind}, ${doc.code}
      from parts p join ${warehouses} w on w.code = ${detail.warehouseCode}
      where p.code = ${detail.partCode}
      on conflict (doc_kind, doc_code, part_id, warehouse_code)
      do update set qty = greatest(${stockDemandMisses.qty}, excluded.qty), at = now()`);
  } catch {
    // A lost-sale figure is a statistic: losing one is better than failing the clerk's answer.
  }
};
