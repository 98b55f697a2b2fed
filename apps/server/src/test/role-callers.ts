import { ACCOUNT_KINDS, KIND_ROLES, ROLES, type Role } from '@erp/domain';
import type { SessionUser } from '../platform/access/access.js';
import type { TestApp } from './test-app.js';

// The login portal of each account kind (the mobile kind logs in on the staff pages' mobile one).
const PORTAL_OF_KIND: Record<string, string> = {
  staff: 'staff',
  customer: 'customer',
  purchase: 'purchase',
  external: 'external',
  seo: 'seo',
  client: 'client',
  courier: 'courier',
  hr: 'hr',
  autoreman: 'autoreman',
  taegyeong: 'taegyeong',
  mobis: 'mobis',
};

export type RoleCaller = { role: Role; user: SessionUser; loginId: string; portal: string; cookie: string };

/**
 * One logged-in account of every role (admin first), with the session user the server will see:
 * for tests that walk the route table as each kind of caller. A customer user belongs to C000001,
 * a partner to its own partner code.
 */
export const loginEveryRole = async (t: TestApp, loginPrefix: string): Promise<RoleCaller[]> => {
  const callers: RoleCaller[] = [];
  for (const role of ['admin', ...ROLES.filter((r) => r !== 'admin')] as Role[]) {
    const kind = ACCOUNT_KINDS.find((k) => k !== 'mobile' && KIND_ROLES[k].includes(role));
    if (!kind) throw new Error(`${role}: 계정 종류가 없습니다.`);
    const account = await t.addAccount({
      loginId: `${loginPrefix}-${role.toLowerCase()}`,
      kind,
      role,
      customerCode: kind === 'customer' ? 'C000001' : undefined,
      partnerCode: kind === 'customer' || kind === 'staff' ? undefined : role,
    });
    const portal = PORTAL_OF_KIND[kind] ?? 'staff';
    callers.push({
      role,
      loginId: account.loginId,
      portal,
      cookie: await t.login(account.loginId, portal),
      user: {
        accountId: account.id,
        loginId: account.loginId,
        name: '',
        kind,
        role,
        customerCode: account.customerCode,
        partnerCode: account.partnerCode,
        portal,
        loginTime: new Date(),
      },
    });
  }
  return callers;
};
