import type { ClipboardItem, ClipboardSave } from '@erp/domain';
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/access/access.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { clipboardItems } from './muzin.table.js';

const columns = (user: SessionUser) => ({
  id: clipboardItems.id,
  label: clipboardItems.label,
  text: clipboardItems.text,
  shared: clipboardItems.shared,
  ownerName: accounts.name,
  mine: sql<boolean>`${clipboardItems.ownerId} = ${user.accountId}`,
  useCount: clipboardItems.useCount,
});

const mineOrShared = (user: SessionUser) =>
  and(
    isNull(clipboardItems.removedAt),
    or(eq(clipboardItems.ownerId, user.accountId), eq(clipboardItems.shared, true)),
  );

/** Mine first, then the shared ones, most used first. */
export const listClipboard = async (db: DbOrTx, user: SessionUser): Promise<ClipboardItem[]> =>
  db
    .select(columns(user))
    .from(clipboardItems)
    .innerJoin(accounts, eq(accounts.id, clipboardItems.ownerId))
    .where(mineOrShared(user))
    .orderBy(
      desc(sql`${clipboardItems.ownerId} = ${user.accountId}`),
      desc(clipboardItems.useCount),
      asc(clipboardItems.id),
    )
    .limit(500);

export const saveClipboard = async (
  db: Db,
  user: SessionUser,
  input: ClipboardSave,
): Promise<ClipboardItem> => {
  const [row] = await db
    .insert(clipboardItems)
    .values({ ownerId: user.accountId, label: input.label, text: input.text, shared: input.shared })
    .returning({ id: clipboardItems.id });
  if (!row) throw new AppError('E0500');
  const [item] = await db
    .select(columns(user))
    .from(clipboardItems)
    .innerJoin(accounts, eq(accounts.id, clipboardItems.ownerId))
    .where(eq(clipboardItems.id, row.id));
  if (!item) throw new AppError('E0500');
  return item;
};

export const useClipboard = async (db: DbOrTx, user: SessionUser, id: number) => {
  const rows = await db
    .update(clipboardItems)
    .set({ useCount: sql`${clipboardItems.useCount} + 1` })
    .where(and(eq(clipboardItems.id, id), mineOrShared(user)))
    .returning({ id: clipboardItems.id });
  if (rows.length === 0) throw new AppError('E2001', '클립보드 항목을 찾을 수 없습니다.');
  return { code: id };
};

/** Only the owner takes an item down; it is kept (removed_at), never deleted. */
export const removeClipboard = async (db: DbOrTx, user: SessionUser, id: number) => {
  const rows = await db
    .update(clipboardItems)
    .set({ removedAt: new Date() })
    .where(
      and(
        eq(clipboardItems.id, id),
        eq(clipboardItems.ownerId, user.accountId),
        isNull(clipboardItems.removedAt),
      ),
    )
    .returning({ id: clipboardItems.id });
  if (rows.length === 0) throw new AppError('E2001', '클립보드 항목을 찾을 수 없습니다.');
  return { code: id };
};
