import type { OrderEventKind } from '@erp/domain';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { orderEvents } from './sales-order.table.js';

export type OrderEventInput = {
  orderId: number;
  kind: OrderEventKind;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
};

/**
 * Appends one row to the order log. Call it inside the transaction that makes the change, so the
 * change and its record commit or roll back together (a refused fix leaves no "fixed" row).
 */
export const recordOrderEvent = async (
  tx: DbOrTx,
  actor: AuditActor,
  event: OrderEventInput,
): Promise<void> => {
  await tx.insert(orderEvents).values({
    orderId: event.orderId,
    kind: event.kind,
    actorId: actor.accountId,
    reason: event.reason ?? null,
    before: event.before ?? null,
    after: event.after ?? null,
  });
};
