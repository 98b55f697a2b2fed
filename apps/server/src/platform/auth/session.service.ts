import { createHash, randomBytes } from 'node:crypto';
import type { AccountKind, Role } from '@erp/domain';
import { eq, lt, or, sql } from 'drizzle-orm';
import type { SessionUser } from '../access/access.js';
import type { DbOrTx } from '../db/database.js';
import { accounts, loginAttempts, sessions } from './account.table.js';

export type SessionPolicy = { idleMinutes: number; absoluteHours: number };

// 128 random bits (OWASP session-id guidance); the cookie carries it, the table only its hash.
export const newSessionToken = (): string => randomBytes(16).toString('base64url');
const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

// Touching last_seen_at on every request would turn each read into a write; a minute of slack
// on the idle time-out is harmless.
const TOUCH_AFTER_MS = 60_000;

export const createSession = async (
  db: DbOrTx,
  input: { accountId: number; portal: string; ip: string | null; userAgent: string | null },
  policy: SessionPolicy,
): Promise<string> => {
  const token = newSessionToken();
  const now = new Date();
  await db.insert(sessions).values({
    idHash: hashToken(token),
    accountId: input.accountId,
    portal: input.portal,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + policy.absoluteHours * 3_600_000),
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  return token;
};

/** The session's user, or null when the token is unknown, expired, idle too long or disabled. */
export const resolveSession = async (
  db: DbOrTx,
  token: string,
  policy: SessionPolicy,
  /** false = only check (an open socket's heartbeat must not keep an idle session alive). */
  options: { touch?: boolean } = {},
): Promise<SessionUser | null> => {
  if (!/^[A-Za-z0-9_-]{22}$/.test(token)) return null;
  const idHash = hashToken(token);
  const rows = await db
    .select({
      accountId: accounts.id,
      loginId: accounts.loginId,
      name: accounts.name,
      kind: accounts.kind,
      role: accounts.role,
      customerCode: accounts.customerCode,
      partnerCode: accounts.partnerCode,
      disabled: accounts.disabled,
      portal: sessions.portal,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.idHash, idHash))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const now = Date.now();
  const idleExpired = now - row.lastSeenAt.getTime() > policy.idleMinutes * 60_000;
  if (row.disabled || idleExpired || row.expiresAt.getTime() <= now) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  if (options.touch !== false && now - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.idHash, idHash));
  }
  return {
    accountId: row.accountId,
    loginId: row.loginId,
    name: row.name,
    kind: row.kind as AccountKind,
    role: row.role as Role,
    customerCode: row.customerCode,
    partnerCode: row.partnerCode,
    portal: row.portal,
    loginTime: row.createdAt,
  };
};

export const destroySession = async (db: DbOrTx, token: string): Promise<void> => {
  await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
};

/** Ends every session of an account (disable, password reset). */
export const destroyAccountSessions = async (db: DbOrTx, accountId: number): Promise<void> => {
  await db.delete(sessions).where(eq(sessions.accountId, accountId));
};

/**
 * Housekeeping: drops sessions past their absolute or idle limit and login attempts older than a
 * day (the rate limits look back one minute). Idempotent, so every instance may run it.
 */
export const purgeExpiredSessions = async (db: DbOrTx, policy: SessionPolicy): Promise<void> => {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, sql`now()`),
        lt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${policy.idleMinutes})`),
      ),
    );
  await db.delete(loginAttempts).where(lt(loginAttempts.at, sql`now() - interval '1 day'`));
};
