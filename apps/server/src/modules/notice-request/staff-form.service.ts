import type {
  StaffForm,
  StaffFormKind,
  StaffFormListQuery,
  StaffFormSave,
  StaffFormStatus,
} from '@erp/domain';
import {
  holidayHalfDays,
  STAFF_FORM_KIND_LABELS,
  STAFF_FORM_STATUSES,
  staffFormListSchema,
  staffFormProblem,
  takesFromBalance,
  ymdToIsoDate,
} from '@erp/domain';
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
import { assertWithinBalance } from './holiday-balance.service.js';
import { escapeLike } from './notice-request.service.js';
import { staffForms } from './notice-request.table.js';

const VIEW_PATHS: Record<StaffFormKind, string> = {
  apology: '/Company/Notice/NoticeApologyView',
  late: '/Company/Notice/NoticeBeLateForWorkView',
  holiday: '/Company/Notice/NoticeHolidayView',
};
export const staffFormViewPath = (kind: StaffFormKind, seq: number) => `${VIEW_PATHS[kind]}/${seq}`;
const isAdmin = (user: SessionUser) => user.role === 'admin';
const decider = alias(accounts, 'decider');
const ymd = (iso: string | null) => (iso ? iso.replaceAll('-', '') : null);

const selectForms = (db: DbOrTx) =>
  db
    .select({
      seq: staffForms.id,
      kind: staffForms.kind,
      status: staffForms.status,
      title: staffForms.title,
      content: staffForms.content,
      startDate: staffForms.startDate,
      endDate: staffForms.endDate,
      arrivedAt: staffForms.arrivedAt,
      holidayType: staffForms.holidayType,
      halfDays: staffForms.halfDays,
      writerId: staffForms.writerId,
      writerName: accounts.name,
      writerLoginId: accounts.loginId,
      reason: staffForms.reason,
      deciderName: decider.name,
      decidedAt: staffForms.decidedAt,
      createdAt: staffForms.createdAt,
      version: staffForms.version,
    })
    .from(staffForms)
    .innerJoin(accounts, eq(accounts.id, staffForms.writerId))
    .leftJoin(decider, eq(decider.id, staffForms.deciderId));
type Row = Awaited<ReturnType<typeof selectForms>>[number];

const toForm = (user: SessionUser, { writerId, ...r }: Row): StaffForm => ({
  ...r,
  kind: r.kind as StaffFormKind,
  status: r.status as StaffFormStatus,
  startDate: ymd(r.startDate) ?? '',
  endDate: ymd(r.endDate),
  holidayType: r.holidayType as StaffForm['holidayType'],
  decidedAt: r.decidedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  canEdit: r.status === 'submitted' && writerId === user.accountId,
});

/** What the form stores, from the input: the leave's days counted on the server. */
const columnsOf = (input: StaffFormSave) => {
  const problem = staffFormProblem(input);
  if (problem) throw new AppError('E0422', problem);
  const holiday = input.kind === 'holiday' && input.holidayType ? input.holidayType : null;
  const end = holiday ? (input.endDate ?? input.startDate) : null;
  return {
    kind: input.kind,
    title: input.title || STAFF_FORM_KIND_LABELS[input.kind],
    content: input.content,
    startDate: ymdToIsoDate(input.startDate) ?? '',
    endDate: end ? ymdToIsoDate(end) : null,
    arrivedAt: input.kind === 'late' ? (input.arrivedAt ?? null) : null,
    holidayType: holiday,
    halfDays: holiday && end ? holidayHalfDays(holiday, input.startDate, end) : 0,
  };
};

const checkBalance = async (
  tx: Tx,
  accountId: number,
  values: ReturnType<typeof columnsOf>,
  exceptId?: number,
) => {
  if (values.kind !== 'holiday' || !values.holidayType || !takesFromBalance(values.holidayType as never))
    return;
  await assertWithinBalance(tx, accountId, Number(values.startDate.slice(0, 4)), values.halfDays, exceptId);
};

const admins = async (tx: Tx) =>
  (
    await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.role, 'admin'), eq(accounts.disabled, false)))
  ).map((r) => r.id);

export const submitStaffForm = async (
  db: Db,
  bus: RealtimeBus,
  user: SessionUser,
  input: StaffFormSave,
  actor: AuditActor,
) =>
  withNotifications(db, bus, async (tx, notify) => {
    const values = columnsOf(input);
    await checkBalance(tx, user.accountId, values);
    const [row] = await tx
      .insert(staffForms)
      .values({ ...values, status: 'submitted', writerId: user.accountId })
      .returning();
    if (!row) throw new AppError('E0500');
    await writeAudit(tx, actor, {
      action: 'staff-form.submit',
      entity: 'staff_form',
      entityId: row.id,
      after: row,
    });
    await notify(
      (await admins(tx)).filter((id) => id !== user.accountId),
      {
        kind: 'staff-form.submitted',
        title: `${STAFF_FORM_KIND_LABELS[input.kind]} 결재 요청`,
        body: `${user.name} · ${row.title}`,
        link: staffFormViewPath(input.kind, row.id),
      },
    );
    return { seq: row.id, status: row.status, version: row.version };
  });

const lockForm = async (tx: Tx, seq: number, version: number) => {
  const [row] = await tx.select().from(staffForms).where(eq(staffForms.id, seq)).for('update');
  if (!row) throw new AppError('E2001', '서식을 찾을 수 없습니다.');
  if (row.status !== 'submitted') throw new AppError('E2003', '이미 결재된 서식입니다.');
  if (row.version !== version) throw new AppError('E0409');
  return row;
};

/** The writer may correct a form until it is decided. */
export const updateStaffForm = async (
  db: Db,
  user: SessionUser,
  seq: number,
  input: StaffFormSave & { version: number },
  actor: AuditActor,
) =>
  db.transaction(async (tx) => {
    const before = await lockForm(tx, seq, input.version);
    if (before.writerId !== user.accountId) throw new AppError('E2001', '서식을 찾을 수 없습니다.');
    if (before.kind !== input.kind) throw new AppError('E0422', '서식 종류: 바꿀 수 없습니다.');
    const values = columnsOf(input);
    await checkBalance(tx, user.accountId, values, seq);
    const [row] = await tx
      .update(staffForms)
      .set({ ...values, version: before.version + 1 })
      .where(eq(staffForms.id, seq))
      .returning();
    if (!row) throw new AppError('E0500');
    await writeAudit(tx, actor, {
      action: 'staff-form.update',
      entity: 'staff_form',
      entityId: seq,
      before,
      after: row,
    });
    return { seq, status: row.status, version: row.version };
  });

/** Approve or reject; the writer is told through the header after the commit. */
export const decideStaffForm = async (
  db: Db,
  bus: RealtimeBus,
  user: SessionUser,
  seq: number,
  decision: { approve: true; version: number } | { approve: false; version: number; reason: string },
  actor: AuditActor,
) =>
  withNotifications(db, bus, async (tx, notify) => {
    const before = await lockForm(tx, seq, decision.version);
    const status = decision.approve ? 'approved' : 'rejected';
    const [row] = await tx
      .update(staffForms)
      .set({
        status,
        reason: decision.approve ? null : decision.reason,
        deciderId: user.accountId,
        decidedAt: new Date(),
        version: before.version + 1,
      })
      .where(eq(staffForms.id, seq))
      .returning();
    if (!row) throw new AppError('E0500');
    await writeAudit(tx, actor, {
      action: `staff-form.${status}`,
      entity: 'staff_form',
      entityId: seq,
      before,
      after: row,
    });
    const label = STAFF_FORM_KIND_LABELS[row.kind as StaffFormKind];
    await notify([row.writerId], {
      kind: `staff-form.${status}`,
      title: `${label} ${decision.approve ? '승인' : '반려'}: ${row.title}`,
      body: decision.approve ? `${user.name}님이 승인했습니다.` : decision.reason,
      link: staffFormViewPath(row.kind as StaffFormKind, seq),
    });
    return { seq, status: row.status, version: row.version };
  });

/** Someone else's form answers as missing to a non-admin. */
export const getStaffForm = async (db: DbOrTx, user: SessionUser, seq: number): Promise<StaffForm> => {
  const [row] = await selectForms(db).where(eq(staffForms.id, seq));
  if (!row || (!isAdmin(user) && row.writerId !== user.accountId))
    throw new AppError('E2001', '서식을 찾을 수 없습니다.');
  return toForm(user, row);
};

export const listStaffForms = async (db: DbOrTx, user: SessionUser, query: StaffFormListQuery) => {
  const q = staffFormListSchema.parse(query);
  const filters: SQL[] = [eq(staffForms.kind, q.kind)];
  if (!isAdmin(user)) filters.push(eq(staffForms.writerId, user.accountId));
  if (q.status) {
    if (!(STAFF_FORM_STATUSES as readonly string[]).includes(q.status))
      throw new AppError('E0422', '상태: 알 수 없는 상태입니다.');
    filters.push(eq(staffForms.status, q.status));
  }
  if (q.search) {
    const like = `%${escapeLike(q.search)}%`;
    filters.push(
      sql`(${staffForms.title} like ${like} or ${staffForms.content} like ${like} or ${accounts.name} like ${like})`,
    );
  }
  const where = and(...filters);
  const rows = await selectForms(db)
    .where(where)
    .orderBy(desc(staffForms.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffForms)
    .innerJoin(accounts, eq(accounts.id, staffForms.writerId))
    .where(where);
  return { items: rows.map((r) => toForm(user, r)), total: count?.n ?? 0 };
};
