import { type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/access/access.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';

// Who an external call is about. An external account always means itself: another external's id
// answers exactly like a missing one. Head office names the external (externalId).

export const NO_EXTERNAL = '외부 영업자를 찾을 수 없습니다.';
export const NO_CUSTOMER = '거래처를 찾을 수 없습니다.';

export type ExternalRef = { accountId: number; name: string; recommendCode: string };

const loadExternal = async (db: DbOrTx, accountId: number): Promise<ExternalRef | undefined> => {
  const [row] = await queryRows<ExternalRef>(
    db,
    sql`select a.id as "accountId", a.name, p.recommend_code as "recommendCode"
        from accounts a join external_profiles p on p.account_id = a.id
        where a.id = ${accountId} and a.kind = 'external'`,
  );
  return row;
};

export const externalOf = async (
  db: DbOrTx,
  user: SessionUser,
  externalId: number | undefined | null,
): Promise<ExternalRef> => {
  if (user.role === 'external') {
    if (externalId != null && externalId !== user.accountId) throw new AppError('E2001', NO_EXTERNAL);
    const own = await loadExternal(db, user.accountId);
    // An external login head office never gave a profile has no code yet: an empty portfolio.
    return own ?? { accountId: user.accountId, name: user.name, recommendCode: '' };
  }
  if (externalId == null) throw new AppError('E0422', '외부 영업자: 외부 영업자를 고르세요.');
  const found = await loadExternal(db, externalId);
  if (!found) throw new AppError('E2001', NO_EXTERNAL);
  return found;
};

/**
 * The codes of the customers an external recommended: those whose customer users carry the
 * external's recommendation code (customer_user_profiles, indexed), as SQL for an `in (…)`.
 */
export const recommendedCodes = (recommendCode: string): SQL =>
  sql`(select distinct ca.customer_code from accounts ca
        join customer_user_profiles cp on cp.account_id = ca.id
       where ca.kind = 'customer' and ca.customer_code is not null and cp.recommend_code = ${recommendCode})`;

/** Refuses a customer the external did not recommend exactly as a customer that does not exist. */
export const assertOwnCustomer = async (
  db: DbOrTx,
  ext: ExternalRef,
  customerCode: string,
): Promise<{ code: string; name: string; address: string | null }> => {
  const [row] = await queryRows<{ code: string; name: string; address: string | null }>(
    db,
    sql`select code, name, address from customers
        where code = ${customerCode} and code in ${recommendedCodes(ext.recommendCode)}`,
  );
  if (!row) throw new AppError('E2001', NO_CUSTOMER);
  return row;
};
