import { haversineMatrix, type RotationAdd, type RotationDay, type RotationVisit } from '@erp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/access/access.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { solveRoute } from '../route/route-solver.js';
import { externalRotations } from './external.table.js';
import { assertOwnCustomer, type ExternalRef, externalOf } from './external-scope.js';

// The weekly visit rotation (ExternalRotationSequence): the customers of each weekday in their
// visiting order. The order is optimised by the route engine (exact Held–Karp up to 12 visits),
// locked visits keep their place, and the external may reorder by hand.

const NO_VISIT = '방문 일정을 찾을 수 없습니다.';
const MAX_VISITS_A_DAY = 60;

type VisitRow = Omit<RotationVisit, 'legMetres'>;

type Start = { lat: number; lng: number } | null;

const startOf = async (db: DbOrTx, ext: ExternalRef): Promise<Start> => {
  const [row] = await queryRows<{ lat: number | null; lng: number | null }>(
    db,
    sql`select start_lat as lat, start_lng as lng from external_profiles where account_id = ${ext.accountId}`,
  );
  return row?.lat != null && row.lng != null ? { lat: row.lat, lng: row.lng } : null;
};

/**
 * The cost matrix of a day: index 0 is the start (the external's start point, or, without one, a
 * free start that costs nothing to leave from), then the visits in the given order.
 */
const dayMatrix = (start: Start, visits: readonly { lat: number; lng: number }[]): number[][] => {
  if (start) return haversineMatrix([start, ...visits]);
  const inner = haversineMatrix(visits);
  return [new Array<number>(visits.length + 1).fill(0), ...inner.map((row) => [0, ...row])];
};

const withLegs = (visits: readonly VisitRow[], matrix: number[][], start: Start): RotationDay => {
  let total = 0;
  const rows = visits.map((v, i) => {
    const leg = i === 0 && !start ? null : matrix[i]![i + 1]!;
    total += leg ?? 0;
    return { ...v, legMetres: leg };
  });
  return { visits: rows, distanceMetres: total, optimal: null };
};

const readVisits = (db: DbOrTx, accountId: number, weekday: number | null) =>
  queryRows<VisitRow>(
    db,
    sql`select r.id, r.account_id as "externalId", r.weekday, r.seq, r.customer_code as "customerCode",
               coalesce(c.name, r.customer_code) as "customerName", c.address, r.lat, r.lng, r.locked
        from external_rotations r left join customers c on c.code = r.customer_code
        where r.account_id = ${accountId} and (${weekday}::int is null or r.weekday = ${weekday})
        order by r.weekday, r.seq, r.id`,
  );

/** A day's visits in order with each leg's metres; every weekday's when `weekday` is null (legs per day). */
export const loadRotationDay = async (
  db: DbOrTx,
  ext: ExternalRef,
  weekday: number | null,
  optimal: boolean | null,
): Promise<RotationDay> => {
  const visits = await readVisits(db, ext.accountId, weekday);
  const start = await startOf(db, ext);
  const days = new Map<number, VisitRow[]>();
  for (const v of visits) days.set(v.weekday, [...(days.get(v.weekday) ?? []), v]);
  const out: RotationDay = { visits: [], distanceMetres: 0, optimal };
  for (const dayVisits of days.values()) {
    const day = withLegs(dayVisits, dayMatrix(start, dayVisits), start);
    out.visits.push(...day.visits);
    out.distanceMetres += day.distanceMetres;
  }
  return out;
};

export const readRotation = async (db: DbOrTx, user: SessionUser, externalId?: number, weekday?: number) =>
  loadRotationDay(db, await externalOf(db, user, externalId), weekday ?? null, null);

export const addRotationVisit = async (
  db: Db,
  user: SessionUser,
  input: RotationAdd,
): Promise<RotationDay> => {
  const ext = await externalOf(db, user, input.externalId);
  await assertOwnCustomer(db, ext, input.customerCode);
  await db.transaction(async (tx) => {
    const [last] = await queryRows<{ n: number; top: number }>(
      tx,
      sql`select count(*)::int as n, coalesce(max(seq), 0)::int as top from external_rotations
          where account_id = ${ext.accountId} and weekday = ${input.weekday}`,
    );
    if ((last?.n ?? 0) >= MAX_VISITS_A_DAY)
      throw new AppError('E0422', `방문 요일: 하루 방문은 ${MAX_VISITS_A_DAY}곳까지입니다.`);
    const [dup] = await tx
      .select({ id: externalRotations.id })
      .from(externalRotations)
      .where(
        and(
          eq(externalRotations.accountId, ext.accountId),
          eq(externalRotations.weekday, input.weekday),
          eq(externalRotations.customerCode, input.customerCode),
        ),
      );
    if (dup) throw new AppError('E0422', '거래처: 이 요일에 이미 방문하는 거래처입니다.');
    await tx.insert(externalRotations).values({
      accountId: ext.accountId,
      weekday: input.weekday,
      seq: (last?.top ?? 0) + 1,
      customerCode: input.customerCode,
      lat: input.lat,
      lng: input.lng,
    });
  });
  return loadRotationDay(db, ext, input.weekday, null);
};

/** A visit of the caller's own rotation (another external's visit answers as a missing one). */
const ownVisit = async (db: DbOrTx, user: SessionUser, id: number) => {
  const [row] = await db.select().from(externalRotations).where(eq(externalRotations.id, id));
  if (!row || (user.role === 'external' && row.accountId !== user.accountId))
    throw new AppError('E2001', NO_VISIT);
  return { row, ext: await externalOf(db, user, row.accountId) };
};

export const changeVisit = async (
  db: Db,
  user: SessionUser,
  id: number,
  change: { lat: number; lng: number } | { locked: boolean },
): Promise<RotationDay> => {
  const { row, ext } = await ownVisit(db, user, id);
  await db.update(externalRotations).set(change).where(eq(externalRotations.id, id));
  return loadRotationDay(db, ext, row.weekday, null);
};

/** Takes a visit out; the ones after it move up, so positions stay 1…n. */
export const deleteVisit = async (db: Db, user: SessionUser, id: number): Promise<RotationDay> => {
  const { row, ext } = await ownVisit(db, user, id);
  await db.transaction(async (tx) => {
    await tx.delete(externalRotations).where(eq(externalRotations.id, id));
    await tx.execute(sql`update external_rotations set seq = seq - 1
      where account_id = ${row.accountId} and weekday = ${row.weekday} and seq > ${row.seq}`);
  });
  return loadRotationDay(db, ext, row.weekday, null);
};

const writeOrder = async (db: Db, accountId: number, weekday: number, ids: readonly number[]) =>
  db.transaction(async (tx) => {
    // Two steps so the positions never collide half-way (seq is not unique, but stays tidy).
    for (const [i, id] of ids.entries()) {
      await tx.execute(sql`update external_rotations set seq = ${i + 1}
        where id = ${id} and account_id = ${accountId} and weekday = ${weekday}`);
    }
  });

/** Manual order: `ids` must be exactly the day's visits. */
export const reorderDay = async (
  db: Db,
  user: SessionUser,
  input: { externalId?: number | undefined; weekday: number; ids: number[] },
): Promise<RotationDay> => {
  const ext = await externalOf(db, user, input.externalId);
  const visits = await readVisits(db, ext.accountId, input.weekday);
  const known = new Set(visits.map((v) => v.id));
  if (
    input.ids.length !== visits.length ||
    new Set(input.ids).size !== input.ids.length ||
    !input.ids.every((id) => known.has(id))
  )
    throw new AppError('E0422', '방문 순서: 그 요일의 방문을 모두 한 번씩 보내세요.');
  await writeOrder(db, ext.accountId, input.weekday, input.ids);
  return loadRotationDay(db, ext, input.weekday, null);
};

/** Optimises a day with the route engine: locked visits keep their position (1 = first visit). */
export const optimizeDay = async (
  db: Db,
  user: SessionUser,
  input: { externalId?: number | undefined; weekday: number },
): Promise<RotationDay> => {
  const ext = await externalOf(db, user, input.externalId);
  const visits = await readVisits(db, ext.accountId, input.weekday);
  if (visits.length < 2) return loadRotationDay(db, ext, input.weekday, true);
  const start = await startOf(db, ext);
  const matrix = dayMatrix(start, visits);
  const result = await solveRoute({
    matrix,
    start: 0,
    locked: visits.flatMap((v, i) => (v.locked ? [{ index: i + 1, position: v.seq }] : [])),
  });
  await writeOrder(
    db,
    ext.accountId,
    input.weekday,
    result.order.slice(1).map((index) => visits[index - 1]!.id),
  );
  return loadRotationDay(db, ext, input.weekday, result.optimal);
};
