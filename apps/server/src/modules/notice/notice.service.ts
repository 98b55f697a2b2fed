import type {
  NoticeDetail,
  NoticeKind,
  NoticeListItem,
  NoticeListQuery,
  NoticeSave,
  NoticeStatus,
  NoticeUpdate,
} from '@erp/domain';
import { noticeListSchema } from '@erp/domain';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/access/access.js';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { writeAudit } from '../../platform/audit/audit.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  markReadByLink,
  type Notify,
  withNotifications,
} from '../../platform/realtime/notification.service.js';
import type { RealtimeBus } from '../../platform/realtime/realtime-bus.js';
import { noticeReads, noticeRecipients, notices } from './notice.table.js';

const STAFF_ROLES = ['admin', 'public'];

/** Where a reader opens a notice (the header bell links here). */
export const noticeViewPath = (kind: NoticeKind, seq: number): string =>
  kind === 'individual'
    ? `/Company/Notice/NoticeIndividualView/${seq}`
    : `/Company/Notice/NoticeUserView/${seq}`;

const isAdmin = (user: SessionUser) => user.role === 'admin';

/** Company notices are written by admins; any staff member may send an individual notice. */
const assertMayWrite = (user: SessionUser, kind: NoticeKind) => {
  if (kind === 'notice' && !isAdmin(user))
    throw new AppError('E0403', '회사 공지는 관리자만 등록할 수 있습니다.');
};

const recipientIds = async (tx: DbOrTx, loginIds: readonly string[]): Promise<number[]> => {
  const wanted = [...new Set(loginIds.map((id) => id.toLowerCase()))];
  if (wanted.length === 0) throw new AppError('E0422', '받는 사람: 한 명 이상 고르세요.');
  const rows = await tx
    .select({ id: accounts.id, loginId: accounts.loginId })
    .from(accounts)
    .where(
      and(
        inArray(sql`lower(${accounts.loginId})`, wanted),
        inArray(accounts.role, STAFF_ROLES),
        eq(accounts.disabled, false),
      ),
    );
  const found = new Set(rows.map((r) => r.loginId.toLowerCase()));
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw new AppError('E0422', `받는 사람: 직원 계정이 아닙니다 (${missing.slice(0, 5).join(', ')}).`);
  return rows.map((r) => r.id);
};

/** Everyone a published notice reaches, except its author. */
const audienceOf = async (
  tx: Tx,
  noticeId: number,
  audience: string,
  authorId: number,
): Promise<number[]> => {
  const rows =
    audience === 'all'
      ? await tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(inArray(accounts.role, STAFF_ROLES), eq(accounts.disabled, false)))
      : await tx
          .select({ id: noticeRecipients.accountId })
          .from(noticeRecipients)
          .where(eq(noticeRecipients.noticeId, noticeId));
  return rows.map((r) => r.id).filter((id) => id !== authorId);
};

const announce = async (tx: Tx, notify: Notify, row: typeof notices.$inferSelect, authorName: string) => {
  const targets = await audienceOf(tx, row.id, row.audience, row.authorId);
  await notify(targets, {
    kind: row.kind === 'individual' ? 'notice.individual' : 'notice',
    title: row.kind === 'individual' ? `개별 공지: ${row.title}` : `새 공지: ${row.title}`,
    body: `${authorName} · ${row.body.slice(0, 80)}`,
    link: noticeViewPath(row.kind as NoticeKind, row.id),
  });
};

export const createNotice = async (
  db: Db,
  bus: RealtimeBus,
  user: SessionUser,
  input: NoticeSave,
  actor: AuditActor,
): Promise<{ seq: number; status: NoticeStatus }> => {
  assertMayWrite(user, input.kind);
  return withNotifications(db, bus, async (tx, notify) => {
    const ids = input.kind === 'individual' ? await recipientIds(tx, input.recipients) : [];
    const now = new Date();
    const [row] = await tx
      .insert(notices)
      .values({
        kind: input.kind,
        title: input.title,
        body: input.body,
        audience: input.kind === 'individual' ? 'accounts' : 'all',
        status: input.publish ? 'published' : 'draft',
        pinned: input.kind === 'notice' && input.pinned,
        authorId: user.accountId,
        publishedAt: input.publish ? now : null,
      })
      .returning();
    if (!row) throw new AppError('E0500');
    if (ids.length > 0)
      await tx.insert(noticeRecipients).values(ids.map((accountId) => ({ noticeId: row.id, accountId })));
    await writeAudit(tx, actor, { action: 'notice.create', entity: 'notice', entityId: row.id, after: row });
    if (input.publish) await announce(tx, notify, row, user.name);
    return { seq: row.id, status: row.status as NoticeStatus };
  });
};

const loadForWrite = async (tx: Tx, seq: number, user: SessionUser) => {
  const [row] = await tx.select().from(notices).where(eq(notices.id, seq)).for('update');
  if (!row) throw new AppError('E2001', '공지를 찾을 수 없습니다.');
  if (row.authorId !== user.accountId && !isAdmin(user))
    throw new AppError('E0403', '작성자나 관리자만 고칠 수 있습니다.');
  return row;
};

export const updateNotice = async (
  db: Db,
  bus: RealtimeBus,
  user: SessionUser,
  seq: number,
  input: NoticeUpdate,
  actor: AuditActor,
): Promise<{ seq: number; status: NoticeStatus; version: number }> =>
  withNotifications(db, bus, async (tx, notify) => {
    const before = await loadForWrite(tx, seq, user);
    if (before.kind !== input.kind) throw new AppError('E2003', '공지 종류는 바꿀 수 없습니다.');
    if (before.status === 'withdrawn') throw new AppError('E2003', '게시 취소된 공지는 고칠 수 없습니다.');
    if (before.version !== input.version) throw new AppError('E0409');
    if (before.status === 'published' && !input.publish)
      throw new AppError('E2003', '게시된 공지는 임시 저장으로 되돌릴 수 없습니다. 게시 취소를 쓰세요.');
    const publishingNow = before.status === 'draft' && input.publish;
    if (before.kind === 'individual') {
      const ids = await recipientIds(tx, input.recipients);
      if (before.status === 'draft') {
        await tx.delete(noticeRecipients).where(eq(noticeRecipients.noticeId, seq));
        await tx.insert(noticeRecipients).values(ids.map((accountId) => ({ noticeId: seq, accountId })));
      } else {
        // A sent notice keeps who it went to; new names are added (and told), nobody is unsent.
        await tx
          .insert(noticeRecipients)
          .values(ids.map((accountId) => ({ noticeId: seq, accountId })))
          .onConflictDoNothing();
      }
    }
    const now = new Date();
    const [row] = await tx
      .update(notices)
      .set({
        title: input.title,
        body: input.body,
        pinned: before.kind === 'notice' && input.pinned,
        status: input.publish ? 'published' : 'draft',
        publishedAt: before.publishedAt ?? (input.publish ? now : null),
        updatedAt: now,
        version: before.version + 1,
      })
      .where(eq(notices.id, seq))
      .returning();
    if (!row) throw new AppError('E0500');
    await writeAudit(tx, actor, {
      action: 'notice.update',
      entity: 'notice',
      entityId: seq,
      before,
      after: row,
    });
    if (publishingNow) await announce(tx, notify, row, user.name);
    return { seq, status: row.status as NoticeStatus, version: row.version };
  });

export const withdrawNotice = async (db: Db, user: SessionUser, seq: number, actor: AuditActor) =>
  db.transaction(async (tx) => {
    const before = await loadForWrite(tx, seq, user);
    if (before.status === 'withdrawn') throw new AppError('E2003', '이미 게시 취소된 공지입니다.');
    await tx
      .update(notices)
      .set({ status: 'withdrawn', updatedAt: new Date(), version: before.version + 1 })
      .where(eq(notices.id, seq));
    await writeAudit(tx, actor, { action: 'notice.withdraw', entity: 'notice', entityId: seq, before });
    return { seq, status: 'withdrawn' as const };
  });

/** A reader sees published notices meant for them; author and admin see theirs in any state. */
const visibleTo = (user: SessionUser): SQL =>
  sql`(${notices.status} = 'published' and (${notices.audience} = 'all' or exists (
        select 1 from ${noticeRecipients} r where r.notice_id = ${notices.id} and r.account_id = ${user.accountId}))
      or ${notices.authorId} = ${user.accountId} ${isAdmin(user) ? sql`or true` : sql``})`;

const boxFilter = (user: SessionUser, box: NoticeListQuery['box']): SQL => {
  switch (box) {
    case 'received':
      return sql`${notices.status} = 'published' and (${notices.audience} = 'all' or exists (
        select 1 from ${noticeRecipients} r where r.notice_id = ${notices.id} and r.account_id = ${user.accountId}))`;
    case 'sent':
      return sql`${notices.authorId} = ${user.accountId} and ${notices.status} <> 'draft'`;
    case 'drafts':
      return sql`${notices.authorId} = ${user.accountId} and ${notices.status} = 'draft'`;
    case 'all':
      if (!isAdmin(user)) throw new AppError('E0403', '전체 공지 목록은 관리자만 볼 수 있습니다.');
      return sql`true`;
  }
};

const listColumns = (user: SessionUser) => ({
  seq: notices.id,
  kind: notices.kind,
  status: notices.status,
  title: notices.title,
  pinned: notices.pinned,
  authorName: accounts.name,
  authorLoginId: accounts.loginId,
  publishedAt: notices.publishedAt,
  updatedAt: notices.updatedAt,
  read: sql<boolean>`exists (select 1 from ${noticeReads} nr where nr.notice_id = ${notices.id} and nr.account_id = ${user.accountId})`,
  // Readers it was meant for: the author's own opening, or an admin's look at an individual
  // notice, is not a reading.
  readCount: sql<number>`(select count(*)::int from ${noticeReads} nr where nr.notice_id = ${notices.id}
    and nr.account_id <> ${notices.authorId}
    and (${notices.audience} = 'all' or exists (select 1 from ${noticeRecipients} r
      where r.notice_id = ${notices.id} and r.account_id = nr.account_id)))`,
  recipientCount: sql<number>`(select count(*)::int from ${noticeRecipients} r where r.notice_id = ${notices.id})`,
});

type ListRow = {
  seq: number;
  kind: string;
  status: string;
  title: string;
  pinned: boolean;
  authorName: string;
  authorLoginId: string;
  publishedAt: Date | null;
  updatedAt: Date;
  read: boolean;
  readCount: number;
  recipientCount: number;
};

const toListItem = (r: ListRow): NoticeListItem => ({
  ...r,
  kind: r.kind as NoticeKind,
  status: r.status as NoticeStatus,
  publishedAt: r.publishedAt?.toISOString() ?? null,
  updatedAt: r.updatedAt.toISOString(),
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const listNotices = async (
  db: DbOrTx,
  user: SessionUser,
  query: NoticeListQuery,
): Promise<{ items: NoticeListItem[]; total: number }> => {
  const q = noticeListSchema.parse(query);
  const filters: SQL[] = [boxFilter(user, q.box)];
  if (q.kind) filters.push(eq(notices.kind, q.kind));
  if (q.search) {
    const like = `%${escapeLike(q.search)}%`;
    filters.push(sql`(${notices.title} like ${like} or ${notices.body} like ${like})`);
  }
  if (q.unreadOnly)
    filters.push(
      sql`not exists (select 1 from ${noticeReads} nr where nr.notice_id = ${notices.id} and nr.account_id = ${user.accountId})`,
    );
  const where = and(...filters);
  const rows = await db
    .select(listColumns(user))
    .from(notices)
    .innerJoin(accounts, eq(accounts.id, notices.authorId))
    .where(where)
    .orderBy(desc(notices.pinned), sql`${notices.publishedAt} desc nulls first`, desc(notices.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(notices).where(where);
  return { items: rows.map(toListItem), total: count?.n ?? 0 };
};

/** Opens a notice: the reader's first opening is recorded and the bell's matching item is read. */
export const readNotice = async (db: Db, user: SessionUser, seq: number): Promise<NoticeDetail> =>
  db.transaction(async (tx) => {
    const [seen] = await tx
      .select({ kind: notices.kind, status: notices.status })
      .from(notices)
      .where(and(eq(notices.id, seq), visibleTo(user)));
    if (!seen) throw new AppError('E2001', '공지를 찾을 수 없습니다.');
    if (seen.status === 'published') {
      await tx.insert(noticeReads).values({ noticeId: seq, accountId: user.accountId }).onConflictDoNothing();
      await markReadByLink(tx, user.accountId, noticeViewPath(seen.kind as NoticeKind, seq));
    }
    const [row] = await tx
      .select({
        ...listColumns(user),
        body: notices.body,
        version: notices.version,
        authorId: notices.authorId,
      })
      .from(notices)
      .innerJoin(accounts, eq(accounts.id, notices.authorId))
      .where(eq(notices.id, seq));
    if (!row) throw new AppError('E2001', '공지를 찾을 수 없습니다.');
    const mayManage = row.authorId === user.accountId || isAdmin(user);
    const recipients = mayManage
      ? await tx
          .select({ loginId: accounts.loginId, name: accounts.name, readAt: noticeReads.readAt })
          .from(noticeRecipients)
          .innerJoin(accounts, eq(accounts.id, noticeRecipients.accountId))
          .leftJoin(
            noticeReads,
            and(
              eq(noticeReads.noticeId, noticeRecipients.noticeId),
              eq(noticeReads.accountId, noticeRecipients.accountId),
            ),
          )
          .where(eq(noticeRecipients.noticeId, seq))
          .orderBy(asc(accounts.name))
      : [];
    const { body, version, authorId: _authorId, ...rest } = row;
    return {
      ...toListItem(rest),
      body,
      version,
      recipients: recipients.map((r) => ({ ...r, readAt: r.readAt?.toISOString() ?? null })),
      canEdit: mayManage && row.status !== 'withdrawn',
    };
  });

/** Staff accounts a notice can be sent to (NoticeSendRegister's picker). */
export const staffDirectory = async (db: DbOrTx) =>
  db
    .select({ loginId: accounts.loginId, name: accounts.name, role: accounts.role })
    .from(accounts)
    .where(and(inArray(accounts.role, STAFF_ROLES), eq(accounts.disabled, false)))
    .orderBy(asc(accounts.name));
