import type {
  MuzinInsert,
  MuzinListItem,
  MuzinListQuery,
  MuzinModify,
  MuzinNote,
  MuzinViewType,
} from '@erp/domain';
import { muzinListSchema } from '@erp/domain';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/access/access.js';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { writeAudit } from '../../platform/audit/audit.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { gramsContains } from '../../platform/list/list-query.sql.js';
import { muzinNotes } from './muzin.table.js';
import { plainTextOf, sanitizeNoteHtml } from './muzin-html.js';

const NOT_FOUND = '무진 정보를 찾을 수 없습니다.';

/**
 * Who sees a note: a public one every staff member, an individual one its writer only. Anything
 * else answers exactly as a missing note, so a number does not tell that a private note exists.
 */
const visibleTo = (user: SessionUser): SQL =>
  sql`(${muzinNotes.viewType} = 'public' or ${muzinNotes.authorId} = ${user.accountId})`;

const mayEdit = (user: SessionUser, row: { viewType: string; authorId: number }) =>
  row.authorId === user.accountId || (row.viewType === 'public' && user.role === 'admin');

const contentOf = (input: { title: string; body: string }) => {
  const body = sanitizeNoteHtml(input.body);
  const plainText = plainTextOf(body);
  if (!plainText) throw new AppError('E0422', '내용: 내용을 입력하세요.');
  return { title: input.title, body, plainText };
};

export const insertMuzinNote = async (db: Db, user: SessionUser, input: MuzinInsert, actor: AuditActor) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(muzinNotes)
      .values({
        ...contentOf(input),
        viewType: input.viewType,
        category: input.category,
        authorId: user.accountId,
      })
      .returning({ id: muzinNotes.id, version: muzinNotes.version });
    if (!row) throw new AppError('E0500');
    await writeAudit(tx, actor, { action: 'muzin.insert', entity: 'muzin_note', entityId: row.id });
    return { code: row.id, version: row.version };
  });

const lockVisible = async (tx: DbOrTx, user: SessionUser, code: number) => {
  const [row] = await tx
    .select({
      id: muzinNotes.id,
      viewType: muzinNotes.viewType,
      authorId: muzinNotes.authorId,
      version: muzinNotes.version,
    })
    .from(muzinNotes)
    .where(and(eq(muzinNotes.id, code), isNull(muzinNotes.deletedAt), visibleTo(user)))
    .for('update');
  if (!row) throw new AppError('E2001', NOT_FOUND);
  if (!mayEdit(user, row)) throw new AppError('E0403', '작성자나 관리자만 고칠 수 있습니다.');
  return row;
};

export const modifyMuzinNote = async (db: Db, user: SessionUser, input: MuzinModify, actor: AuditActor) =>
  db.transaction(async (tx) => {
    const before = await lockVisible(tx, user, input.code);
    if (before.version !== input.version) throw new AppError('E0409');
    await tx
      .update(muzinNotes)
      .set({
        ...contentOf(input),
        category: input.category,
        updatedAt: new Date(),
        version: before.version + 1,
      })
      .where(eq(muzinNotes.id, input.code));
    await writeAudit(tx, actor, { action: 'muzin.modify', entity: 'muzin_note', entityId: input.code });
    return { code: input.code, version: before.version + 1 };
  });

export const deleteMuzinNote = async (db: Db, user: SessionUser, code: number, actor: AuditActor) =>
  db.transaction(async (tx) => {
    await lockVisible(tx, user, code);
    await tx.update(muzinNotes).set({ deletedAt: new Date() }).where(eq(muzinNotes.id, code));
    await writeAudit(tx, actor, { action: 'muzin.delete', entity: 'muzin_note', entityId: code });
    return { code };
  });

const listColumns = {
  code: muzinNotes.id,
  viewType: muzinNotes.viewType,
  title: muzinNotes.title,
  category: muzinNotes.category,
  summary: sql<string>`left(${muzinNotes.plainText}, 120)`,
  authorName: accounts.name,
  updatedAt: muzinNotes.updatedAt,
};
type ListRow = {
  [K in keyof typeof listColumns]: K extends 'updatedAt' ? Date : K extends 'code' ? number : string;
};
const toItem = (r: ListRow): MuzinListItem => ({
  ...r,
  viewType: r.viewType as MuzinViewType,
  updatedAt: r.updatedAt.toISOString(),
});

/** Public notes, or the caller's own individual notes; searchable by 1–2 syllables (grams). */
export const listMuzinNotes = async (
  db: DbOrTx,
  user: SessionUser,
  viewType: MuzinViewType,
  query: MuzinListQuery,
) => {
  const q = muzinListSchema.parse(query);
  const filters: SQL[] = [eq(muzinNotes.viewType, viewType), isNull(muzinNotes.deletedAt)];
  if (viewType === 'individual') filters.push(eq(muzinNotes.authorId, user.accountId));
  if (q.search) filters.push(gramsContains(muzinNotes.searchGrams, muzinNotes.searchText, q.search));
  const where = and(...filters);
  const rows = await db
    .select(listColumns)
    .from(muzinNotes)
    .innerJoin(accounts, eq(accounts.id, muzinNotes.authorId))
    .where(where)
    .orderBy(desc(muzinNotes.updatedAt), desc(muzinNotes.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(muzinNotes).where(where);
  return { items: rows.map(toItem), total: count?.n ?? 0 };
};

export const getMuzinNote = async (db: DbOrTx, user: SessionUser, code: number): Promise<MuzinNote> => {
  const [row] = await db
    .select({
      ...listColumns,
      body: muzinNotes.body,
      createdAt: muzinNotes.createdAt,
      version: muzinNotes.version,
      authorId: muzinNotes.authorId,
    })
    .from(muzinNotes)
    .innerJoin(accounts, eq(accounts.id, muzinNotes.authorId))
    .where(and(eq(muzinNotes.id, code), isNull(muzinNotes.deletedAt), visibleTo(user)));
  if (!row) throw new AppError('E2001', NOT_FOUND);
  const { body, createdAt, version, authorId, ...rest } = row;
  return {
    ...toItem(rest),
    body,
    createdAt: createdAt.toISOString(),
    version,
    canEdit: mayEdit(user, { viewType: row.viewType, authorId }),
  };
};
