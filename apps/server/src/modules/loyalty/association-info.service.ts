import {
  type AssociationInput,
  type AssociationListQuery,
  type AssociationRow,
  type ListPage,
  type MemberInput,
  type MemberListQuery,
  type MemberRow,
  type PartPointInput,
  type PartPointRow,
  withParticle,
  ymdToIsoDate,
} from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { kstIsoDate } from '../../platform/http/kst.js';

// Associations, their members with each member's point standard, and the points per part or
// part kind (AssociationInfoList, AssociationPointsBaseList, AssociationPartPointSettings).

export const iso = (v: Date | string | null) => (v == null ? null : new Date(v).toISOString());
const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const associationOf = async (db: DbOrTx, code: string) => {
  const [row] = await queryRows<{ id: number; code: string; name: string }>(
    db,
    sql`select id, code, name from associations where code = ${code.toUpperCase()}`,
  );
  if (!row) throw new AppError('E0422', `협회: 없는 협회입니다 (${code}).`, { field: 'associationCode' });
  return { ...row, id: Number(row.id) };
};

export const customerIdOf = async (db: DbOrTx, code: string) => {
  const [row] = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from customers where code = ${code.toUpperCase()}`,
  );
  if (!row) throw new AppError('E0422', `거래처: 없는 거래처입니다 (${code}).`, { field: 'customerCode' });
  return { id: Number(row.id), name: row.name };
};

type AssociationSql = {
  code: string;
  name: string;
  representative: string | null;
  phone: string | null;
  memo: string | null;
  active: boolean;
  members: number;
  created_at: Date | string;
};
const toAssociation = (r: AssociationSql): AssociationRow => ({
  code: r.code,
  name: r.name,
  representative: r.representative,
  phone: r.phone,
  memo: r.memo,
  active: r.active,
  members: Number(r.members),
  createdAt: iso(r.created_at) ?? '',
});
const ASSOCIATION_SELECT = sql`select a.code, a.name, a.representative, a.phone, a.memo, a.active, a.created_at,
  (select count(*)::int from association_members m where m.association_id = a.id) as members from associations a`;

export const listAssociations = async (
  db: DbOrTx,
  q: AssociationListQuery,
): Promise<ListPage<AssociationRow>> => {
  const where = q.keyword
    ? sql`where a.name like ${like(q.keyword)} or a.code = ${q.keyword.toUpperCase()}`
    : sql``;
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from associations a ${where}`,
  );
  const rows = await queryRows<AssociationSql>(
    db,
    sql`${ASSOCIATION_SELECT} ${where} order by a.code limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return {
    rows: rows.map(toAssociation),
    total: Number(count?.n ?? 0),
    totalCapped: false,
    page: q.page,
    size: q.size,
  };
};

/** Registers an association (the next AS code) or modifies one; nothing is deleted (사용 N). */
export const saveAssociation = async (
  db: Db,
  input: AssociationInput,
  actor: AuditActor,
): Promise<AssociationRow> =>
  db.transaction(async (tx) => {
    let code = input.code ?? null;
    if (code) {
      const before = await associationOf(tx, code);
      await tx.execute(sql`update associations set name = ${input.name}, representative = ${input.representative ?? null},
        phone = ${input.phone ?? null}, memo = ${input.memo ?? null}, active = ${input.active}, updated_at = now()
        where id = ${before.id}`);
    } else {
      // The lock makes two registrations at once take different numbers.
      await tx.execute(sql`lock table associations in share row exclusive mode`);
      const [next] = await queryRows<{ n: number }>(
        tx,
        sql`select coalesce(max(substring(code from 3)::int), 0) + 1 as n from associations where code ~ '^AS[0-9]+$'`,
      );
      code = `AS${String(next?.n ?? 1).padStart(4, '0')}`;
      await tx.execute(sql`insert into associations (code, name, representative, phone, memo, active, created_by)
        values (${code}, ${input.name}, ${input.representative ?? null}, ${input.phone ?? null}, ${input.memo ?? null},
          ${input.active}, ${actor.accountId})`);
    }
    await writeAudit(tx, actor, {
      action: 'association.save',
      entity: 'association',
      entityId: code,
      after: input,
    });
    const [row] = await queryRows<AssociationSql>(tx, sql`${ASSOCIATION_SELECT} where a.code = ${code}`);
    return toAssociation(row!);
  });

type MemberSql = {
  association_code: string;
  association_name: string;
  customer_code: string;
  customer_name: string;
  accrue: boolean;
  rate_bp: number;
  joined_on: string | null;
  memo: string | null;
  balance: string | null;
  by: string | null;
  updated_at: Date | string;
};
const MEMBER_FROM = sql`from association_members m
  join associations a on a.id = m.association_id
  join customers c on c.id = m.customer_id`;
const MEMBER_SELECT = sql`select a.code as association_code, a.name as association_name, c.code as customer_code,
  c.name as customer_name, m.accrue, m.rate_bp, to_char(m.joined_on, 'YYYYMMDD') as joined_on, m.memo,
  (select b.balance from point_balances b where b.customer_id = m.customer_id) as balance,
  (select x.name from accounts x where x.id = m.updated_by) as by, m.updated_at ${MEMBER_FROM}`;
const toMember = (r: MemberSql): MemberRow => ({
  associationCode: r.association_code,
  associationName: r.association_name,
  customerCode: r.customer_code,
  customerName: r.customer_name,
  accrue: r.accrue,
  rateBp: Number(r.rate_bp),
  joinedOn: r.joined_on,
  memo: r.memo,
  balance: Number(r.balance ?? 0),
  updatedByName: r.by,
  updatedAt: iso(r.updated_at) ?? '',
});

export const listMembers = async (db: DbOrTx, q: MemberListQuery): Promise<ListPage<MemberRow>> => {
  const parts: SQL[] = [];
  if (q.associationCode) parts.push(sql`a.code = ${q.associationCode.toUpperCase()}`);
  if (q.keyword) parts.push(sql`(c.name like ${like(q.keyword)} or c.code = ${q.keyword.toUpperCase()})`);
  const where = parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${MEMBER_FROM} ${where}`);
  const rows = await queryRows<MemberSql>(
    db,
    sql`${MEMBER_SELECT} ${where} order by a.code, c.code limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return {
    rows: rows.map(toMember),
    total: Number(count?.n ?? 0),
    totalCapped: false,
    page: q.page,
    size: q.size,
  };
};

export const loadMember = async (db: DbOrTx, customerCode: string): Promise<MemberRow> => {
  const [row] = await queryRows<MemberSql>(
    db,
    sql`${MEMBER_SELECT} where c.code = ${customerCode.toUpperCase()}`,
  );
  if (!row)
    throw new AppError('E2001', `거래처 ${withParticle(customerCode, '은/는')} 협회 회원이 아닙니다.`);
  return toMember(row);
};

/** Saves a member's standard, joining (or moving) it to the association named; audited. */
export const saveMember = async (db: Db, input: MemberInput, actor: AuditActor): Promise<MemberRow> =>
  db.transaction(async (tx) => {
    const association = await associationOf(tx, input.associationCode);
    const customer = await customerIdOf(tx, input.customerCode);
    const [before] = await queryRows<Record<string, unknown>>(
      tx,
      sql`select association_id, accrue, rate_bp, joined_on, memo from association_members where customer_id = ${customer.id}`,
    );
    const joinedOn = input.joinedOn ? ymdToIsoDate(input.joinedOn) : null;
    // A member without a joining day joins today on the Korean calendar (the database runs in UTC).
    const today = kstIsoDate();
    await tx.execute(sql`insert into association_members (customer_id, association_id, accrue, rate_bp, joined_on, memo, updated_by)
      values (${customer.id}, ${association.id}, ${input.accrue}, ${input.rateBp}, coalesce(${joinedOn}::date, ${today}::date),
        ${input.memo ?? null}, ${actor.accountId})
      on conflict (customer_id) do update set association_id = excluded.association_id, accrue = excluded.accrue,
        rate_bp = excluded.rate_bp, joined_on = coalesce(${joinedOn}::date, association_members.joined_on),
        memo = excluded.memo, updated_by = excluded.updated_by, updated_at = now()`);
    await writeAudit(tx, actor, {
      action: 'association.member',
      entity: 'customer',
      entityId: input.customerCode,
      before: before ?? null,
      after: input,
    });
    return loadMember(tx, input.customerCode);
  });

/** Joins a customer to an association with the standard it had (a new member: accrues, 0 %). */
export const joinMember = async (
  db: Db,
  associationCode: string,
  customerCode: string,
  actor: AuditActor,
): Promise<MemberRow> => {
  const current = await loadMember(db, customerCode).catch(() => null);
  return saveMember(
    db,
    {
      associationCode,
      customerCode,
      accrue: current?.accrue ?? true,
      rateBp: current?.rateBp ?? 0,
      joinedOn: null,
      memo: current?.memo ?? null,
    },
    actor,
  );
};

export const listPartPoints = async (db: DbOrTx, associationCode: string): Promise<PartPointRow[]> => {
  const association = await associationOf(db, associationCode);
  const rows = await queryRows<{
    id: number;
    target: 'part' | 'kind';
    target_code: string;
    target_name: string | null;
    mode: 'rate' | 'fixed';
    value: number;
    active: boolean;
    by: string | null;
    updated_at: Date | string;
  }>(
    db,
    sql`select s.id, s.target, s.target_code, s.mode, s.value, s.active, s.updated_at,
          case when s.target = 'part' then (select p.name from parts p where p.code = s.target_code)
               else (select k.name from part_kinds k where k.code = s.target_code) end as target_name,
          (select x.name from accounts x where x.id = s.updated_by) as by
        from association_part_points s where s.association_id = ${association.id}
        order by s.target desc, s.target_code`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    associationCode: association.code,
    target: r.target,
    targetCode: r.target_code,
    targetName: r.target_name ?? '',
    mode: r.mode,
    value: Number(r.value),
    active: r.active,
    updatedByName: r.by,
    updatedAt: iso(r.updated_at) ?? '',
  }));
};

/** Saves the points of a part or kind for an association (사용 N stops it; nothing is deleted). */
export const savePartPoint = async (
  db: Db,
  input: PartPointInput,
  actor: AuditActor,
): Promise<PartPointRow[]> =>
  db.transaction(async (tx) => {
    const association = await associationOf(tx, input.associationCode);
    const exists = await queryRows<{ one: number }>(
      tx,
      input.target === 'part'
        ? sql`select 1 as one from parts where code = ${input.targetCode}`
        : sql`select 1 as one from part_kinds where code = ${input.targetCode}`,
    );
    if (exists.length === 0)
      throw new AppError(
        'E0422',
        `대상 코드: 없는 ${input.target === 'part' ? '품목' : '품목 분류'}입니다 (${input.targetCode}).`,
        { field: 'targetCode' },
      );
    if (input.mode === 'rate' && input.value > 10_000)
      throw new AppError('E0422', '적립값: 금액의 %는 100% (10000) 이하로 입력하세요.', { field: 'value' });
    await tx.execute(sql`insert into association_part_points (association_id, target, target_code, mode, value, active, updated_by)
      values (${association.id}, ${input.target}, ${input.targetCode}, ${input.mode}, ${input.value}, ${input.active}, ${actor.accountId})
      on conflict (association_id, target, target_code) do update set mode = excluded.mode, value = excluded.value,
        active = excluded.active, updated_by = excluded.updated_by, updated_at = now()`);
    await writeAudit(tx, actor, {
      action: 'association.part-point',
      entity: 'association',
      entityId: association.code,
      after: input,
    });
    return listPartPoints(tx, association.code);
  });
