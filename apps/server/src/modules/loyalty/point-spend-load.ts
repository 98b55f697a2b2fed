import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { isAppError } from '../../platform/errors/app-error.js';
import { pointBalanceOf, postPoints, spendPoints } from '../point/point.service.js';

// Many clients spending one customer's points at once (the concurrency test and the bench):
// each attempt is one transaction; about one in five earns instead, so the balance keeps moving
// around zero and spends are refused all through the run, not only at its end.

export type PointSpendLoad = {
  attempts: number;
  spent: number;
  refused: number;
  earned: number;
  spentPoints: number;
  earnedPoints: number;
  /** The lowest balance the ledger passed through, in the order the entries were written. */
  lowestRunning: number;
  balance: number;
  latencies: number[];
};

export const runPointSpendLoad = async (
  db: Db,
  o: { customerId: number; clients: number; durationMs: number; actorId: number | null },
): Promise<PointSpendLoad> => {
  const r = { attempts: 0, spent: 0, refused: 0, earned: 0, spentPoints: 0, earnedPoints: 0 };
  const latencies: number[] = [];
  const deadline = Date.now() + o.durationMs;
  const client = async (n: number) => {
    for (let i = 0; Date.now() < deadline; i += 1) {
      const points = 1 + ((i * 7 + n * 13) % 50);
      const earn = (i + n) % 5 === 0;
      const started = performance.now();
      try {
        await db.transaction((tx) =>
          earn
            ? postPoints(
                tx,
                { customerId: o.customerId, kind: 'manual', amount: points, memo: 'load' },
                o.actorId,
              )
            : spendPoints(
                tx,
                { customerId: o.customerId, points, doc: { docKind: 'load', docCode: `L${n}-${i}` } },
                o.actorId,
              ),
        );
        if (earn) {
          r.earned += 1;
          r.earnedPoints += points;
        } else {
          r.attempts += 1;
          r.spent += 1;
          r.spentPoints += points;
        }
      } catch (error) {
        // Only the balance refusal is expected; anything else fails the run.
        if (earn || !isAppError(error) || error.code !== 'E2003') throw error;
        r.attempts += 1;
        r.refused += 1;
      }
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: o.clients }, (_, n) => client(n)));
  const [low] = await queryRows<{ low: string }>(
    db,
    sql`select coalesce(min(running), 0) as low from (
          select sum(amount) over (order by id) as running from point_entries where customer_id = ${o.customerId}
        ) x`,
  );
  return {
    ...r,
    lowestRunning: Number(low?.low ?? 0),
    balance: await pointBalanceOf(db, o.customerId),
    latencies,
  };
};
