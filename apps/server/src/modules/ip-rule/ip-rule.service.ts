import { BlockList, isIPv4 } from 'node:net';
import { type IpRefusal, type IpRule, type IpRuleSave, parseIpRange } from '@erp/domain';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { LoginGuard } from '../../platform/http/app-ports.js';
import { ipLoginRefusals, ipRules } from './ip-rule.table.js';

// Company rules bind the company's own staff (office logins); customers, partners and drivers
// sign in from anywhere and are bound only by rules written for their own account.
const COMPANY_BOUND_KINDS = new Set(['staff']);

/** An address as node sees it; an IPv4 address mapped into IPv6 ("::ffff:10.0.0.1") is IPv4. */
const plainIp = (ip: string): string => (ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip);

/** Whether `ip` falls in one of `ranges` (texts accepted by parseIpRange). */
export const ipInRanges = (ip: string, ranges: readonly string[]): boolean => {
  const list = new BlockList();
  for (const text of ranges) {
    const range = parseIpRange(text);
    if (range) list.addSubnet(range.address, range.prefix, range.family);
  }
  const address = plainIp(ip);
  return list.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
};

/** The ranges that bind one account: the company's (for staff) and its own. */
const rangesFor = async (db: DbOrTx, accountId: number, kind: string): Promise<string[]> => {
  const scope = COMPANY_BOUND_KINDS.has(kind)
    ? or(eq(ipRules.scope, 'company'), eq(ipRules.accountId, accountId))
    : eq(ipRules.accountId, accountId);
  const rows = await db.select({ range: ipRules.range }).from(ipRules).where(scope);
  return rows.map((r) => r.range);
};

/**
 * The login guard: with no rule binding the account every address is allowed; otherwise the
 * address must fall in one of its ranges. A refusal is kept for the IP 관리 screen.
 */
export const ipLoginGuard: LoginGuard = async (db, login) => {
  const ranges = await rangesFor(db, login.accountId, login.kind);
  if (ranges.length === 0 || ipInRanges(login.ip, ranges)) return null;
  const reason = `허용되지 않은 접속 주소(${plainIp(login.ip)})입니다. 허용된 사무실 또는 지정 주소에서 로그인하세요.`;
  await db.insert(ipLoginRefusals).values({
    accountId: login.accountId,
    loginId: login.loginId,
    ip: plainIp(login.ip),
    portal: login.portal,
    reason,
  });
  return reason;
};

const creator = alias(accounts, 'creator');

/** IP 관리: every rule (company first) and the latest refused logins. */
export const listIpRules = async (db: DbOrTx): Promise<{ rules: IpRule[]; refusals: IpRefusal[] }> => {
  const rows = await db
    .select({
      id: ipRules.id,
      scope: ipRules.scope,
      accountId: ipRules.accountId,
      loginId: accounts.loginId,
      accountName: accounts.name,
      range: ipRules.range,
      memo: ipRules.memo,
      createdAt: ipRules.createdAt,
      createdByName: creator.name,
    })
    .from(ipRules)
    .leftJoin(accounts, eq(accounts.id, ipRules.accountId))
    .leftJoin(creator, eq(creator.id, ipRules.createdBy))
    .orderBy(asc(ipRules.scope), asc(accounts.loginId), asc(ipRules.id))
    .limit(1000);
  const refusals = await db.select().from(ipLoginRefusals).orderBy(desc(ipLoginRefusals.id)).limit(100);
  return {
    rules: rows.map((r) => ({
      ...r,
      scope: r.scope as IpRule['scope'],
      createdAt: r.createdAt.toISOString(),
    })),
    refusals: refusals.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      loginId: r.loginId,
      ip: r.ip,
      portal: r.portal,
      reason: r.reason,
    })),
  };
};

/**
 * Adds a rule. The saver must still be able to log in afterwards: a company rule that leaves out
 * the address the admin is working from would lock the office out, so it is refused.
 */
export const saveIpRule = async (
  db: Db,
  input: IpRuleSave,
  actor: AuditActor,
  actorKind: string,
): Promise<IpRule> => {
  const range = parseIpRange(input.range);
  if (!range) throw new AppError('E0422', '허용 주소: 주소 형식이 올바르지 않습니다.');
  const normalized =
    range.prefix === (range.family === 'ipv4' ? 32 : 128)
      ? range.address
      : `${range.address}/${range.prefix}`;
  const id = await db.transaction(async (tx) => {
    let accountId: number | null = null;
    if (input.scope === 'user') {
      const loginId = input.loginId?.trim();
      if (!loginId) throw new AppError('E0422', '사용자 아이디: 사용자별 규칙은 아이디가 필요합니다.');
      const [account] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(sql`lower(${accounts.loginId}) = lower(${loginId})`)
        .limit(1);
      if (!account) throw new AppError('E0422', '사용자 아이디: 등록되지 않은 아이디입니다.');
      accountId = account.id;
    } else if (input.loginId?.trim()) {
      throw new AppError('E0422', '사용자 아이디: 회사 전체 규칙에는 아이디를 넣지 않습니다.');
    }
    const [dup] = await tx
      .select({ id: ipRules.id })
      .from(ipRules)
      .where(
        and(
          eq(ipRules.scope, input.scope),
          accountId === null ? sql`${ipRules.accountId} is null` : eq(ipRules.accountId, accountId),
          eq(ipRules.range, normalized),
        ),
      )
      .limit(1);
    if (dup) throw new AppError('E2002', '허용 주소: 이미 등록된 주소입니다.');
    const [row] = await tx
      .insert(ipRules)
      .values({
        scope: input.scope,
        accountId,
        range: normalized,
        memo: input.memo ?? null,
        createdBy: actor.accountId,
      })
      .returning({ id: ipRules.id });
    if (
      actor.accountId !== null &&
      actor.ip &&
      (input.scope === 'company' ? COMPANY_BOUND_KINDS.has(actorKind) : accountId === actor.accountId)
    ) {
      const ranges = await rangesFor(tx, actor.accountId, actorKind);
      if (!ipInRanges(actor.ip, ranges)) {
        throw new AppError(
          'E0422',
          `허용 주소: 저장하면 지금 접속한 주소(${plainIp(actor.ip)})에서 로그인할 수 없게 됩니다. 이 주소를 포함하는 대역을 먼저 등록하세요.`,
        );
      }
    }
    await writeAudit(tx, actor, {
      action: 'ip-rule.save',
      entity: 'ip_rule',
      entityId: row!.id,
      after: { ...input, range: normalized },
    });
    return row!.id;
  });
  const { rules } = await listIpRules(db);
  return rules.find((r) => r.id === id)!;
};

/** Deletes one rule (detail delete). */
export const deleteIpRule = async (db: Db, id: number, actor: AuditActor): Promise<void> => {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(ipRules).where(eq(ipRules.id, id)).returning();
    if (!row) throw new AppError('E2001', '허용 IP 규칙을 찾을 수 없습니다.');
    await writeAudit(tx, actor, { action: 'ip-rule.delete', entity: 'ip_rule', entityId: id, before: row });
  });
};
