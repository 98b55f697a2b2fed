import type { StockAdjustInput, WarehouseInput } from '@erp/domain';
import { and, eq } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { nextDocCode } from '../../platform/doc-code/doc-code.service.js';
import { AppError } from '../../platform/errors/app-error.js';
import { parts } from '../part/part.table.js';
import { assertWarehouse, postStockMoves } from './stock.service.js';
import { stockBalances, warehouses } from './stock.table.js';

export const saveWarehouse = async (db: Db, input: WarehouseInput, actor: AuditActor) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(warehouses)
      .values({
        code: input.code,
        name: input.name,
        kind: input.kind,
        address: input.address ?? null,
        sortOrder: input.sortOrder ?? 0,
      })
      .onConflictDoUpdate({
        target: warehouses.code,
        set: { name: input.name, kind: input.kind, address: input.address ?? null },
      })
      .returning();
    await writeAudit(tx, actor, {
      action: 'warehouse.save',
      entity: 'warehouse',
      entityId: input.code,
      after: row,
    });
    return row!;
  });

export const listWarehouses = (db: DbOrTx) =>
  db.select().from(warehouses).orderBy(warehouses.sortOrder, warehouses.code);

/**
 * Opening stock or a manual adjustment (until purchasing and surveys post their own moves): a
 * signed move on the ledger with its own document code, audited like money.
 */
export const adjustStock = async (
  db: Db,
  input: StockAdjustInput,
  actor: AuditActor,
): Promise<{ code: string; onHand: number }> => {
  const [part] = await db.select({ id: parts.id }).from(parts).where(eq(parts.code, input.partCode));
  if (!part) throw new AppError('E0422', `품목: 없는 품목입니다 (${input.partCode}).`);
  await assertWarehouse(db, input.warehouseCode);
  return db.transaction(async (tx) => {
    const code = await nextDocCode(tx, 'A');
    await postStockMoves(
      tx,
      [
        {
          partId: part.id,
          warehouseCode: input.warehouseCode,
          qty: input.qty,
          reason: input.reason,
          docKind: 'stock_adjust',
          docCode: code,
        },
      ],
      actor.accountId,
    );
    await writeAudit(tx, actor, {
      action: `stock.${input.reason}`,
      entity: 'part',
      entityId: input.partCode,
      after: { code, warehouse: input.warehouseCode, qty: input.qty, memo: input.memo ?? null },
    });
    const [balance] = await tx
      .select({ qty: stockBalances.qty })
      .from(stockBalances)
      .where(and(eq(stockBalances.partId, part.id), eq(stockBalances.warehouseCode, input.warehouseCode)));
    return { code, onHand: balance?.qty ?? 0 };
  });
};
