import type {
  ExternalUser,
  ExternalUserCreate,
  ExternalUserListQuery,
  ExternalUserUpdate,
} from '@erp/domain';
import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/access/access.js';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import { createAccount, isLoginIdTaken } from '../../platform/auth/account.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import { destroyAccountSessions } from '../../platform/auth/session.service.js';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { escapeLike } from '../../platform/list/list-query.sql.js';
import { externalProfiles } from './external.table.js';
import { NO_EXTERNAL } from './external-scope.js';

// Head office's management of external salespeople (ExternalUserAdd/Modify/List, SPEC §7.8).

type Row = Omit<ExternalUser, 'lastLoginAt' | 'createdAt'> & { lastLoginAt: Date | null; createdAt: Date };

const selectUsers = (where: ReturnType<typeof sql>, tail: ReturnType<typeof sql> = sql``) => sql`
  select a.id, a.login_id as "loginId", a.name, a.phone, p.recommend_code as "recommendCode", p.region,
         p.image_url as "imageUrl", p.start_lat as "startLat", p.start_lng as "startLng", p.deleted,
         a.last_login_at as "lastLoginAt", a.created_at as "createdAt",
         (select count(distinct ca.customer_code)::int from accounts ca
            join customer_user_profiles cp on cp.account_id = ca.id
           where ca.kind = 'customer' and cp.recommend_code = p.recommend_code) as "customerCount"
  from accounts a join external_profiles p on p.account_id = a.id
  where a.kind = 'external' and ${where} ${tail}`;

const toUser = (r: Row): ExternalUser => ({
  ...r,
  lastLoginAt: r.lastLoginAt ? new Date(r.lastLoginAt).toISOString() : null,
  createdAt: new Date(r.createdAt).toISOString(),
});

export const getExternalUser = async (
  db: DbOrTx,
  id: number,
  viewer?: SessionUser | null,
): Promise<ExternalUser> => {
  if (viewer?.role === 'external' && viewer.accountId !== id) throw new AppError('E2001', NO_EXTERNAL);
  const [row] = await queryRows<Row>(db, selectUsers(sql`a.id = ${id}`));
  if (!row) throw new AppError('E2001', NO_EXTERNAL);
  return toUser(row);
};

const assertCodeFree = async (db: DbOrTx, code: string, exceptId: number | null) => {
  const [taken] = await queryRows<{ id: number }>(
    db,
    sql`select account_id as id from external_profiles where upper(recommend_code) = upper(${code})
        and account_id <> ${exceptId ?? 0}`,
  );
  if (taken) throw new AppError('E0422', `추천인 코드: 이미 다른 외부 영업자가 쓰는 코드입니다 (${code}).`);
};

const profileValues = (input: ExternalUserUpdate) => ({
  region: input.region ?? null,
  imageUrl: input.imageUrl ?? null,
  startLat: input.startLat ?? null,
  startLng: input.startLng ?? null,
});

export const createExternalUser = async (
  db: Db,
  input: ExternalUserCreate,
  actor: AuditActor,
): Promise<ExternalUser> => {
  await assertCodeFree(db, input.recommendCode, null);
  const account = await createAccount(
    db,
    {
      loginId: input.loginId,
      password: input.password,
      name: input.name,
      kind: 'external',
      role: 'external',
      phone: input.phone ?? null,
    },
    actor,
    async (tx, created) => {
      await tx
        .insert(externalProfiles)
        .values({ accountId: created.id, recommendCode: input.recommendCode, ...profileValues(input) });
    },
  );
  return getExternalUser(db, account.id);
};

export const updateExternalUser = async (
  db: Db,
  id: number,
  input: ExternalUserUpdate,
  actor: AuditActor,
): Promise<ExternalUser> => {
  await db.transaction(async (tx) => {
    const before = await getExternalUser(tx, id);
    await tx
      .update(accounts)
      .set({ name: input.name, phone: input.phone ?? null, updatedAt: sql`now()` })
      .where(eq(accounts.id, id));
    await tx
      .update(externalProfiles)
      .set({ ...profileValues(input), updatedAt: sql`now()` })
      .where(eq(externalProfiles.accountId, id));
    await writeAudit(tx, actor, {
      action: 'external.update',
      entity: 'external',
      entityId: id,
      before,
      after: input,
    });
  });
  return getExternalUser(db, id);
};

export const listExternalUsers = async (
  db: DbOrTx,
  query: ExternalUserListQuery,
): Promise<{ rows: ExternalUser[]; total: number }> => {
  const pattern = query.keyword ? `%${escapeLike(query.keyword)}%` : null;
  const where = sql`(${query.includeDeleted} or not p.deleted)
    and (${pattern}::text is null or a.login_id ilike ${pattern} or a.name like ${pattern}
         or p.recommend_code ilike ${pattern} or coalesce(a.phone, '') like ${pattern})`;
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from accounts a join external_profiles p on p.account_id = a.id
        where a.kind = 'external' and ${where}`,
  );
  const rows = await queryRows<Row>(
    db,
    selectUsers(where, sql`order by a.id limit ${query.size} offset ${(query.page - 1) * query.size}`),
  );
  return { rows: rows.map(toUser), total: count?.n ?? 0 };
};

/**
 * Changes an external's recommendation code. Their shops' customer users carry the code, so they
 * are re-pointed in the same transaction: the external keeps their customers and commission base.
 */
export const changeRecommendCode = async (
  db: Db,
  id: number,
  code: string,
  actor: AuditActor,
): Promise<ExternalUser> => {
  await db.transaction(async (tx) => {
    const before = await getExternalUser(tx, id);
    if (before.recommendCode === code) return;
    await assertCodeFree(tx, code, id);
    await tx
      .update(externalProfiles)
      .set({ recommendCode: code, updatedAt: sql`now()` })
      .where(eq(externalProfiles.accountId, id));
    await tx.execute(
      sql`update customer_user_profiles set recommend_code = ${code}, recommend_changed_at = now()
          where recommend_code = ${before.recommendCode}`,
    );
    await writeAudit(tx, actor, {
      action: 'external.recommend.change',
      entity: 'external',
      entityId: id,
      before: { recommendCode: before.recommendCode },
      after: { recommendCode: code },
    });
  });
  return getExternalUser(db, id);
};

const setProfile = async (
  db: Db,
  id: number,
  actor: AuditActor,
  action: string,
  apply: (tx: Tx) => Promise<void>,
): Promise<ExternalUser> => {
  await db.transaction(async (tx) => {
    await getExternalUser(tx, id);
    await apply(tx);
    await writeAudit(tx, actor, { action, entity: 'external', entityId: id });
  });
  return getExternalUser(db, id);
};

/** The deleted flag (never a deletion): a deleted external cannot log in; their rows stay. */
export const setExternalDeleted = (db: Db, id: number, deleted: boolean, actor: AuditActor) =>
  setProfile(db, id, actor, deleted ? 'external.delete' : 'external.restore', async (tx) => {
    await tx
      .update(externalProfiles)
      .set({ deleted, updatedAt: sql`now()` })
      .where(eq(externalProfiles.accountId, id));
    await tx.update(accounts).set({ disabled: deleted, updatedAt: sql`now()` }).where(eq(accounts.id, id));
    if (deleted) await destroyAccountSessions(tx, id);
  });

export const resetExternalImage = (db: Db, id: number, actor: AuditActor) =>
  setProfile(db, id, actor, 'external.image.reset', async (tx) => {
    await tx
      .update(externalProfiles)
      .set({ imageUrl: null, updatedAt: sql`now()` })
      .where(eq(externalProfiles.accountId, id));
  });

/** Interface insert: users sent by another system; a login that exists already is skipped, not changed. */
export const interfaceInsert = async (
  db: Db,
  users: readonly ExternalUserCreate[],
  actor: AuditActor,
): Promise<{ created: string[]; skipped: string[] }> => {
  const created: string[] = [];
  const skipped: string[] = [];
  for (const user of users) {
    if (await isLoginIdTaken(db, user.loginId)) {
      skipped.push(user.loginId);
      continue;
    }
    await createExternalUser(db, user, actor);
    created.push(user.loginId);
  }
  return { created, skipped };
};
