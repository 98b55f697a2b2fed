import {
  DRIVER_PAY_DEFAULT_RATES,
  DRIVER_PAY_RATE_KINDS,
  DRIVER_PAY_RATE_LABELS,
  type DriverPayHistory,
  type DriverPayHistoryQuery,
  type DriverPayLine,
  type DriverPayMonth,
  type DriverPayRate,
  type DriverPayRateKind,
  type DriverPayRatesInput,
  type DriverPayReverseInput,
  type DriverPickupCalc,
  type DriverPickupCalcQuery,
  toYmd,
} from '@erp/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { nextDocCode } from '../../platform/doc-code/doc-code.service.js';
import { AppError } from '../../platform/errors/app-error.js';
import { drivers } from './driver.table.js';
import { driverPayEntries, driverPayRates, driverPayRuns } from './driver-pay.table.js';

// Driver pay (기사 급여): a month's pay of every driver is counted from what they finished in that
// Korean month — delivery stops done (deliveries.completed_at) and pickups picked
// (pickups.picked_at) — times the rate table. Fixing a month writes a run (Z…) and one entry per
// driver; a month stands paid once (a second fix is refused); a correction reverses the run with
// entries of the opposite sign, and the month may then be fixed again from the counts of that day.

const monthText = (month: string) => `${month.slice(0, 4)}년 ${Number(month.slice(4))}월`;

/** The month's bounds as instants: from the 1st 00:00 KST to the next month's 1st. */
const monthBounds = (month: string): [string, string] => {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(4));
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return [`${y}-${String(m).padStart(2, '0')}-01T00:00:00+09:00`, `${next}-01T00:00:00+09:00`];
};

const dayBounds = (from: string, to: string): [string, string] => {
  const iso = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6)}`;
  const end = new Date(`${iso(to)}T00:00:00+09:00`);
  end.setUTCDate(end.getUTCDate() + 1);
  return [`${iso(from)}T00:00:00+09:00`, end.toISOString()];
};

export const payRates = async (db: DbOrTx): Promise<DriverPayRate[]> => {
  const rows = await db.select().from(driverPayRates);
  return DRIVER_PAY_RATE_KINDS.map((kind) => ({
    kind,
    label: DRIVER_PAY_RATE_LABELS[kind],
    amount: rows.find((r) => r.kind === kind)?.amount ?? DRIVER_PAY_DEFAULT_RATES[kind],
  }));
};

export const rateOf = (rates: DriverPayRate[], kind: DriverPayRateKind): number =>
  rates.find((r) => r.kind === kind)?.amount ?? DRIVER_PAY_DEFAULT_RATES[kind];

export const savePayRates = async (db: Db, input: DriverPayRatesInput, actor: AuditActor) => {
  await db.transaction(async (tx) => {
    for (const kind of DRIVER_PAY_RATE_KINDS)
      await tx
        .insert(driverPayRates)
        .values({ kind, amount: input[kind], updatedBy: actor.accountId })
        .onConflictDoUpdate({
          target: driverPayRates.kind,
          set: { amount: input[kind], updatedBy: actor.accountId, updatedAt: new Date() },
        });
    await writeAudit(tx, actor, {
      action: 'driver-pay.rates',
      entity: 'driver_pay_rates',
      entityId: 'rates',
      after: input,
    });
  });
  return payRates(db);
};

type Counts = { driverId: number; stops: number; returnPickups: number; junkPickups: number };

/** Stops done and pickups picked per driver between two instants. */
const countsBetween = async (db: DbOrTx, from: string, to: string): Promise<Map<number, Counts>> => {
  const rows = await queryRows<Counts>(
    db,
    sql`select driver_id as "driverId", sum(stops)::int as stops,
               sum(return_pickups)::int as "returnPickups", sum(junk_pickups)::int as "junkPickups"
          from (select d.driver_id, count(*) as stops, 0 as return_pickups, 0 as junk_pickups
                  from deliveries d
                 where d.kind = 'delivery' and d.status = 'done' and d.driver_id is not null
                   and d.completed_at >= ${from}::timestamptz and d.completed_at < ${to}::timestamptz
                 group by d.driver_id
                union all
                select dr.id, 0, count(*) filter (where p.kind = 'return'), count(*) filter (where p.kind = 'junk')
                  from pickups p join drivers dr on dr.account_id = p.driver_id
                 where p.status = 'picked'
                   and p.picked_at >= ${from}::timestamptz and p.picked_at < ${to}::timestamptz
                 group by dr.id) c
         group by driver_id`,
  );
  return new Map(rows.map((r) => [r.driverId, r]));
};

const driverRows = (db: DbOrTx) =>
  db
    .select({ id: drivers.id, name: accounts.name, vehicleNo: drivers.vehicleNo, active: drivers.active })
    .from(drivers)
    .innerJoin(accounts, eq(accounts.id, drivers.accountId))
    .orderBy(accounts.name, drivers.id);

const amountOf = (c: Omit<Counts, 'driverId'>, rates: DriverPayRate[]) =>
  c.stops * rateOf(rates, 'delivery') +
  c.returnPickups * rateOf(rates, 'returnPickup') +
  c.junkPickups * rateOf(rates, 'junkPickup');

/** Every active driver and any driver with work in the month, counted now. */
const computeLines = async (db: DbOrTx, month: string, rates: DriverPayRate[]): Promise<DriverPayLine[]> => {
  const [from, to] = monthBounds(month);
  const counts = await countsBetween(db, from, to);
  return (await driverRows(db))
    .filter((d) => d.active || counts.has(d.id))
    .map((d) => {
      const c = counts.get(d.id) ?? { stops: 0, returnPickups: 0, junkPickups: 0 };
      return {
        driverId: d.id,
        driverName: d.name,
        vehicleNo: d.vehicleNo,
        stops: c.stops,
        returnPickups: c.returnPickups,
        junkPickups: c.junkPickups,
        amount: amountOf(c, rates),
      };
    });
};

const paidRun = async (db: DbOrTx, month: string) => {
  const [run] = await db
    .select({ run: driverPayRuns, byName: accounts.name })
    .from(driverPayRuns)
    .leftJoin(accounts, eq(accounts.id, driverPayRuns.paidBy))
    .where(and(eq(driverPayRuns.month, month), eq(driverPayRuns.status, 'paid')));
  return run;
};

/** The month as it stands: a paid month shows what was fixed, an open one the counts of now. */
export const payMonth = async (db: DbOrTx, month: string): Promise<DriverPayMonth> => {
  const rates = await payRates(db);
  const paid = await paidRun(db, month);
  if (!paid) {
    const lines = await computeLines(db, month, rates);
    const total = lines.reduce((n, l) => n + l.amount, 0);
    return { month, status: 'open', runCode: null, paidAt: null, paidByName: null, rates, lines, total };
  }
  const entries = await db
    .select({ e: driverPayEntries, name: accounts.name, vehicleNo: drivers.vehicleNo })
    .from(driverPayEntries)
    .innerJoin(drivers, eq(drivers.id, driverPayEntries.driverId))
    .innerJoin(accounts, eq(accounts.id, drivers.accountId))
    .where(and(eq(driverPayEntries.runId, paid.run.id), eq(driverPayEntries.kind, 'pay')))
    .orderBy(accounts.name, drivers.id);
  return {
    month,
    status: 'paid',
    runCode: paid.run.code,
    paidAt: paid.run.paidAt.toISOString(),
    paidByName: paid.byName,
    rates,
    lines: entries.map(({ e, name, vehicleNo }) => ({
      driverId: e.driverId,
      driverName: name,
      vehicleNo,
      stops: e.stops,
      returnPickups: e.returnPickups,
      junkPickups: e.junkPickups,
      amount: e.amount,
    })),
    total: paid.run.total,
  };
};

/** Serialises the fixes and reversals of one month (the partial unique index is the backstop). */
const lockMonth = (tx: DbOrTx, month: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('driver-pay'), ${Number(month)})`);

export const fixPayMonth = async (db: Db, month: string, actor: AuditActor): Promise<DriverPayMonth> => {
  if (month > toYmd(new Date()).slice(0, 6))
    throw new AppError('E2003', `${monthText(month)}은(는) 아직 오지 않은 달이라 급여를 확정할 수 없습니다.`);
  await db.transaction(async (tx) => {
    await lockMonth(tx, month);
    const paid = await paidRun(tx, month);
    if (paid)
      throw new AppError(
        'E2003',
        `${monthText(month)} 급여는 이미 확정했습니다 (${paid.run.code}). 고치려면 확정을 취소한 뒤 다시 확정하세요.`,
      );
    const lines = (await computeLines(tx, month, await payRates(tx))).filter(
      (l) => l.stops + l.returnPickups + l.junkPickups > 0,
    );
    if (lines.length === 0)
      throw new AppError(
        'E2003',
        `${monthText(month)}에는 완료한 배송이나 회수가 없어 확정할 급여가 없습니다.`,
      );
    const total = lines.reduce((n, l) => n + l.amount, 0);
    const code = await nextDocCode(tx, 'Z');
    const [run] = await tx
      .insert(driverPayRuns)
      .values({ code, month, total, paidBy: actor.accountId })
      .returning({ id: driverPayRuns.id });
    await tx.insert(driverPayEntries).values(
      lines.map((l) => ({
        runId: run!.id,
        driverId: l.driverId,
        month,
        kind: 'pay',
        stops: l.stops,
        returnPickups: l.returnPickups,
        junkPickups: l.junkPickups,
        amount: l.amount,
        createdBy: actor.accountId,
      })),
    );
    await writeAudit(tx, actor, {
      action: 'driver-pay.fix',
      entity: 'driver_pay_run',
      entityId: code,
      after: { month, total, drivers: lines.length },
    });
  });
  return payMonth(db, month);
};

export const reversePayMonth = async (
  db: Db,
  input: DriverPayReverseInput,
  actor: AuditActor,
): Promise<DriverPayMonth> => {
  const { month, reason } = input;
  await db.transaction(async (tx) => {
    await lockMonth(tx, month);
    const [run] = await tx
      .update(driverPayRuns)
      .set({ status: 'reversed', reversedBy: actor.accountId, reversedAt: new Date(), reverseReason: reason })
      .where(and(eq(driverPayRuns.month, month), eq(driverPayRuns.status, 'paid')))
      .returning({ id: driverPayRuns.id, code: driverPayRuns.code });
    if (!run) throw new AppError('E2003', `${monthText(month)} 급여는 확정되지 않아 취소할 것이 없습니다.`);
    const paid = await tx
      .select()
      .from(driverPayEntries)
      .where(and(eq(driverPayEntries.runId, run.id), eq(driverPayEntries.kind, 'pay')));
    await tx.insert(driverPayEntries).values(
      paid.map((e) => ({
        runId: run.id,
        driverId: e.driverId,
        month,
        kind: 'reversal',
        stops: -e.stops,
        returnPickups: -e.returnPickups,
        junkPickups: -e.junkPickups,
        amount: -e.amount,
        memo: reason,
        createdBy: actor.accountId,
      })),
    );
    await writeAudit(tx, actor, {
      action: 'driver-pay.reverse',
      entity: 'driver_pay_run',
      entityId: run.code,
      after: { month, reason },
    });
  });
  return payMonth(db, month);
};

/** One driver's entries, newest first, and what stands paid to them in all. */
export const payHistory = async (db: DbOrTx, q: DriverPayHistoryQuery): Promise<DriverPayHistory> => {
  const [driver] = await driverRows(db).where(eq(drivers.id, q.driverId));
  if (!driver) throw new AppError('E2001', `기사 #${q.driverId}을(를) 찾을 수 없습니다.`);
  const rows = await db
    .select({ e: driverPayEntries, runCode: driverPayRuns.code, byName: accounts.name })
    .from(driverPayEntries)
    .innerJoin(driverPayRuns, eq(driverPayRuns.id, driverPayEntries.runId))
    .leftJoin(accounts, eq(accounts.id, driverPayEntries.createdBy))
    .where(eq(driverPayEntries.driverId, q.driverId))
    .orderBy(desc(driverPayEntries.at), desc(driverPayEntries.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [sum] = await db
    .select({
      n: sql<number>`count(*)::int`,
      balance: sql<number>`coalesce(sum(${driverPayEntries.amount}), 0)::bigint`,
    })
    .from(driverPayEntries)
    .where(eq(driverPayEntries.driverId, q.driverId));
  return {
    driverName: driver.name,
    balance: Number(sum?.balance ?? 0),
    total: Number(sum?.n ?? 0),
    rows: rows.map(({ e, runCode, byName }) => ({
      id: e.id,
      runCode,
      month: e.month,
      kind: e.kind as 'pay' | 'reversal',
      stops: e.stops,
      returnPickups: e.returnPickups,
      junkPickups: e.junkPickups,
      amount: e.amount,
      memo: e.memo,
      byName,
      at: e.at.toISOString(),
    })),
  };
};

/** Pickups per driver over days: return and junk pickups picked, cores scanned, and their pay. */
export const pickupCalc = async (db: DbOrTx, q: DriverPickupCalcQuery): Promise<DriverPickupCalc> => {
  const [from, to] = dayBounds(q.from, q.to);
  const rates = await payRates(db);
  const counts = await countsBetween(db, from, to);
  const cores = await queryRows<{ driverId: number; units: number }>(
    db,
    sql`select dr.id as "driverId", count(u.id)::int as units
          from old_part_collections c join drivers dr on dr.account_id = c.collected_by
          join old_part_units u on u.collection_id = c.id
         where c.collected_at >= ${from}::timestamptz and c.collected_at < ${to}::timestamptz
         group by dr.id`,
  );
  const rows = (await driverRows(db))
    .map((d) => {
      const c = counts.get(d.id) ?? { stops: 0, returnPickups: 0, junkPickups: 0 };
      return {
        driverId: d.id,
        driverName: d.name,
        returnPickups: c.returnPickups,
        junkPickups: c.junkPickups,
        coreUnits: cores.find((x) => x.driverId === d.id)?.units ?? 0,
        amount: amountOf({ ...c, stops: 0 }, rates),
        active: d.active,
      };
    })
    .filter((r) => r.active || r.returnPickups + r.junkPickups + r.coreUnits > 0)
    .map(({ active: _active, ...r }) => r);
  return { from: q.from, to: q.to, rows, total: rows.reduce((n, r) => n + r.amount, 0) };
};
