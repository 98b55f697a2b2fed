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

// Touching last_seen_at on every request would turn each read into a write, so the row is
// written at most every idle/4. The idle time-out is still measured from the true last use: this
// process remembers each session's last request, and a session ends exactly `idleMinutes` after
// it (another instance, which did not see that request, reads the row, at most idle/4 behind).
const touchAfterMs = (policy: SessionPolicy): number => (policy.idleMinutes * 60_000) / 4;
const lastUse = new Map<string, number>();
const LAST_USE_LIMIT = 100_000;

const rememberUse = (idHash: string, at: number): void => {
  lastUse.delete(idHash);
  lastUse.set(idHash, at);
  // Oldest first in a Map: drop the longest unused when the map grows past its bound.
  if (lastUse.size > LAST_USE_LIMIT) {
    const oldest = lastUse.keys().next().value;
    if (oldest !== undefined) lastUse.delete(oldest);
  }
};

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
  const seen = Math.max(row.lastSeenAt.getTime(), lastUse.get(idHash) ?? 0);
  const idleExpired = now - seen > policy.idleMinutes * 60_000;
  if (row.disabled || idleExpired || row.expiresAt.getTime() <= now) {
    lastUse.delete(idHash);
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  if (options.touch !== false) {
    rememberUse(idHash, now);
    if (now - row.lastSeenAt.getTime() >= touchAfterMs(policy)) {
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.idHash, idHash));
    }
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
  lastUse.delete(hashToken(token));
  await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
};

/** Ends every session of an account (disable, password reset). */
export const destroyAccountSessions = async (db: DbOrTx, accountId: number): Promise<void> => {
  await db.delete(sessions).where(eq(sessions.accountId, accountId));
};

/**
 * Housekeeping: drops sessions past their absolute or idle limit (idle with the row's slack) and login attempts older than a
 * day (the rate limits look back one minute). Idempotent, so every instance may run it.
 */
export const purgeExpiredSessions = async (db: DbOrTx, policy: SessionPolicy): Promise<void> => {
  await db.delete(sessions).where(
    or(
      lt(sessions.expiresAt, sql`now()`),
      // The row's last_seen_at may be up to idle/4 behind the last request (see touchAfterMs).
      lt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${policy.idleMinutes * 75})`),
    ),
  );
  await db.delete(loginAttempts).where(lt(loginAttempts.at, sql`now() - interval '1 day'`));
};
