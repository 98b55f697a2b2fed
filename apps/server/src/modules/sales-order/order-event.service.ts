import type { OrderEventKind } from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
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
/** The event's INSERT, for runTogether with the change's other writes. */
export const orderEventStatement = (tx: DbOrTx, actor: AuditActor, event: OrderEventInput): SQL =>
  tx
    .insert(orderEvents)
    .values({
      orderId: event.orderId,
      kind: event.kind,
      actorId: actor.accountId,
      reason: event.reason ?? null,
      before: event.before ?? null,
      after: event.after ?? null,
    })
    .getSQL();

export const recordOrderEvent = async (
  tx: DbOrTx,
  actor: AuditActor,
  event: OrderEventInput,
): Promise<void> => {
  await tx.execute(orderEventStatement(tx, actor, event));
};

export type PrintedDocument = 'sale' | 'estimate' | 'cancel';

/**
 * Print user check (SPEC §7.8): who fetched a statement for print, and when. The statement pages
 * fetch once per print, but a page refocused or reloaded fetches again: the same person's same
 * document within ten minutes is one print.
 */
export const recordPrint = async (
  db: DbOrTx,
  actor: AuditActor,
  print: { orderCode: string; document: PrintedDocument; documentCode: string },
): Promise<void> => {
  const after = JSON.stringify({ document: print.document, documentCode: print.documentCode });
  await db.execute(sql`
    insert into order_events (order_id, kind, actor_id, after)
    select o.id, 'printed', ${actor.accountId}, ${after}::jsonb
    from sales_orders o
    where o.code = ${print.orderCode}
      and not exists (
        select 1 from order_events e
        where e.order_id = o.id and e.kind = 'printed'
          and e.actor_id is not distinct from ${actor.accountId}
          and e.at > now() - interval '10 minutes'
          and e.after ->> 'documentCode' = ${print.documentCode}
      )`);
};
