import {
  type DispatchPlan,
  type DispatchSolveInput,
  secondsOfHm,
  travelSecondsMatrix,
  type VrptwInput,
  type VrptwNode,
  ymdToIsoDate,
} from '@erp/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import type { Db } from '../../platform/db/database.js';
import { addEvent, fieldError, updateDelivery } from './delivery.service.js';
import { deliveries } from './delivery.table.js';
import { syncDeliveries } from './delivery-sync.service.js';
import { solveDispatch } from './dispatch-solver.js';
import { drivers } from './driver.table.js';

// The solve of the day (the dispatch board's one button): every open own-driver stop of the day
// with a place, over the chosen drivers (their capacity, shift and start point), each stop's
// window (its arrival window, or an hour around its booked time), locked stops kept with their
// driver in their order. The plan is computed in a worker thread, then applied in one transaction
// to the stops nobody changed meanwhile (by version); a stop that fits nowhere goes back to waiting.

/** Minutes at a stop (unloading, the signature). */
const SERVICE_SECONDS = 300;
const DAY_END = 24 * 3600;

const windowOf = (s: {
  windowStart: string | null;
  windowEnd: string | null;
  reservationTime: string | null;
}) => {
  if (s.windowStart || s.windowEnd)
    return {
      ready: s.windowStart ? secondsOfHm(s.windowStart) : 0,
      due: s.windowEnd ? secondsOfHm(s.windowEnd) : DAY_END,
    };
  if (s.reservationTime) {
    const at = secondsOfHm(s.reservationTime);
    return { ready: Math.max(0, at - 1800), due: Math.min(DAY_END, at + 1800) };
  }
  return { ready: 0, due: DAY_END };
};

/** Small days need far less than the full budget: a few hundred rounds settle them. */
const budgetMs = (stops: number) => Math.min(1_500, 100 + stops * 12);

export const solveDay = async (
  db: Db,
  input: DispatchSolveInput,
  actor: AuditActor,
): Promise<DispatchPlan> => {
  const started = performance.now();
  await syncDeliveries(db);
  const day = ymdToIsoDate(input.date)!;
  const team = (
    await db
      .select({
        d: drivers,
        name: sql<string>`(select a.name from accounts a where a.id = ${drivers.accountId})`,
      })
      .from(drivers)
      .where(
        and(eq(drivers.active, true), input.driverIds ? inArray(drivers.id, input.driverIds) : undefined),
      )
      .orderBy(asc(drivers.id))
  ).filter((r) => r.d.startLat !== null && r.d.startLng !== null);
  if (team.length === 0)
    throw fieldError('driverIds', '기사', '출발지(위도·경도)가 등록된 사용 중인 기사가 없습니다.');
  const teamIds = team.map((t) => t.d.id);
  const open = await db
    .select()
    .from(deliveries)
    .where(
      and(
        eq(deliveries.serviceDate, day),
        inArray(deliveries.status, ['waiting', 'assigned']),
        sql`(${deliveries.methodCode} is null or ${deliveries.methodCode} in (select m.code from delivery_methods m where m.kind = 'driver'))`,
        sql`(${deliveries.driverId} is null or ${deliveries.driverId} in (${sql.join(
          teamIds.map((id) => sql`${id}`),
          sql`, `,
        )}))`,
      ),
    )
    .orderBy(asc(deliveries.driverId), asc(deliveries.seq), asc(deliveries.id));
  const placed = open.filter((s) => s.lat !== null && s.lng !== null);
  const noPlace = open.filter((s) => s.lat === null || s.lng === null).map((s) => s.code);
  // Nodes: each driver's start point, then the stops.
  const points = [
    ...team.map((t) => ({ lat: t.d.startLat!, lng: t.d.startLng! })),
    ...placed.map((s) => ({ lat: s.lat!, lng: s.lng! })),
  ];
  const nodes: VrptwNode[] = [
    ...team.map((t) => ({
      demand: 0,
      ready: secondsOfHm(t.d.shiftStart),
      due: secondsOfHm(t.d.shiftEnd),
      service: 0,
    })),
    ...placed.map((s) => ({ demand: s.load, service: SERVICE_SECONDS, ...windowOf(s) })),
  ];
  const nodeOf = (i: number) => team.length + i;
  const problem: VrptwInput = {
    matrix: travelSecondsMatrix(points),
    nodes,
    vehicles: team.map((t, i) => ({
      start: i,
      end: i,
      // No capacity entered: the van is not the limit.
      capacity: t.d.capacity > 0 ? t.d.capacity : Number.MAX_SAFE_INTEGER,
      ready: secondsOfHm(t.d.shiftStart),
      due: secondsOfHm(t.d.shiftEnd),
    })),
    customers: placed.map((_, i) => nodeOf(i)),
    locked: team
      .map((t, vehicle) => ({
        vehicle,
        nodes: placed.flatMap((s, i) => (s.locked && s.driverId === t.d.id ? [nodeOf(i)] : [])),
      }))
      .filter((l) => l.nodes.length > 0),
    deadline: Date.now() + budgetMs(placed.length),
  };
  const result =
    placed.length > 0 ? await solveDispatch(problem) : { routes: team.map(() => []), unassigned: [] };
  const stopAt = (node: number) => placed[node - team.length]!;
  const skipped: string[] = [];
  await db.transaction(async (tx) => {
    const ids = placed.map((s) => s.id);
    const current = ids.length
      ? await tx
          .select()
          .from(deliveries)
          .where(inArray(deliveries.id, ids))
          .orderBy(asc(deliveries.id))
          .for('update')
      : [];
    const unchanged = (id: number) => {
      const read = placed.find((s) => s.id === id)!;
      const now = current.find((c) => c.id === id);
      if (now && now.version === read.version) return now;
      skipped.push(read.code);
      return null;
    };
    for (const [vehicle, route] of result.routes.entries()) {
      for (const [k, node] of route.entries()) {
        const row = unchanged(stopAt(node).id);
        if (!row) continue;
        await updateDelivery(tx, row, { driverId: team[vehicle]!.d.id, seq: k + 1, status: 'assigned' });
        await addEvent(tx, row.id, 'assign', actor, `하루 배차 계산: ${team[vehicle]!.name} ${k + 1}번째`);
      }
    }
    for (const node of result.unassigned) {
      const row = unchanged(stopAt(node).id);
      if (!row || row.status === 'waiting') continue;
      await updateDelivery(tx, row, { driverId: null, seq: null, locked: false, status: 'waiting' });
      await addEvent(tx, row.id, 'unassign', actor, '하루 배차 계산: 맞는 기사가 없음');
    }
  });
  return {
    date: input.date,
    routes: team.map((t, vehicle) => {
      const route = result.routes[vehicle] ?? [];
      let travel = 0;
      let prev = vehicle;
      for (const node of route) {
        travel += problem.matrix[prev]![node]!;
        prev = node;
      }
      if (route.length > 0) travel += problem.matrix[prev]![vehicle]!;
      return {
        driverId: t.d.id,
        driverName: t.name,
        codes: route.map((node) => stopAt(node).code),
        load: route.reduce((n, node) => n + stopAt(node).load, 0),
        travelMinutes: Math.round(travel / 60),
      };
    }),
    unassigned: result.unassigned.map((node) => stopAt(node).code),
    noPlace,
    skipped,
    ms: Math.round(performance.now() - started),
  };
};
