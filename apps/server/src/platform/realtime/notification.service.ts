import type { NotificationInbox, NotificationItem } from '@erp/domain';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/database.js';
import { notifications } from './notification.table.js';
import type { RealtimeBus } from './realtime-bus.js';

export type NotificationInput = { kind: string; title: string; body?: string | null; link?: string | null };

type Row = typeof notifications.$inferSelect;

const toItem = (row: Row): NotificationItem => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

/** Adds a notification for each account inside the caller's transaction. */
export type Notify = (accountIds: readonly number[], input: NotificationInput) => Promise<void>;

/**
 * Runs `work` in one transaction in which it may notify accounts; the rows commit with the work,
 * and only after the commit are they pushed to the sockets (DESIGN §6: realtime notices of a
 * change go out after its transaction commits). A rolled-back change notifies no one.
 */
export const withNotifications = async <T>(
  db: Db,
  bus: RealtimeBus,
  work: (tx: Tx, notify: Notify) => Promise<T>,
): Promise<T> => {
  const pending: { accountId: number; item: NotificationItem }[] = [];
  const result = await db.transaction(async (tx) =>
    work(tx, async (accountIds, input) => {
      const unique = [...new Set(accountIds)];
      if (unique.length === 0) return;
      const rows = await tx
        .insert(notifications)
        .values(
          unique.map((accountId) => ({
            accountId,
            kind: input.kind,
            title: input.title,
            body: input.body ?? null,
            link: input.link ?? null,
          })),
        )
        .returning();
      for (const row of rows) pending.push({ accountId: row.accountId, item: toItem(row) });
    }),
  );
  await Promise.all(
    pending.map(({ accountId, item }) =>
      bus.publish({ accountIds: [accountId], event: { type: 'notification', notification: item } }),
    ),
  );
  return result;
};

export const unreadCount = async (db: DbOrTx, accountId: number): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), isNull(notifications.readAt)));
  return row?.n ?? 0;
};

export const inbox = async (db: DbOrTx, accountId: number, limit: number): Promise<NotificationInbox> => {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.accountId, accountId))
    .orderBy(desc(notifications.id))
    .limit(limit);
  return { unread: await unreadCount(db, accountId), items: rows.map(toItem) };
};

/** Marks the caller's own notifications read (others' ids are simply not matched). */
export const markRead = async (
  db: DbOrTx,
  accountId: number,
  input: { ids: number[]; all: boolean },
): Promise<number> => {
  const mine = and(eq(notifications.accountId, accountId), isNull(notifications.readAt));
  const where = input.all
    ? mine
    : input.ids.length > 0
      ? and(mine, inArray(notifications.id, input.ids))
      : null;
  if (!where) return unreadCount(db, accountId);
  await db.update(notifications).set({ readAt: new Date() }).where(where);
  return unreadCount(db, accountId);
};

/** Marks read the notifications that point at a page the user has now opened (a notice). */
export const markReadByLink = async (db: DbOrTx, accountId: number, link: string): Promise<void> => {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(eq(notifications.accountId, accountId), eq(notifications.link, link), isNull(notifications.readAt)),
    );
};
