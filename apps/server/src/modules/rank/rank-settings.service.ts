import {
  orderAuthRefusal,
  type RankDeliveryMethod,
  type RankDiscountRow,
  type RankDiscountsInput,
  type RankOrderCheck,
  type RankRule,
  type RankSettings,
  toHm,
  withParticle,
} from '@erp/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { customers } from '../customer/customer.table.js';
import { partKinds } from '../part/part.table.js';
import { rankDiscounts, rankLevels, rankPolicy, rankRules } from './rank.table.js';

// Rank settings (RankByAmountSetting, RankDiscountRange, RankWeek/HourOrderAuthList,
// RankDeliveryViewSettings) and what other flows read from them: the discount the order screen
// suggests, the order hours a customer account is held to, the point rate of a sale.

export const loadRankSettings = async (db: DbOrTx): Promise<RankSettings> => {
  const [policy] = await db.select().from(rankPolicy).where(eq(rankPolicy.id, 1));
  const levels = await db
    .select()
    .from(rankLevels)
    .orderBy(asc(rankLevels.sortOrder), asc(rankLevels.minAmount));
  return {
    periodMonths: policy?.periodMonths ?? 3,
    levels: levels.map((l) => ({
      code: l.code,
      name: l.name,
      minAmount: l.minAmount,
      pointRateBp: l.pointRateBp,
      sortOrder: l.sortOrder,
      active: l.active,
    })),
  };
};

/** Saves the period and every rank given (a rank left out stays as it was; none is deleted). */
export const saveRankSettings = async (
  db: Db,
  input: RankSettings,
  actor: AuditActor,
): Promise<RankSettings> =>
  db.transaction(async (tx) => {
    const codes = input.levels.map((l) => l.code);
    const dup = codes.find((c, i) => codes.indexOf(c) !== i);
    if (dup)
      throw new AppError('E0422', `등급 코드: ${withParticle(dup, '이/가')} 두 번 입력되었습니다.`, {
        field: 'levels',
      });
    const before = await loadRankSettings(tx);
    await tx
      .insert(rankPolicy)
      .values({ id: 1, periodMonths: input.periodMonths })
      .onConflictDoUpdate({
        target: rankPolicy.id,
        set: { periodMonths: input.periodMonths, updatedAt: sql`now()` },
      });
    for (const level of input.levels) {
      const values = { ...level, updatedBy: actor.accountId, updatedAt: sql`now()` };
      await tx.insert(rankLevels).values(values).onConflictDoUpdate({ target: rankLevels.code, set: values });
    }
    const after = await loadRankSettings(tx);
    await writeAudit(tx, actor, {
      action: 'rank.settings',
      entity: 'rank',
      entityId: 'levels',
      before,
      after,
    });
    return after;
  });

const assertRank = async (db: DbOrTx, code: string): Promise<string> => {
  const [row] = await db.select({ name: rankLevels.name }).from(rankLevels).where(eq(rankLevels.code, code));
  if (!row) throw new AppError('E0422', `등급: 없는 등급입니다 (${code}).`, { field: 'rankCode' });
  return row.name;
};

export const listRankDiscounts = async (db: DbOrTx): Promise<RankDiscountRow[]> =>
  queryRows<RankDiscountRow>(
    db,
    sql`select d.rank_code as "rankCode", d.kind_code as "kindCode", d.discount_bp as "discountBp", k.name as "kindName"
        from rank_discounts d left join part_kinds k on k.code = d.kind_code
        order by d.rank_code, d.kind_code`,
  );

/** Replaces one rank's discounts (a setting, not money: the audit row keeps the before). */
export const saveRankDiscounts = async (db: Db, input: RankDiscountsInput, actor: AuditActor) =>
  db.transaction(async (tx) => {
    await assertRank(tx, input.rankCode);
    const kinds = [...new Set(input.discounts.map((d) => d.kindCode))];
    if (kinds.length !== input.discounts.length)
      throw new AppError('E0422', '품목 분류: 같은 분류가 두 번 입력되었습니다.', { field: 'discounts' });
    if (kinds.length > 0) {
      const found = await tx.select({ code: partKinds.code }).from(partKinds);
      const known = new Set(found.map((k) => k.code));
      const missing = kinds.find((k) => !known.has(k));
      if (missing)
        throw new AppError('E0422', `품목 분류: 없는 분류입니다 (${missing}).`, { field: 'discounts' });
    }
    const before = await tx.select().from(rankDiscounts).where(eq(rankDiscounts.rankCode, input.rankCode));
    await tx.delete(rankDiscounts).where(eq(rankDiscounts.rankCode, input.rankCode));
    if (input.discounts.length > 0)
      await tx.insert(rankDiscounts).values(input.discounts.map((d) => ({ ...d, rankCode: input.rankCode })));
    await writeAudit(tx, actor, {
      action: 'rank.discounts',
      entity: 'rank',
      entityId: input.rankCode,
      before: before.map((b) => ({ kindCode: b.kindCode, discountBp: b.discountBp })),
      after: input.discounts,
    });
    return listRankDiscounts(tx);
  });

/**
 * The rank discount per part kind for a customer (its rank's setting for the kind, else for the
 * kind's middle or large parent), for the order's price suggestion and agreed prices.
 */
export const rankDiscountByKind = async (
  db: DbOrTx,
  customerId: number,
  kindCodes: readonly string[],
): Promise<Map<string, number>> => {
  if (kindCodes.length === 0) return new Map();
  const settings = await queryRows<{ kind_code: string; discount_bp: number }>(
    db,
    sql`select d.kind_code, d.discount_bp from rank_discounts d
        join customers c on c.rank = d.rank_code where c.id = ${customerId}`,
  );
  if (settings.length === 0) return new Map();
  const byKind = new Map(settings.map((s) => [s.kind_code, Number(s.discount_bp)]));
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

type RuleSql = {
  code: string;
  name: string;
  weekdays: string | null;
  from_hm: string | null;
  to_hm: string | null;
  delivery_methods: string[] | null;
};
const toRule = (r: RuleSql): RankRule => ({
  rankCode: r.code,
  rankName: r.name,
  weekdays: r.weekdays ? [...r.weekdays].map((c) => c === '1') : null,
  fromHm: r.from_hm,
  toHm: r.to_hm,
  deliveryMethods: (r.delivery_methods as RankDeliveryMethod[] | null) ?? null,
});

export const listRankRules = async (db: DbOrTx): Promise<RankRule[]> => {
  const rows = await queryRows<RuleSql>(
    db,
    sql`select l.code, l.name, r.weekdays, r.from_hm, r.to_hm, r.delivery_methods
        from rank_levels l left join rank_rules r on r.rank_code = l.code
        order by l.sort_order, l.min_amount`,
  );
  return rows.map(toRule);
};

type RulePatch = Partial<{
  weekdays: string | null;
  fromHm: string | null;
  toHm: string | null;
  deliveryMethods: string[] | null;
}>;

/** Changes one part of a rank's rules (weekdays, hours or delivery options), audited. */
export const saveRankRule = async (db: Db, rankCode: string, patch: RulePatch, actor: AuditActor) =>
  db.transaction(async (tx) => {
    await assertRank(tx, rankCode);
    const [before] = await tx.select().from(rankRules).where(eq(rankRules.rankCode, rankCode));
    const set = { ...patch, updatedBy: actor.accountId, updatedAt: sql`now()` };
    await tx
      .insert(rankRules)
      .values({ rankCode, ...set })
      .onConflictDoUpdate({ target: rankRules.rankCode, set });
    await writeAudit(tx, actor, {
      action: 'rank.rule',
      entity: 'rank',
      entityId: rankCode,
      before: before ?? null,
      after: patch,
    });
    return listRankRules(tx);
  });

const KST_MS = 9 * 60 * 60 * 1000;

/**
 * Whether the customer may order at `now` under its rank's weekday and hour rules (Korean time).
 * The server refuses a customer account's order with the reason; staff get it as a warning.
 */
export const rankOrderCheck = async (
  db: DbOrTx,
  customerCode: string,
  now = new Date(),
): Promise<RankOrderCheck> => {
  const [customer] = await db
    .select({ id: customers.id, rank: customers.rank })
    .from(customers)
    .where(eq(customers.code, customerCode));
  if (!customer)
    throw new AppError('E0422', `거래처: 없는 거래처입니다 (${customerCode}).`, { field: 'code' });
  const rule = customer.rank
    ? (await listRankRules(db)).find((r) => r.rankCode === customer.rank)
    : undefined;
  if (!rule) return { customerCode, rank: customer.rank, allowed: true, reason: null, deliveryMethods: null };
  const korean = new Date(now.getTime() + KST_MS);
  const reason = orderAuthRefusal(
    {
      rankName: rule.rankName,
      weekdays: rule.weekdays,
      hours: rule.fromHm && rule.toHm ? { fromHm: rule.fromHm, toHm: rule.toHm } : null,
    },
    korean.getUTCDay(),
    toHm(now),
  );
  return {
    customerCode,
    rank: customer.rank,
    allowed: reason === null,
    reason,
    deliveryMethods: rule.deliveryMethods,
  };
};

/** Refuses an order a customer account places outside its rank's weekdays or hours (E2003, Korean). */
export const assertRankMayOrder = async (
  db: DbOrTx,
  customerCode: string,
  now = new Date(),
): Promise<void> => {
  const check = await rankOrderCheck(db, customerCode, now);
  if (!check.allowed) throw new AppError('E2003', check.reason ?? '지금은 주문할 수 없습니다.');
};

/** The point rate (basis points) of the customer's rank; 0 when it has none. */
export const rankPointRateOf = async (db: DbOrTx, customerId: number): Promise<number> => {
  const rows = await queryRows<{ rate: number }>(
    db,
    sql`select l.point_rate_bp as rate from customers c join rank_levels l on l.code = c.rank
        where c.id = ${customerId} and l.active`,
  );
  return Number(rows[0]?.rate ?? 0);
};
