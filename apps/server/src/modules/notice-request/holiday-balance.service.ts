import type { HolidayBalance } from '@erp/domain';
import { DEFAULT_HOLIDAY_DAYS, halfDaysText } from '@erp/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/access/access.js';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { writeAudit } from '../../platform/audit/audit.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { holidayAllowances, staffForms } from './notice-request.table.js';

const DEFAULT_HALF_DAYS = DEFAULT_HOLIDAY_DAYS * 2;

// Leave that takes from the balance: submitted (held) or approved; a rejected one gives it back.
// `who` is spelled out by the caller: drizzle leaves a single-table query's columns unqualified,
// and an unqualified "id" inside the subquery would read the form's own id.
const usedSql = (year: number, who: SQL, exceptId?: number) => sql<number>`coalesce((
  select sum(f.half_days)::int from ${staffForms} f
  where f.writer_id = ${who} and f.kind = 'holiday' and f.status in ('submitted', 'approved')
    and f.holiday_type in ('annual', 'half-am', 'half-pm')
    and f.start_date >= ${`${year}-01-01`}::date and f.start_date <= ${`${year}-12-31`}::date
    ${exceptId ? sql`and f.id <> ${exceptId}` : sql``}), 0)`;

/**
 * Refuses a leave beyond what is left. The person's allowance row is locked first, so two
 * requests of one person at once are checked one after the other, never both against the same rest.
 */
export const assertWithinBalance = async (
  tx: Tx,
  accountId: number,
  year: number,
  halfDays: number,
  exceptId?: number,
) => {
  await tx
    .insert(holidayAllowances)
    .values({ accountId, year, grantedHalfDays: DEFAULT_HALF_DAYS })
    .onConflictDoNothing();
  const [allowance] = await tx
    .select({ granted: holidayAllowances.grantedHalfDays })
    .from(holidayAllowances)
    .where(and(eq(holidayAllowances.accountId, accountId), eq(holidayAllowances.year, year)))
    .for('update');
  const [used] = await tx
    .select({ n: usedSql(year, sql`${accountId}::int`, exceptId) })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const left = (allowance?.granted ?? DEFAULT_HALF_DAYS) - (used?.n ?? 0);
  if (halfDays > left)
    throw new AppError(
      'E0422',
      `종료일: 남은 연차(${halfDaysText(Math.max(left, 0))})보다 많은 ${halfDaysText(halfDays)}을 신청할 수 없습니다.`,
    );
};

export const holidayBalances = async (
  db: DbOrTx,
  user: SessionUser,
  year: number,
): Promise<HolidayBalance[]> => {
  const rows = await db
    .select({
      loginId: accounts.loginId,
      name: accounts.name,
      granted: sql<number>`coalesce(${holidayAllowances.grantedHalfDays}, ${DEFAULT_HALF_DAYS})::int`,
      used: usedSql(year, sql`"accounts"."id"`),
    })
    .from(accounts)
    .leftJoin(
      holidayAllowances,
      and(eq(holidayAllowances.accountId, accounts.id), eq(holidayAllowances.year, year)),
    )
    .where(
      user.role === 'admin'
        ? and(inArray(accounts.role, ['admin', 'public']), eq(accounts.disabled, false))
        : eq(accounts.id, user.accountId),
    )
    .orderBy(asc(accounts.name));
  return rows.map((r) => ({
    loginId: r.loginId,
    name: r.name,
    year,
    grantedHalfDays: r.granted,
    usedHalfDays: r.used,
    remainingHalfDays: r.granted - r.used,
  }));
};

export const grantHoliday = async (
  db: Db,
  user: SessionUser,
  input: { loginId: string; year: number; days: number },
  actor: AuditActor,
): Promise<HolidayBalance> =>
  db.transaction(async (tx) => {
    const [person] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        and(
          sql`lower(${accounts.loginId}) = ${input.loginId.toLowerCase()}`,
          inArray(accounts.role, ['admin', 'public']),
        ),
      );
    if (!person) throw new AppError('E0422', '직원: 직원 계정이 아닙니다.');
    const halfDays = Math.round(input.days * 2);
    await tx
      .insert(holidayAllowances)
      .values({ accountId: person.id, year: input.year, grantedHalfDays: halfDays })
      .onConflictDoUpdate({
        target: [holidayAllowances.accountId, holidayAllowances.year],
        set: { grantedHalfDays: halfDays, updatedAt: new Date() },
      });
    await writeAudit(tx, actor, {
      action: 'holiday.grant',
      entity: 'holiday_allowance',
      entityId: person.id,
      after: input,
    });
    const all = await holidayBalances(tx, { ...user, role: 'admin' }, input.year);
    const mine = all.find((b) => b.loginId.toLowerCase() === input.loginId.toLowerCase());
    if (!mine) throw new AppError('E0500');
    return mine;
  });
