import { pointsAtRate } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { kstIsoDate } from '../../platform/http/kst.js';
import { postPoints, reverseSalePoints } from '../point/point.service.js';
import { rankPointRateOf } from '../rank/rank-settings.service.js';
import { postAssociationPoints, reverseAssociationLinePoints } from './association-points.service.js';

// Points a sale earns, posted by the order's fix and taken back by its cancel, inside their
// transactions (sales-order calls these two functions; nothing else of it changes).

/** The day rate in force on a day: the latest row on or before it (0 before the first). */
export const dayRateOn = async (db: DbOrTx, isoDay = kstIsoDate()): Promise<number> => {
  const rows = await queryRows<{ rate: number }>(
    db,
    sql`select rate_bp as rate from point_day_rates where day <= ${isoDay} order by day desc limit 1`,
  );
  return Number(rows[0]?.rate ?? 0);
};

/** The rate a customer's sale earns now: its rank's rate when it has one, else the day rate. */
export const salePointRate = async (db: DbOrTx, customerId: number) => {
  const rank = await rankPointRateOf(db, customerId);
  if (rank > 0) return { rateBp: rank, source: 'rank' as const };
  const day = await dayRateOn(db);
  return { rateBp: day, source: day > 0 ? ('day' as const) : ('none' as const) };
};

/**
 * Posts each line's points at the order's fix (per line, so a cancel or return of a line takes
 * back exactly its share), and a member's association points beside them. Lines that earn
 * nothing post nothing.
 */
export const postSalePoints = async (
  tx: DbOrTx,
  order: { customerId: number; code: string },
  lines: readonly { lineNo: number; total: number; qty: number; partId: number }[],
  actorId: number | null,
): Promise<number> => {
  await postAssociationPoints(tx, order, lines, actorId);
  const { rateBp } = await salePointRate(tx, order.customerId);
  let posted = 0;
  for (const line of lines) {
    const points = pointsAtRate(line.total, rateBp);
    if (points <= 0) continue;
    await postPoints(
      tx,
      {
        customerId: order.customerId,
        kind: 'sale',
        amount: points,
        doc: { docKind: 'sales_order', docCode: order.code, docLine: line.lineNo },
        memo: `${order.code}-${line.lineNo} 판매 적립 (${rateBp / 100}%)`,
      },
      actorId,
    );
    posted += points;
  }
  return posted;
};

/**
 * Takes back the points of cancelled units (a checked cancel request), line by line; points the
 * customer already spent come back as a shortfall noted on the entry, never a negative balance.
 */
export const reverseCancelledSalePoints = async (
  tx: DbOrTx,
  cancel: {
    customerId: number;
    orderCode: string;
    requestCode: string;
    lines: readonly { lineNo: number; qty: number; soldUnits: number; cancelledBefore: number }[];
  },
  actorId: number | null,
): Promise<number> => {
  let reversed = 0;
  for (const line of cancel.lines) {
    if (line.qty <= 0) continue;
    const result = await reverseSalePoints(
      tx,
      {
        customerId: cancel.customerId,
        sale: { docCode: cancel.orderCode, docLine: line.lineNo },
        units: line.qty,
        returnedBefore: line.cancelledBefore,
        soldUnits: line.soldUnits,
        by: { docKind: 'order_cancel', docCode: cancel.requestCode },
      },
      actorId,
    );
    reversed += result.reversed;
    // The line's association points come back the same way (nothing when it earned none).
    await reverseAssociationLinePoints(
      tx,
      {
        customerId: cancel.customerId,
        sale: { docCode: cancel.orderCode, docLine: line.lineNo },
        units: line.qty,
        returnedBefore: line.cancelledBefore,
        soldUnits: line.soldUnits,
        by: { docKind: 'order_cancel', docCode: cancel.requestCode },
      },
      actorId,
    );
  }
  return reversed;
};
