import type {
  NoticeRequest,
  NoticeRequestApprove,
  NoticeRequestSave,
  NoticeRequestStatus,
  OfficeListQuery,
} from '@erp/domain';
import { NOTICE_REQUEST_STATUSES, officeListSchema } from '@erp/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionUser } from '../../platform/access/access.js';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { writeAudit } from '../../platform/audit/audit.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { withNotifications } from '../../platform/realtime/notification.service.js';
import type { RealtimeBus } from '../../platform/realtime/realtime-bus.js';
import { notices } from '../notice/notice.table.js';
import { noticeRequests } from './notice-request.table.js';

export const noticeRequestViewPath = (seq: number) => `/Company/Notice/NoticeRequestView/${seq}`;
const noticeViewPath = (seq: number) => `/Company/Notice/NoticeUserView/${seq}`;
const isAdmin = (user: SessionUser) => user.role === 'admin';
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const decider = alias(accounts, 'decider');

const columns = {
  seq: noticeRequests.id,
  title: noticeRequests.title,
  body: noticeRequests.body,
  status: noticeRequests.status,
  requesterName: accounts.name,
  requesterLoginId: accounts.loginId,
  requesterId: noticeRequests.requesterId,
  reason: noticeRequests.reason,
  noticeSeq: noticeRequests.noticeId,
  deciderName: decider.name,
  decidedAt: noticeRequests.decidedAt,
  createdAt: noticeRequests.createdAt,
  version: noticeRequests.version,
};

type Row = Awaited<ReturnType<typeof selectRequests>>[number];

const toItem = ({ requesterId: _r, ...r }: Row): NoticeRequest => ({
  ...r,
  status: r.status as NoticeRequestStatus,
  decidedAt: r.decidedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

const selectRequests = (db: DbOrTx) =>
  db
    .select(columns)
    .from(noticeRequests)
    .innerJoin(accounts, eq(accounts.id, noticeRequests.requesterId))
    .leftJoin(decider, eq(decider.id, noticeRequests.deciderId));

const admins = async (tx: Tx): Promise<number[]> =>
  (
    await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.role, 'admin'), eq(accounts.disabled, false)))
  ).map((r) => r.id);

/** A staff member asks for a notice; the admins hear of it in the header after the commit. */
export const requestNotice = async (
  db: Db,
  bus: RealtimeBus,
  user: SessionUser,
  input: NoticeRequestSave,
  actor: AuditActor,
) =>
  withNotifications(db, bus, async (tx, notify) => {
    const [row] = await tx
      .insert(noticeRequests)
      .values({ title: input.title, body: input.body, status: 'requested', requesterId: user.accountId })
      .returning();
    if (!row) throw new AppError('E0500');
    await writeAudit(tx, actor, {
      action: 'notice-request.create',
      entity: 'notice_request',
      entityId: row.id,
      after: row,
    });
    await notify(
      (await admins(tx)).filter((id) => id !== user.accountId),
      {
        kind: 'notice.request',
        title: `공지 요청: ${row.title}`,
        body: user.name,
        link: noticeRequestViewPath(row.id),
      },
    );
    return { seq: row.id, status: row.status, version: row.version };
  });

/** A request seen by someone else than its writer or an admin answers as missing. */
export const getNoticeRequest = async (
  db: DbOrTx,
  user: SessionUser,
  seq: number,
): Promise<NoticeRequest> => {
  const [row] = await selectRequests(db).where(eq(noticeRequests.id, seq));
  if (!row || (!isAdmin(user) && row.requesterId !== user.accountId))
    throw new AppError('E2001', '공지 요청을 찾을 수 없습니다.');
  return toItem(row as Row);
};

export const listNoticeRequests = async (db: DbOrTx, user: SessionUser, query: OfficeListQuery) => {
  const q = officeListSchema.parse(query);
  const filters: SQL[] = [];
  if (!isAdmin(user)) filters.push(eq(noticeRequests.requesterId, user.accountId));
  if (q.status) {
    if (!(NOTICE_REQUEST_STATUSES as readonly string[]).includes(q.status))
      throw new AppError('E0422', '상태: 알 수 없는 상태입니다.');
    filters.push(eq(noticeRequests.status, q.status));
  }
  if (q.search) {
    const like = `%${escapeLike(q.search)}%`;
    filters.push(sql`(${noticeRequests.title} like ${like} or ${noticeRequests.body} like ${like})`);
  }
  const where = filters.length ? and(...filters) : undefined;
  const rows = await selectRequests(db)
    .where(where)
    .orderBy(desc(noticeRequests.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(noticeRequests).where(where);
  return { items: rows.map((r) => toItem(r as Row)), total: count?.n ?? 0 };
};

const lockRequested = async (tx: Tx, seq: number, version: number) => {
  const [row] = await tx.select().from(noticeRequests).where(eq(noticeRequests.id, seq)).for('update');
  if (!row) throw new AppError('E2001', '공지 요청을 찾을 수 없습니다.');
  if (row.status !== 'requested') throw new AppError('E2003', '이미 처리된 공지 요청입니다.');
  if (row.version !== version) throw new AppError('E0409');
  return row;
};

/**
 * The admin publishes the request as a company notice (with the edits made), in one transaction;
 * the writer and every staff member are told after the commit.
 */
export const approveNoticeRequest = async (
  db: Db,
  bus: RealtimeBus,
  user: SessionUser,
  seq: number,
  input: NoticeRequestApprove,
  actor: AuditActor,
) =>
  withNotifications(db, bus, async (tx, notify) => {
    const before = await lockRequested(tx, seq, input.version);
    const now = new Date();
    const [notice] = await tx
      .insert(notices)
      .values({
        kind: 'notice',
        title: input.title,
        body: input.body,
        audience: 'all',
        status: 'published',
        pinned: input.pinned,
        authorId: before.requesterId,
        publishedAt: now,
      })
      .returning();
    if (!notice) throw new AppError('E0500');
    const [row] = await tx
      .update(noticeRequests)
      .set({
        status: 'published',
        title: input.title,
        body: input.body,
        noticeId: notice.id,
        deciderId: user.accountId,
        decidedAt: now,
        version: before.version + 1,
      })
      .where(eq(noticeRequests.id, seq))
      .returning();
    if (!row) throw new AppError('E0500');
    await writeAudit(tx, actor, {
      action: 'notice-request.approve',
      entity: 'notice_request',
      entityId: seq,
      before,
      after: row,
    });
    await notify([before.requesterId], {
      kind: 'notice.request.approved',
      title: `공지 요청 승인: ${row.title}`,
      body: `${user.name}님이 승인하여 게시했습니다.`,
      link: noticeViewPath(notice.id),
    });
    const staff = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(sql`${accounts.role} in ('admin', 'public')`, eq(accounts.disabled, false)));
    await notify(
      staff.map((s) => s.id).filter((id) => id !== before.requesterId && id !== user.accountId),
      {
        kind: 'notice',
        title: `새 공지: ${row.title}`,
        body: row.body.slice(0, 80),
        link: noticeViewPath(notice.id),
      },
    );
    return { seq, status: row.status, version: row.version, noticeSeq: notice.id };
  });

export const declineNoticeRequest = async (
  db: Db,
  bus: RealtimeBus,
  user: SessionUser,
  seq: number,
  input: { reason: string; version: number },
  actor: AuditActor,
) =>
  withNotifications(db, bus, async (tx, notify) => {
    const before = await lockRequested(tx, seq, input.version);
    const [row] = await tx
      .update(noticeRequests)
      .set({
        status: 'declined',
        reason: input.reason,
        deciderId: user.accountId,
        decidedAt: new Date(),
        version: before.version + 1,
      })
      .where(eq(noticeRequests.id, seq))
      .returning();
    if (!row) throw new AppError('E0500');
    await writeAudit(tx, actor, {
      action: 'notice-request.decline',
      entity: 'notice_request',
      entityId: seq,
      before,
      after: row,
    });
    await notify([before.requesterId], {
      kind: 'notice.request.declined',
      title: `공지 요청 반려: ${row.title}`,
      body: input.reason,
      link: noticeRequestViewPath(seq),
    });
    return { seq, status: row.status, version: row.version };
  });
