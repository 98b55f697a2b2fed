import type { CategoryPrice, CategoryPriceInput } from '@erp/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { partKinds } from '../part/part.table.js';
import { customerCategoryPrices, customers } from './customer.table.js';

const customerId = async (db: DbOrTx, code: string): Promise<number> => {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.code, code));
  if (!row) throw new AppError('E0422', `거래처: 없는 거래처입니다 (${code}).`);
  return row.id;
};

export const listCategoryPrices = async (db: DbOrTx, customerCode: string): Promise<CategoryPrice[]> => {
  const id = await customerId(db, customerCode);
  const rows = await db
    .select({ price: customerCategoryPrices, kindName: partKinds.name, kindLevel: partKinds.level })
    .from(customerCategoryPrices)
    .innerJoin(partKinds, eq(partKinds.code, customerCategoryPrices.kindCode))
    .where(eq(customerCategoryPrices.customerId, id))
    .orderBy(asc(partKinds.level), asc(partKinds.sortSeq), asc(partKinds.code));
  return rows.map((r) => ({
    id: r.price.id,
    customerCode,
    kindCode: r.price.kindCode,
    kindName: r.kindName,
    kindLevel: r.kindLevel,
    discountBp: r.price.discountBp,
    memo: r.price.memo,
    updatedAt: r.price.updatedAt.toISOString(),
  }));
};

export const saveCategoryPrice = async (
  db: Db,
  input: CategoryPriceInput,
  actor: AuditActor,
): Promise<CategoryPrice[]> => {
  const id = await customerId(db, input.customerCode);
  const [kind] = await db
    .select({ code: partKinds.code })
    .from(partKinds)
    .where(eq(partKinds.code, input.kindCode));
  if (!kind) throw new AppError('E0422', `품목 분류: 없는 분류입니다 (${input.kindCode}).`);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(customerCategoryPrices)
      .where(
        and(eq(customerCategoryPrices.customerId, id), eq(customerCategoryPrices.kindCode, input.kindCode)),
      );
    await tx
      .insert(customerCategoryPrices)
      .values({
        customerId: id,
        kindCode: input.kindCode,
        discountBp: input.discountBp,
        memo: input.memo ?? null,
        updatedBy: actor.accountId,
      })
      .onConflictDoUpdate({
        target: [customerCategoryPrices.customerId, customerCategoryPrices.kindCode],
        set: {
          discountBp: input.discountBp,
          memo: input.memo ?? null,
          updatedBy: actor.accountId,
          updatedAt: sql`now()`,
        },
      });
    // Prices are money: every change is audited with its before and after.
    await writeAudit(tx, actor, {
      action: 'customer.category-price.save',
      entity: 'customer',
      entityId: input.customerCode,
      before: before ? { kindCode: before.kindCode, discountBp: before.discountBp } : null,
      after: { kindCode: input.kindCode, discountBp: input.discountBp },
    });
  });
  return listCategoryPrices(db, input.customerCode);
};

export const removeCategoryPrice = async (db: Db, id: number, actor: AuditActor): Promise<void> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .delete(customerCategoryPrices)
      .where(eq(customerCategoryPrices.id, id))
      .returning();
    if (!row) throw new AppError('E2001', '분류별 단가 설정을 찾을 수 없습니다.');
    await writeAudit(tx, actor, {
      action: 'customer.category-price.remove',
      entity: 'customer_category_price',
      entityId: id,
      before: row,
    });
  });

/**
 * The discount that applies to each part kind for a customer: the kind's own setting, else its
 * middle or large parent's (a discount on 배터리 covers every battery sub-kind).
 */
export const discountByKind = async (
  db: DbOrTx,
  customerIdValue: number,
  kindCodes: readonly string[],
): Promise<Map<string, number>> => {
  const settings = await db
    .select({ kindCode: customerCategoryPrices.kindCode, discountBp: customerCategoryPrices.discountBp })
    .from(customerCategoryPrices)
    .where(eq(customerCategoryPrices.customerId, customerIdValue));
  if (settings.length === 0 || kindCodes.length === 0) return new Map();
  const byKind = new Map(settings.map((s) => [s.kindCode, s.discountBp]));
  const kinds = await db.select({ code: partKinds.code, parentCode: partKinds.parentCode }).from(partKinds);
  const parentOf = new Map(kinds.map((k) => [k.code, k.parentCode]));
  const result = new Map<string, number>();
  for (const code of new Set(kindCodes)) {
    for (
      let k: string | null | undefined = code, depth = 0;
      k && depth < 5;
      k = parentOf.get(k), depth += 1
    ) {
      const bp = byKind.get(k);
      if (bp !== undefined) {
        result.set(code, bp);
        break;
      }
    }
  }
  return result;
};

export const customerIdsByCode = async (db: DbOrTx, codes: readonly string[]) =>
  db
    .select({ id: customers.id, code: customers.code })
    .from(customers)
    .where(inArray(customers.code, [...codes]));
