import {
  type AccountKind,
  LOGIN_PORTALS,
  type LoginPortal,
  type LoginRequest,
  portalAdmits,
  type SessionInfo,
} from '@erp/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { SessionUser } from '../access/access.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { LoginGuard } from '../http/app-ports.js';
import { withoutControls } from '../http/input-guard.js';
import { kstStamp } from '../http/kst.js';
import { accounts, loginAttempts, loginHistory } from './account.table.js';
import { burnPasswordCheck, verifyPassword } from './password.js';
import { createSession, type SessionPolicy } from './session.service.js';

export type LoginPolicy = SessionPolicy & {
  /** Checks after the password (IP rules); the first reason refuses the login (E1010). */
  guards?: readonly LoginGuard[];
  maxFailures: number;
  lockMinutes: number;
  ipMaxPerMinute: number;
  accountMaxPerMinute: number;
};

export type LoginContext = { portal: LoginPortal; ip: string; userAgent: string | null };

const recordAttempt = async (db: Db, loginId: string, ctx: LoginContext, success: boolean): Promise<void> => {
  await db
    .insert(loginAttempts)
    .values({ loginId: loginId.toLowerCase(), ip: ctx.ip, portal: ctx.portal, success });
};

// Counts attempts of the last minute in the database, so the limit holds across instances.
const assertNotRateLimited = async (db: Db, loginId: string, ctx: LoginContext, policy: LoginPolicy) => {
  const since = sql`now() - interval '1 minute'`;
  const [byIp] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ctx.ip), gt(loginAttempts.at, since)));
  const [byAccount] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.loginId, loginId.toLowerCase()), gt(loginAttempts.at, since)));
  if ((byIp?.n ?? 0) >= policy.ipMaxPerMinute || (byAccount?.n ?? 0) >= policy.accountMaxPerMinute) {
    throw new AppError('E1005');
  }
};

/**
 * A login request refused before it reached the password check (a control character, an over-long
 * id): it counts toward the rate limits like any other failed attempt, so malformed guesses are
 * not free. The id is stored without its control characters (PostgreSQL refuses NUL).
 */
export const recordRefusedLogin = async (
  db: Db,
  rawLoginId: unknown,
  ctx: LoginContext,
  policy: LoginPolicy,
): Promise<void> => {
  const loginId = typeof rawLoginId === 'string' ? withoutControls(rawLoginId).trim().slice(0, 100) : '';
  await assertNotRateLimited(db, loginId, ctx, policy);
  await recordAttempt(db, loginId, ctx, false);
};

/**
 * Logs in on one of the 13 login pages. Order of checks: rate limit, lock, password, then
 * disabled and page kind, so that only the holder of the right password learns that the account
 * is disabled or belongs to another login page.
 */
export const login = async (
  db: Db,
  request: LoginRequest,
  ctx: LoginContext,
  policy: LoginPolicy,
): Promise<{ token: string; user: SessionUser }> => {
  await assertNotRateLimited(db, request.loginId, ctx, policy);
  const [account] = await db
    .select()
    .from(accounts)
    .where(sql`lower(${accounts.loginId}) = lower(${request.loginId})`)
    .limit(1);
  if (!account) {
    await burnPasswordCheck(request.password);
    await recordAttempt(db, request.loginId, ctx, false);
    throw new AppError('E1001');
  }
  // A locked account answers as a wrong password does, after the same password check (the same
  // time): a guesser must not learn that the id exists. The lock shows in the admin's list.
  if (account.lockedUntil && account.lockedUntil.getTime() > Date.now()) {
    await verifyPassword(account.passwordHash, request.password);
    await recordAttempt(db, request.loginId, ctx, false);
    throw new AppError('E1001');
  }
  if (!(await verifyPassword(account.passwordHash, request.password))) {
    await recordAttempt(db, request.loginId, ctx, false);
    // One atomic statement: parallel wrong guesses cannot both read the same count.
    await db
      .update(accounts)
      .set({
        failedCount: sql`${accounts.failedCount} + 1`,
        lockedUntil: sql`case when ${accounts.failedCount} + 1 >= ${policy.maxFailures}
          then now() + make_interval(mins => ${policy.lockMinutes}) else ${accounts.lockedUntil} end`,
      })
      .where(eq(accounts.id, account.id));
    // The attempt that locks the account answers like any wrong password (see above).
    throw new AppError('E1001');
  }
  if (account.disabled) {
    await recordAttempt(db, request.loginId, ctx, false);
    throw new AppError('E1004');
  }
  if (!portalAdmits(ctx.portal, account.kind as AccountKind)) {
    await recordAttempt(db, request.loginId, ctx, false);
    throw new AppError('E1002');
  }
  for (const guard of policy.guards ?? []) {
    const guardInput = { accountId: account.id, loginId: account.loginId, kind: account.kind, ip: ctx.ip };
    const reason = await guard(db, { ...guardInput, portal: ctx.portal });
    if (reason) {
      await recordAttempt(db, request.loginId, ctx, false);
      throw new AppError('E1010', reason);
    }
  }
  await recordAttempt(db, request.loginId, ctx, true);
  await db.insert(loginHistory).values({ accountId: account.id, portal: ctx.portal, ip: ctx.ip });
  await db
    .update(accounts)
    .set({
      failedCount: 0,
      lockedUntil: null,
      lastLoginAt: sql`now()`,
      loginCount: sql`${accounts.loginCount} + 1`,
    })
    .where(eq(accounts.id, account.id));
  const token = await createSession(
    db,
    { accountId: account.id, portal: ctx.portal, ip: ctx.ip, userAgent: ctx.userAgent },
    policy,
  );
  return {
    token,
    user: {
      accountId: account.id,
      loginId: account.loginId,
      name: account.name,
      kind: account.kind as AccountKind,
      role: account.role as SessionUser['role'],
      customerCode: account.customerCode,
      partnerCode: account.partnerCode,
      portal: ctx.portal,
      loginTime: new Date(),
    },
  };
};

/** What the web keeps in session storage (SPEC §3). */
export const toSessionInfo = (user: SessionUser): SessionInfo => {
  const portal = (user.portal in LOGIN_PORTALS ? user.portal : 'staff') as LoginPortal;
  return {
    auth: user.role,
    id: user.loginId,
    name: user.name,
    kind: user.kind,
    loginTime: kstStamp(user.loginTime),
    AUTH: 'system',
    COMPANY_CODE: '00001',
    mode: 'PROD',
    // Public staff have no admin dashboard; they start on the staff home (/Home, a route addition
    // of the web shell), not on whatever their menu happens to list first.
    mainPage: portal === 'staff' && user.role !== 'admin' ? '/Home' : LOGIN_PORTALS[portal].mainPage,
    customerCode: user.customerCode,
    partnerCode: user.partnerCode,
  };
};
