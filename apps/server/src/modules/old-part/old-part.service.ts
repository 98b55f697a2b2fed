import {
  type CoreQuery,
  coreAgeBucket,
  type ExpectedCore,
  type Payback,
  type PaybackSaveInput,
  type UncollectedRow,
} from '@erp/domain';
import { eq, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { customers } from '../customer/customer.table.js';
import { expectedCoresSql } from './expected-cores.sql.js';
import { oldPartPaybacks } from './old-part.table.js';

// Payback codes, the cores sales left out, their ageing and the customers allowed a pickup.

export const listPaybacks = async (db: DbOrTx): Promise<Payback[]> => {
  const rows = await queryRows<{
    code: string;
    name: string;
    cashback_points: number;
    active: boolean;
    buy_price_a: number;
    buy_price_b: number;
    buy_price_c: number;
    kinds: number;
  }>(
    db,
    sql`select b.code, b.name, b.cashback_points, b.active, b.buy_price_a, b.buy_price_b, b.buy_price_c,
               (select count(*) from part_kinds k where k.old_payback_code = b.code)::int as kinds
          from old_part_paybacks b order by b.code`,
  );
  return rows.map((r) => ({
    code: r.code,
    name: r.name,
    cashbackPoints: Number(r.cashback_points),
    active: r.active,
    buyPriceA: Number(r.buy_price_a),
    buyPriceB: Number(r.buy_price_b),
    buyPriceC: Number(r.buy_price_c),
    kindCount: Number(r.kinds),
  }));
};

export const savePayback = async (
  db: DbOrTx,
  input: PaybackSaveInput,
  actor: AuditActor,
): Promise<Payback> => {
  await db
    .insert(oldPartPaybacks)
    .values({ ...input, updatedBy: actor.accountId })
    .onConflictDoUpdate({
      target: oldPartPaybacks.code,
      set: {
        name: input.name,
        cashbackPoints: input.cashbackPoints,
        active: input.active,
        buyPriceA: input.buyPriceA,
        buyPriceB: input.buyPriceB,
        buyPriceC: input.buyPriceC,
        updatedBy: actor.accountId,
        updatedAt: sql`now()`,
      },
    });
  await writeAudit(db, actor, {
    action: 'old-part.payback.save',
    entity: 'old_part_payback',
    entityId: input.code,
    after: input,
  });
  const saved = (await listPaybacks(db)).find((p) => p.code === input.code);
  if (!saved) throw new AppError('E2001', '페이백 코드를 찾을 수 없습니다.');
  return saved;
};

export const customerIdOf = async (db: DbOrTx, code: string | undefined): Promise<number | undefined> => {
  if (!code) return undefined;
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.code, code.toUpperCase()));
  if (!row) throw new AppError('E0422', `거래처: 없는 거래처입니다 (${code}).`);
  return row.id;
};

type ExpectedSql = {
  order_code: string;
  line_no: number;
  customer_code: string;
  customer_name: string;
  part_code: string;
  part_no: string;
  part_name: string;
  payback_code: string;
  fixed_at: Date | string;
  qty: number;
  outstanding: number;
  days: number;
  total_count: number;
};

/** ObtainNewOldPartList: the sale lines still owing cores, newest sale first. */
export const listExpectedCores = async (
  db: DbOrTx,
  q: CoreQuery,
): Promise<{ rows: ExpectedCore[]; total: number }> => {
  const customerId = await customerIdOf(db, q.customerCode);
  const paybackCode = q.paybackCode && q.paybackCode !== 'all' ? q.paybackCode.toUpperCase() : undefined;
  const rows = await queryRows<ExpectedSql>(
    db,
    sql`select e.*, c.code as customer_code, c.name as customer_name, count(*) over ()::int as total_count
          from (${expectedCoresSql({ customerId, paybackCode })}) e
          join customers c on c.id = e.customer_id
         order by e.fixed_at desc, e.order_code desc, e.line_no
         limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return {
    total: Number(rows[0]?.total_count ?? 0),
    rows: rows.map((r) => ({
      orderCode: r.order_code,
      lineNo: r.line_no,
      customerCode: r.customer_code,
      customerName: r.customer_name,
      partCode: r.part_code,
      partNo: r.part_no,
      partName: r.part_name,
      paybackCode: r.payback_code,
      soldAt: new Date(r.fixed_at).toISOString(),
      sold: Number(r.qty),
      outstanding: Number(r.outstanding),
      days: Number(r.days),
      bucket: coreAgeBucket(Number(r.days)),
    })),
  };
};

/** OldPartReturnUnCollectedList: per customer and code, what is still out by age (30/60/90). */
export const listUncollected = async (
  db: DbOrTx,
  q: CoreQuery,
): Promise<{ rows: UncollectedRow[]; total: number }> => {
  const customerId = await customerIdOf(db, q.customerCode);
  const paybackCode = q.paybackCode && q.paybackCode !== 'all' ? q.paybackCode.toUpperCase() : undefined;
  const rows = await queryRows<{
    customer_code: string;
    customer_name: string;
    payback_code: string;
    allowed: boolean;
    d30: number;
    d60: number;
    d90: number;
    over90: number;
    total: number;
    oldest: number;
    total_count: number;
  }>(
    db,
    sql`select c.code as customer_code, c.name as customer_name, e.payback_code,
               c.old_part_pickup_allowed as allowed,
               sum(e.outstanding) filter (where e.days <= 30)::int as d30,
               sum(e.outstanding) filter (where e.days between 31 and 60)::int as d60,
               sum(e.outstanding) filter (where e.days between 61 and 90)::int as d90,
               sum(e.outstanding) filter (where e.days > 90)::int as over90,
               sum(e.outstanding)::int as total, max(e.days)::int as oldest,
               count(*) over ()::int as total_count
          from (${expectedCoresSql({ customerId, paybackCode })}) e
          join customers c on c.id = e.customer_id
         group by c.code, c.name, c.old_part_pickup_allowed, e.payback_code
         order by max(e.days) desc, c.code, e.payback_code
         limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return {
    total: Number(rows[0]?.total_count ?? 0),
    rows: rows.map((r) => ({
      customerCode: r.customer_code,
      customerName: r.customer_name,
      paybackCode: r.payback_code,
      pickupAllowed: r.allowed,
      d30: Number(r.d30 ?? 0),
      d60: Number(r.d60 ?? 0),
      d90: Number(r.d90 ?? 0),
      over90: Number(r.over90 ?? 0),
      total: Number(r.total),
      oldestDays: Number(r.oldest),
    })),
  };
};

/** Cores a customer still owes per payback code (the collection's limit). */
export const outstandingByCode = async (db: DbOrTx, customerId: number): Promise<Map<string, number>> => {
  const rows = await queryRows<{ payback_code: string; n: number }>(
    db,
    sql`select payback_code, sum(outstanding)::int as n from (${expectedCoresSql({ customerId })}) e group by payback_code`,
  );
  return new Map(rows.map((r) => [r.payback_code, Number(r.n)]));
};

/** CustOldPartPickAllowList: customers, whether a driver may collect their cores, and what is out. */
export const listPickAllow = async (db: DbOrTx, q: CoreQuery) => {
  const code = q.customerCode ? sql` where c.code = ${q.customerCode.toUpperCase()}` : sql``;
  const rows = await queryRows<{
    code: string;
    name: string;
    allowed: boolean;
    outstanding: number;
    total_count: number;
  }>(
    db,
    sql`select c.code, c.name, c.old_part_pickup_allowed as allowed,
               coalesce(x.n, 0)::int as outstanding, count(*) over ()::int as total_count
          from customers c
          left join (select customer_id, sum(outstanding) as n from (${expectedCoresSql({})}) e group by customer_id) x
            on x.customer_id = c.id${code}
         order by c.old_part_pickup_allowed desc, c.code
         limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return {
    total: Number(rows[0]?.total_count ?? 0),
    rows: rows.map((r) => ({
      customerCode: r.code,
      customerName: r.name,
      allowed: r.allowed,
      outstanding: Number(r.outstanding),
    })),
  };
};

/** Allows or stops core pickups at a customer (the customer's own flag, audited). */
export const setPickAllow = async (
  db: DbOrTx,
  input: { customerCode: string; allowed: boolean },
  actor: AuditActor,
) => {
  const code = input.customerCode.toUpperCase();
  const updated = await db
    .update(customers)
    .set({ oldPartPickupAllowed: input.allowed })
    .where(eq(customers.code, code))
    .returning({ code: customers.code });
  if (updated.length === 0) throw new AppError('E0422', `거래처: 없는 거래처입니다 (${code}).`);
  await writeAudit(db, actor, {
    action: 'customer.old-part.pickup-allowed',
    entity: 'customer',
    entityId: code,
    after: { allowed: input.allowed },
  });
  return { customerCode: code, allowed: input.allowed };
};
