import {
  type DayRate,
  type DayRateInput,
  type ListPage,
  type PointBalanceRow,
  type PointEntryQuery,
  type PointInfo,
  type PointListQuery,
  type PointProvision,
  ymdToIsoDate,
} from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { lockPointBalance, pointBalanceOf, postPoints } from '../point/point.service.js';
import { salePointRate } from './sale-points.service.js';

// The point screens: balances (CustomerPointList), one customer's entries with its running
// balance (CustomerPointInfo), manual provision with a reason, expiry, the day point rate.

const iso = (v: Date | string | null) => (v == null ? null : new Date(v).toISOString());

export const listDayRates = async (db: DbOrTx): Promise<DayRate[]> => {
  const rows = await queryRows<{
    day: string;
    rate: number;
    memo: string | null;
    by: string | null;
    at: Date | string;
  }>(
    db,
    sql`select to_char(r.day, 'YYYYMMDD') as day, r.rate_bp as rate, r.memo,
          (select a.name from accounts a where a.id = r.updated_by) as by, r.updated_at as at
        from point_day_rates r order by r.day desc limit 200`,
  );
  return rows.map((r) => ({
    day: r.day,
    rateBp: Number(r.rate),
    memo: r.memo,
    updatedByName: r.by,
    updatedAt: iso(r.at) ?? '',
  }));
};

export const saveDayRate = async (db: Db, input: DayRateInput, actor: AuditActor): Promise<DayRate[]> =>
  db.transaction(async (tx) => {
    const day = ymdToIsoDate(input.day)!;
    await tx.execute(sql`insert into point_day_rates (day, rate_bp, memo, updated_by) values (${day}, ${input.rateBp}, ${input.memo ?? null}, ${actor.accountId})
      on conflict (day) do update set rate_bp = excluded.rate_bp, memo = excluded.memo, updated_by = excluded.updated_by, updated_at = now()`);
    await writeAudit(tx, actor, {
      action: 'point.day-rate',
      entity: 'point_day_rate',
      entityId: input.day,
      after: input,
    });
    return listDayRates(tx);
  });

const customerOf = async (db: DbOrTx, code: string) => {
  const [row] = await queryRows<{ id: number; code: string; name: string; rank: string | null }>(
    db,
    sql`select id, code, name, rank from customers where code = ${code}`,
  );
  if (!row) throw new AppError('E0422', `거래처: 없는 거래처입니다 (${code}).`, { field: 'customerCode' });
  return { ...row, id: Number(row.id) };
};

export const listPointBalances = async (
  db: DbOrTx,
  q: PointListQuery,
): Promise<ListPage<PointBalanceRow>> => {
  const parts: SQL[] = [];
  if (q.customerCode) parts.push(sql`c.code = ${q.customerCode.toUpperCase()}`);
  if (q.keyword)
    parts.push(sql`(c.name like ${`%${q.keyword}%`} or c.code like ${`${q.keyword.toUpperCase()}%`})`);
  if (q.onlyPositive) parts.push(sql`b.balance > 0`);
  const where = parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
  const from = sql`from point_balances b join customers c on c.id = b.customer_id`;
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${from} ${where}`);
  const rows = await queryRows<{
    code: string;
    name: string;
    rank: string | null;
    balance: string;
    earned: string;
    used: string;
    at: Date | string | null;
  }>(
    db,
    sql`select c.code, c.name, c.rank, b.balance,
          (select coalesce(sum(e.amount) filter (where e.amount > 0), 0) from point_entries e where e.customer_id = b.customer_id) as earned,
          (select coalesce(-sum(e.amount) filter (where e.amount < 0), 0) from point_entries e where e.customer_id = b.customer_id) as used,
          b.updated_at as at
        ${from} ${where} order by b.balance desc, c.id limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return {
    rows: rows.map((r) => ({
      customerCode: r.code,
      customerName: r.name,
      rank: r.rank,
      balance: Number(r.balance),
      earned: Number(r.earned),
      used: Number(r.used),
      lastAt: iso(r.at),
    })),
    total: Number(count?.n ?? 0),
    totalCapped: false,
    page: q.page,
    size: q.size,
  };
};

type EntrySql = {
  id: number;
  entry_date: string;
  kind: PointInfo['entries']['rows'][number]['kind'];
  amount: string;
  after: string;
  doc_kind: string | null;
  doc_code: string | null;
  doc_line: number | null;
  memo: string | null;
  by: string | null;
  at: Date | string;
};

/** One customer's balance, its sale rate now and its entries newest first with the balance after each. */
export const loadPointInfo = async (db: DbOrTx, code: string, q: PointEntryQuery): Promise<PointInfo> => {
  const customer = await customerOf(db, code);
  const kind = q.kind ? sql` and kind = ${q.kind}` : sql``;
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from point_entries where customer_id = ${customer.id}${kind}`,
  );
  // The running balance over every entry (by id), then the kind filter and the page.
  const rows = await queryRows<EntrySql>(
    db,
    sql`select * from (
          select e.id, to_char(e.entry_date, 'YYYYMMDD') as entry_date, e.kind, e.amount,
            sum(e.amount) over (order by e.id) as after, e.doc_kind, e.doc_code, e.doc_line, e.memo,
            (select a.name from accounts a where a.id = e.created_by) as by, e.at
          from point_entries e where e.customer_id = ${customer.id}
        ) x where true${kind} order by id desc limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  const rate = await salePointRate(db, customer.id);
  return {
    customerCode: customer.code,
    customerName: customer.name,
    rank: customer.rank,
    balance: await pointBalanceOf(db, customer.id),
    rateBp: rate.rateBp,
    rateSource: rate.source,
    entries: {
      rows: rows.map((r) => ({
        id: Number(r.id),
        entryDate: r.entry_date,
        kind: r.kind,
        amount: Number(r.amount),
        balanceAfter: Number(r.after),
        docKind: r.doc_kind,
        docCode: r.doc_code,
        docLine: r.doc_line == null ? null : Number(r.doc_line),
        memo: r.memo,
        byName: r.by,
        at: iso(r.at) ?? '',
      })),
      total: Number(count?.n ?? 0),
      totalCapped: false,
      page: q.page,
      size: q.size,
    },
  };
};

const FIRST_PAGE: PointEntryQuery = { page: 1, size: 100 };

/** Manual provision (+) or take-away (−) with its reason; a take-away never passes the balance. */
export const providePoints = async (db: Db, input: PointProvision, actor: AuditActor): Promise<PointInfo> => {
  await db.transaction(async (tx) => {
    const customer = await customerOf(tx, input.customerCode);
    await postPoints(
      tx,
      {
        customerId: customer.id,
        kind: 'manual',
        amount: input.points,
        doc: { docKind: 'manual', docCode: input.customerCode },
        memo: input.reason,
      },
      actor.accountId,
    );
    await writeAudit(tx, actor, {
      action: 'point.manual',
      entity: 'customer',
      entityId: input.customerCode,
      after: input,
    });
  });
  return loadPointInfo(db, input.customerCode, FIRST_PAGE);
};

/**
 * Expires what was earned before the day and is still unspent: spends, take-backs and earlier
 * expiries use the oldest points first, so the old points left are the earned-before total less
 * every take-away, and never more than the balance.
 */
export const expirePoints = async (
  db: Db,
  customerCode: string,
  before: string,
  actor: AuditActor,
): Promise<PointInfo> => {
  const day = ymdToIsoDate(before)!;
  await db.transaction(async (tx) => {
    const customer = await customerOf(tx, customerCode);
    const balance = await lockPointBalance(tx, customer.id);
    const [row] = await queryRows<{ old: string; out: string }>(
      tx,
      sql`select coalesce(sum(amount) filter (where amount > 0 and entry_date < ${day}), 0) as old,
            coalesce(-sum(amount) filter (where amount < 0), 0) as out
          from point_entries where customer_id = ${customer.id}`,
    );
    const expiring = Math.min(balance, Math.max(0, Number(row?.old ?? 0) - Number(row?.out ?? 0)));
    if (expiring <= 0) throw new AppError('E2003', `${before} 이전에 적립되어 남은 포인트가 없습니다.`);
    await postPoints(
      tx,
      {
        customerId: customer.id,
        kind: 'expiry',
        amount: -expiring,
        doc: { docKind: 'expiry', docCode: before },
        memo: `${before} 이전 적립분 소멸`,
      },
      actor.accountId,
    );
    await writeAudit(tx, actor, {
      action: 'point.expiry',
      entity: 'customer',
      entityId: customerCode,
      after: { before, expiring },
    });
  });
  return loadPointInfo(db, customerCode, FIRST_PAGE);
};
