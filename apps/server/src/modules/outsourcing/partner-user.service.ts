import {
  OSC_PARTNER_KEYS,
  OSC_PARTNERS,
  type OscPartnerKey,
  type PartnerUser,
  type PartnerUserListQuery,
  partnerOfCode,
  partnerUserListQuerySchema,
} from '@erp/domain';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { isStaff, type SessionUser } from '../../platform/access/access.js';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import { createAccount, setAccountDisabled } from '../../platform/auth/account.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import { hashPassword } from '../../platform/auth/password.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { combine, countCapped, escapeLike, pageWindow } from '../../platform/list/list-query.sql.js';

// Partner users (SPEC §2.21 OutsourcingXxxUserRegistration / Modify, §7.6 user calls): head
// office manages every partner's accounts, a partner account only its own partner's. Another
// partner's user id answers exactly like a missing one. A delete stops the account (its rows
// keep who wrote them) and ends its sessions.

const PARTNER_KINDS = OSC_PARTNER_KEYS.map((k) => OSC_PARTNERS[k].kind);

const notFound = () => new AppError('E2001', '협력사 사용자를 찾을 수 없습니다.');

/** The partners a caller may manage: all for staff, its own for a partner account. */
const manageable = (user: SessionUser): readonly OscPartnerKey[] => {
  if (isStaff(user)) return OSC_PARTNER_KEYS;
  const own = partnerOfCode(user.partnerCode);
  return own && own.role === user.role ? [own.key] : [];
};

const scopeOf = (user: SessionUser): SQL => {
  const partners = manageable(user);
  if (partners.length === 0) return sql`false`;
  return and(
    inArray(accounts.kind, PARTNER_KINDS),
    inArray(
      accounts.partnerCode,
      partners.map((k) => OSC_PARTNERS[k].code),
    ),
  )!;
};

type Row = typeof accounts.$inferSelect;

const toUser = (row: Row): PartnerUser => ({
  id: row.id,
  partner: partnerOfCode(row.partnerCode)?.key ?? 'Hr',
  loginId: row.loginId,
  name: row.name,
  phone: row.phone,
  disabled: row.disabled,
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const loadScoped = async (db: DbOrTx, user: SessionUser, id: number): Promise<Row> => {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), scopeOf(user)));
  if (!row) throw notFound();
  return row;
};

export const partnerUserOf = async (db: DbOrTx, user: SessionUser, id: number) =>
  toUser(await loadScoped(db, user, id));

export const listPartnerUsers = async (db: DbOrTx, user: SessionUser, query: PartnerUserListQuery) => {
  const q = partnerUserListQuerySchema.parse(query);
  const conditions: (SQL | undefined)[] = [scopeOf(user)];
  if (q.partner) conditions.push(eq(accounts.partnerCode, OSC_PARTNERS[q.partner].code));
  if (q.search) {
    const like = `%${escapeLike(q.search.toLowerCase())}%`;
    conditions.push(sql`(lower(${accounts.loginId}) like ${like} or lower(${accounts.name}) like ${like})`);
  }
  const where = combine(conditions);
  const { limit, offset } = pageWindow(q);
  const [{ total }, rows] = await Promise.all([
    countCapped(db, accounts, where),
    db.select().from(accounts).where(where).orderBy(desc(accounts.id)).limit(limit).offset(offset),
  ]);
  return { rows: rows.map(toUser), total };
};

export const insertPartnerUser = async (
  db: Db,
  user: SessionUser,
  input: { partner: OscPartnerKey; loginId: string; password: string; name: string; phone?: string | null },
  actor: AuditActor,
): Promise<PartnerUser> => {
  // Another partner named in the body reads as a partner that is not there.
  if (!manageable(user).includes(input.partner)) throw new AppError('E2001', '협력사를 찾을 수 없습니다.');
  const partner = OSC_PARTNERS[input.partner];
  const created = await createAccount(
    db,
    {
      loginId: input.loginId,
      password: input.password,
      name: input.name,
      kind: partner.kind,
      role: partner.role,
      customerCode: null,
      partnerCode: partner.code,
      phone: input.phone ?? null,
    },
    actor,
  );
  return partnerUserOf(db, user, created.id);
};

export const modifyPartnerUser = async (
  db: Db,
  user: SessionUser,
  id: number,
  input: { name: string; phone?: string | null; password?: string | undefined },
  actor: AuditActor,
): Promise<PartnerUser> => {
  const before = await loadScoped(db, user, id);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({
        name: input.name,
        phone: input.phone ?? null,
        ...(passwordHash ? { passwordHash, passwordChangedAt: sql`now()` } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(accounts.id, id));
    await writeAudit(tx, actor, {
      action: 'outsourcing.user.modify',
      entity: 'account',
      entityId: id,
      before: { name: before.name, phone: before.phone },
      after: { name: input.name, phone: input.phone ?? null, password: passwordHash ? 'changed' : 'kept' },
    });
  });
  return partnerUserOf(db, user, id);
};

export const deletePartnerUser = async (db: Db, user: SessionUser, id: number, actor: AuditActor) => {
  await loadScoped(db, user, id);
  await setAccountDisabled(db, id, true, actor);
  return partnerUserOf(db, user, id);
};
