import { createHash, randomInt } from 'node:crypto';
import type { ClientCodePurpose, ClientJoin, ClientNotice, FindPwReset } from '@erp/domain';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { writeAudit } from '../../platform/audit/audit.service.js';
import { createAccount, isLoginIdTaken } from '../../platform/auth/account.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import { hashPassword, verifyPassword } from '../../platform/auth/password.js';
import { destroyAccountSessions } from '../../platform/auth/session.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { customers } from '../customer/customer.table.js';
import { clientPhoneCodes, clientProfiles } from './client-portal.table.js';
import type { MessageAdapter } from './message.adapter.js';

// Sign-up with a phone code, id find and password find (SPEC §2.19). The find steps answer in the
// same words and do the same work (a code row, a hash) whether or not an account exists; only the
// message to the phone differs, and it is sent after the answer is settled.

const CODE_TTL_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;
const MAX_CODES_PER_HOUR = 5;

export const fieldError = (field: string, label: string, message: string) =>
  new AppError('E0422', `${label}: ${message}`, { fields: [{ field, label, message }] });

const codeHash = (phone: string, purpose: ClientCodePurpose, code: string) =>
  createHash('sha256').update(`${purpose}:${phone}:${code}`).digest('hex');

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

const WRONG_CODE = '맞지 않거나 만료되었습니다. 인증번호를 다시 받으세요.';

/** Writes a code row (rate-limited per phone) and returns the code to send. */
const issueCode = async (
  db: DbOrTx,
  phone: string,
  purpose: ClientCodePurpose,
  accountId: number | null,
): Promise<string> => {
  const [recent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(clientPhoneCodes)
    .where(
      and(
        eq(clientPhoneCodes.phone, phone),
        eq(clientPhoneCodes.purpose, purpose),
        gt(clientPhoneCodes.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  if ((recent?.n ?? 0) >= MAX_CODES_PER_HOUR)
    throw new AppError('E0429', '인증번호 요청이 너무 많습니다. 한 시간 뒤에 다시 시도하세요.');
  const code = newCode();
  await db.insert(clientPhoneCodes).values({
    phone,
    purpose,
    accountId,
    codeHash: codeHash(phone, purpose, code),
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  return code;
};

/**
 * Takes a live code of the phone that matches (a later request by someone else does not void it);
 * a wrong guess counts against every live code, and the fifth ends them.
 */
const consumeCode = async (
  db: DbOrTx,
  phone: string,
  purpose: ClientCodePurpose,
  code: string,
): Promise<{ accountId: number | null } | null> => {
  const live = and(
    eq(clientPhoneCodes.phone, phone),
    eq(clientPhoneCodes.purpose, purpose),
    isNull(clientPhoneCodes.usedAt),
    gt(clientPhoneCodes.expiresAt, sql`now()`),
    lt(clientPhoneCodes.attempts, MAX_ATTEMPTS),
  );
  const rows = await db
    .select()
    .from(clientPhoneCodes)
    .where(live)
    .orderBy(desc(clientPhoneCodes.id))
    .limit(10);
  const hash = codeHash(phone, purpose, code);
  const row = rows.find((r) => r.codeHash === hash);
  if (!row) {
    if (rows.length > 0)
      await db
        .update(clientPhoneCodes)
        .set({ attempts: sql`${clientPhoneCodes.attempts} + 1` })
        .where(live);
    return null;
  }
  const used = await db
    .update(clientPhoneCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(clientPhoneCodes.id, row.id), isNull(clientPhoneCodes.usedAt)))
    .returning({ id: clientPhoneCodes.id });
  return used.length > 0 ? { accountId: row.accountId } : null;
};

/** Sends after the answer is settled; a failing gateway is logged, the answer stays the same. */
const sendLater = (
  adapter: MessageAdapter,
  to: string,
  templateCode: string,
  variables: Record<string, string>,
  text: string,
) => {
  void adapter.send({ to, templateCode, variables, text }).catch((error: unknown) => {
    console.error('client message failed', templateCode, error instanceof Error ? error.message : error);
  });
};

export const activeShop = async (db: DbOrTx, code: string) => {
  const [shop] = await db
    .select({ code: customers.code, name: customers.name })
    .from(customers)
    .where(and(eq(customers.code, code), eq(customers.status, 'active')));
  if (!shop)
    throw new AppError('E2001', 'QR 코드의 매장을 찾을 수 없습니다. 매장에 QR 코드를 다시 받으세요.');
  return shop;
};

const accountByPhone = async (db: DbOrTx, phone: string) => {
  const [row] = await db
    .select({ id: accounts.id, loginId: accounts.loginId })
    .from(clientProfiles)
    .innerJoin(accounts, eq(accounts.id, clientProfiles.accountId))
    .where(and(eq(clientProfiles.phone, phone), eq(accounts.disabled, false)));
  return row ?? null;
};

export const sendJoinCode = async (db: Db, adapter: MessageAdapter, phone: string): Promise<ClientNotice> => {
  const code = await issueCode(db, phone, 'join', null);
  sendLater(
    adapter,
    phone,
    'CLIENT_JOIN',
    { code },
    `[부품 ERP] 가입 인증번호 ${code} (5분 안에 입력하세요)`,
  );
  return { message: '인증번호를 문자로 보냈습니다. 5분 안에 입력하세요.' };
};

export const joinClient = async (db: Db, input: ClientJoin, actor: AuditActor): Promise<ClientNotice> => {
  const shop = await activeShop(db, input.shop);
  if (await isLoginIdTaken(db, input.loginId))
    throw fieldError('loginId', '아이디', '이미 사용 중인 아이디입니다.');
  const verified = await consumeCode(db, input.phone, 'join', input.code);
  if (!verified) throw fieldError('code', '인증번호', WRONG_CODE);
  if (await accountByPhone(db, input.phone))
    throw fieldError('phone', '휴대폰 번호', '이 번호로 가입한 계정이 있습니다. 아이디 찾기를 이용하세요.');
  await createAccount(
    db,
    {
      loginId: input.loginId,
      password: input.password,
      name: input.name,
      kind: 'client',
      role: 'client',
      phone: input.phone,
    },
    actor,
    async (tx, account) => {
      await tx.insert(clientProfiles).values({
        accountId: account.id,
        shopCode: shop.code,
        phone: input.phone,
        address: input.address ?? null,
      });
    },
  );
  return { message: `${shop.name} QR 고객으로 가입했습니다. 로그인하세요.` };
};

const FIND_ID_ANSWER = '가입된 번호라면 아이디를 문자로 보냈습니다. 문자를 확인하세요.';
const FIND_PW_ANSWER = '아이디와 번호가 맞으면 인증번호를 문자로 보냈습니다. 5분 안에 입력하세요.';

export const findClientId = async (db: Db, adapter: MessageAdapter, phone: string): Promise<ClientNotice> => {
  const account = await accountByPhone(db, phone);
  // The same code row either way: the work and the rate limit do not depend on the account.
  await issueCode(db, phone, 'find-id', account?.id ?? null);
  if (account)
    sendLater(
      adapter,
      phone,
      'CLIENT_FIND_ID',
      { loginId: account.loginId },
      `[부품 ERP] 아이디는 ${account.loginId} 입니다.`,
    );
  return { message: FIND_ID_ANSWER };
};

const accountFor = async (db: DbOrTx, loginId: string, phone: string) => {
  const account = await accountByPhone(db, phone);
  return account && account.loginId.toLowerCase() === loginId.toLowerCase() ? account : null;
};

export const sendPasswordCode = async (
  db: Db,
  adapter: MessageAdapter,
  loginId: string,
  phone: string,
): Promise<ClientNotice> => {
  const account = await accountFor(db, loginId, phone);
  const code = await issueCode(db, phone, 'find-pw', account?.id ?? null);
  if (account)
    sendLater(adapter, phone, 'CLIENT_FIND_PW', { code }, `[부품 ERP] 비밀번호 재설정 인증번호 ${code}`);
  return { message: FIND_PW_ANSWER };
};

export const resetClientPassword = async (
  db: Db,
  input: FindPwReset,
  actor: AuditActor,
): Promise<ClientNotice> => {
  // Hashed before the checks, so a wrong code and a right one take the same time to answer.
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const verified = await consumeCode(tx, input.phone, 'find-pw', input.code);
    const account = await accountFor(tx, input.loginId, input.phone);
    if (!verified || !account || verified.accountId !== account.id)
      throw fieldError('code', '인증번호', WRONG_CODE);
    await tx
      .update(accounts)
      .set({
        passwordHash,
        failedCount: 0,
        lockedUntil: null,
        passwordChangedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(accounts.id, account.id));
    await destroyAccountSessions(tx, account.id);
    await writeAudit(tx, actor, { action: 'client.password.find', entity: 'account', entityId: account.id });
    return { message: '비밀번호를 바꾸었습니다. 새 비밀번호로 로그인하세요.' };
  });
};

export const changeClientPassword = async (
  db: Db,
  accountId: number,
  input: { current: string; password: string },
  actor: AuditActor,
): Promise<void> => {
  const [row] = await db
    .select({ hash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!row || !(await verifyPassword(row.hash, input.current)))
    throw fieldError('current', '현재 비밀번호', '맞지 않습니다.');
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(accounts.id, accountId));
    await writeAudit(tx, actor, { action: 'client.password.change', entity: 'account', entityId: accountId });
  });
};
