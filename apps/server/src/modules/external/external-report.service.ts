import type { Report, ReportInput, ReportKind, ReportListQuery, ReportView } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { isStaff, type SessionUser } from '../../platform/access/access.js';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { nextDocCode } from '../../platform/doc-code/doc-code.service.js';
import { AppError } from '../../platform/errors/app-error.js';
import { ymdToIso } from '../../platform/http/kst.js';
import { mondayOf } from './external-field.service.js';
import { externalOf } from './external-scope.js';

// Day and week reports (ExternalDayReport*, ExternalWeekReport*): the external writes, head office
// reads and comments; once read, a report is the record and no longer changes.

const NO_REPORT = '보고를 찾을 수 없습니다.';
const PREFIX: Record<ReportKind, string> = { day: 'ED', week: 'EW' };

type ReportRow = Omit<ReportView, 'editable' | 'comments' | 'readAt' | 'createdAt' | 'updatedAt'> & {
  id: number;
  readAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

const selectReports = (where: ReturnType<typeof sql>, tail: ReturnType<typeof sql> = sql``) => sql`
  select r.id, r.code, r.kind, r.account_id as "externalId", a.name as "externalName",
         to_char(r.report_date, 'YYYYMMDD') as "reportDate", r.visits, r.customers_met as "customersMet",
         r.issues, r.next_steps as "nextSteps", r.read_at as "readAt", rb.name as "readByName",
         (select count(*)::int from external_report_comments rc where rc.report_id = r.id) as "commentCount",
         r.created_at as "createdAt", r.updated_at as "updatedAt"
  from external_reports r join accounts a on a.id = r.account_id left join accounts rb on rb.id = r.read_by
  where ${where} ${tail}`;

const toReport = ({ id: _id, ...r }: ReportRow): Report => ({
  ...r,
  kind: r.kind as ReportKind,
  readAt: iso(r.readAt),
  createdAt: iso(r.createdAt)!,
  updatedAt: iso(r.updatedAt)!,
});

/** A report as the caller may see it: an external reads its own only (others answer as missing). */
const loadRow = async (db: DbOrTx, user: SessionUser, code: string): Promise<ReportRow> => {
  const [row] = await queryRows<ReportRow>(
    db,
    selectReports(sql`r.code = ${code} and (${isStaff(user)} or r.account_id = ${user.accountId})`),
  );
  if (!row) throw new AppError('E2001', NO_REPORT);
  return row;
};

export const getReport = async (db: DbOrTx, user: SessionUser, code: string): Promise<ReportView> => {
  const row = await loadRow(db, user, code);
  const comments = await queryRows<{ id: number; body: string; byName: string | null; at: Date }>(
    db,
    sql`select rc.id, rc.body, a.name as "byName", rc.at from external_report_comments rc
        left join accounts a on a.id = rc.created_by where rc.report_id = ${row.id} order by rc.id`,
  );
  return {
    ...toReport(row),
    editable: row.readAt === null && user.accountId === row.externalId,
    comments: comments.map((c) => ({ ...c, at: iso(c.at)! })),
  };
};

const dayOf = (kind: ReportKind, ymd: string): string =>
  kind === 'week' ? mondayOf(ymdToIso(ymd)) : ymdToIso(ymd);

export const saveReport = async (
  db: Db,
  user: SessionUser,
  kind: ReportKind,
  input: ReportInput,
  actor: AuditActor,
): Promise<ReportView> => {
  const ext = await externalOf(db, user, null);
  const reportDate = dayOf(kind, input.reportDate);
  const code = await db.transaction(async (tx) => {
    const [dup] = await queryRows<{ code: string }>(
      tx,
      sql`select code from external_reports where account_id = ${ext.accountId} and kind = ${kind}
          and report_date = ${reportDate}::date`,
    );
    if (dup)
      throw new AppError(
        'E0422',
        `보고일: 이 ${kind === 'week' ? '주' : '날'}의 보고가 이미 있습니다 (${dup.code}). 그 보고를 수정하세요.`,
      );
    const newCode = await nextDocCode(tx, PREFIX[kind]);
    await tx.execute(sql`insert into external_reports
      (code, kind, account_id, report_date, visits, customers_met, issues, next_steps)
      values (${newCode}, ${kind}, ${ext.accountId}, ${reportDate}::date, ${input.visits}, ${input.customersMet},
              ${input.issues}, ${input.nextSteps})`);
    await writeAudit(tx, actor, {
      action: 'external.report.save',
      entity: 'external-report',
      entityId: newCode,
    });
    return newCode;
  });
  return getReport(db, user, code);
};

export const updateReport = async (
  db: Db,
  user: SessionUser,
  code: string,
  input: ReportInput,
  actor: AuditActor,
): Promise<ReportView> => {
  await db.transaction(async (tx) => {
    const row = await loadRow(tx, user, code);
    const reportDate = dayOf(row.kind as ReportKind, input.reportDate);
    const [clash] = await queryRows<{ code: string }>(
      tx,
      sql`select code from external_reports where account_id = ${row.externalId} and kind = ${row.kind}
          and report_date = ${reportDate}::date and id <> ${row.id}`,
    );
    if (clash) throw new AppError('E0422', `보고일: 그 날짜의 보고가 이미 있습니다 (${clash.code}).`);
    const updated = await queryRows<{ id: number }>(
      tx,
      sql`update external_reports set report_date = ${reportDate}::date, visits = ${input.visits},
            customers_met = ${input.customersMet}, issues = ${input.issues}, next_steps = ${input.nextSteps},
            updated_at = now()
          where id = ${row.id} and read_at is null returning id`,
    );
    if (updated.length === 0) throw new AppError('E2003', '본사에서 읽은 보고는 수정할 수 없습니다.');
    await writeAudit(tx, actor, {
      action: 'external.report.update',
      entity: 'external-report',
      entityId: code,
      before: row,
      after: input,
    });
  });
  return getReport(db, user, code);
};

/** Head office reads a report (from then on it cannot change) and may leave a comment. */
export const reviewReport = async (
  db: Db,
  user: SessionUser,
  code: string,
  comment: string,
  actor: AuditActor,
): Promise<ReportView> => {
  await db.transaction(async (tx) => {
    const row = await loadRow(tx, user, code);
    await tx.execute(sql`update external_reports set read_at = coalesce(read_at, now()),
      read_by = coalesce(read_by, ${user.accountId}) where id = ${row.id}`);
    if (comment) {
      await tx.execute(sql`insert into external_report_comments (report_id, body, created_by)
        values (${row.id}, ${comment}, ${user.accountId})`);
    }
    await writeAudit(tx, actor, {
      action: 'external.report.review',
      entity: 'external-report',
      entityId: code,
    });
  });
  return getReport(db, user, code);
};

export const listReports = async (
  db: DbOrTx,
  user: SessionUser,
  query: ReportListQuery,
): Promise<{ rows: Report[]; total: number }> => {
  // Head office lists every external's reports unless it names one; an external lists its own.
  const accountId =
    user.role === 'external' || query.externalId != null
      ? (await externalOf(db, user, query.externalId)).accountId
      : null;
  const where = sql`r.kind = ${query.kind} and (${accountId}::int is null or r.account_id = ${accountId})
    and (${query.from ? ymdToIso(query.from) : null}::date is null or r.report_date >= ${query.from ? ymdToIso(query.from) : null}::date)
    and (${query.to ? ymdToIso(query.to) : null}::date is null or r.report_date <= ${query.to ? ymdToIso(query.to) : null}::date)
    and (not ${query.unreadOnly} or r.read_at is null)`;
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from external_reports r where ${where}`,
  );
  const rows = await queryRows<ReportRow>(
    db,
    selectReports(
      where,
      sql`order by r.report_date desc, r.id desc limit ${query.size} offset ${(query.page - 1) * query.size}`,
    ),
  );
  return { rows: rows.map(toReport), total: count?.n ?? 0 };
};
