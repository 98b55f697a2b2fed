import type { LinkCollection, LinkItem, LinkSave } from '@erp/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { linkItems } from './reference.table.js';

const columns = {
  id: linkItems.id,
  collection: linkItems.collection,
  title: linkItems.title,
  url: linkItems.url,
  memo: linkItems.memo,
  sortOrder: linkItems.sortOrder,
};
const toItem = (r: { collection: string } & Omit<LinkItem, 'collection'>): LinkItem => ({
  ...r,
  collection: r.collection as LinkCollection,
});

export const listLinks = async (db: DbOrTx, collection: LinkCollection): Promise<LinkItem[]> =>
  (
    await db
      .select(columns)
      .from(linkItems)
      .where(and(eq(linkItems.collection, collection), isNull(linkItems.hiddenAt)))
      .orderBy(asc(linkItems.sortOrder), asc(linkItems.id))
      .limit(1000)
  ).map(toItem);

export const saveLink = async (db: Db, input: LinkSave, actor: AuditActor): Promise<LinkItem> =>
  db.transaction(async (tx) => {
    const [row] = await tx.insert(linkItems).values(input).returning(columns);
    if (!row) throw new AppError('E0500');
    await writeAudit(tx, actor, { action: 'link.save', entity: 'link_item', entityId: row.id, after: row });
    return toItem(row);
  });

export const updateLink = async (db: Db, id: number, input: LinkSave, actor: AuditActor): Promise<LinkItem> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(linkItems)
      .set(input)
      .where(and(eq(linkItems.id, id), isNull(linkItems.hiddenAt)))
      .returning(columns);
    if (!row) throw new AppError('E2001', '링크를 찾을 수 없습니다.');
    await writeAudit(tx, actor, { action: 'link.update', entity: 'link_item', entityId: id, after: row });
    return toItem(row);
  });

export const hideLink = async (db: Db, id: number, actor: AuditActor) =>
  db.transaction(async (tx) => {
    const rows = await tx
      .update(linkItems)
      .set({ hiddenAt: new Date() })
      .where(and(eq(linkItems.id, id), isNull(linkItems.hiddenAt)))
      .returning({ id: linkItems.id });
    if (rows.length === 0) throw new AppError('E2001', '링크를 찾을 수 없습니다.');
    await writeAudit(tx, actor, { action: 'link.hide', entity: 'link_item', entityId: id });
    return { id };
  });
