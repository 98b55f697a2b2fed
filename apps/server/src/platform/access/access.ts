import {
  type Access,
  type AccountKind,
  ADMIN_ONLY_ACCESS,
  ANYONE,
  AUTHENTICATED,
  grantedMenu,
  type Role,
  rolesOnly,
  STAFF_ONLY,
} from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../errors/app-error.js';

// Who may call an endpoint is declared with its contract in the domain (`Access`). Every /api
// route declares one (default deny: the app refuses to start with an undeclared route), and the
// role × endpoint test derives its cases from it.
export { type Access, grantedMenu, rolesOnly };
export const anyone: Access = ANYONE;
export const authenticated: Access = AUTHENTICATED;

/** The logged-in caller, from the server-side session. */
export type SessionUser = {
  accountId: number;
  loginId: string;
  name: string;
  kind: AccountKind;
  role: Role;
  customerCode: string | null;
  partnerCode: string | null;
  portal: string;
  loginTime: Date;
};

export const STAFF: readonly Role[] = ['admin', 'public'];

export const isStaff = (user: SessionUser): boolean => STAFF.includes(user.role);

/**
 * Whether the caller may use an endpoint. `grantedMenuUrls` are the URLs of the menu items granted
 * to the caller (menu_grants), needed only for a menuGrant declaration.
 */
export const allows = (
  access: Access,
  user: SessionUser | null,
  grantedMenuUrls: ReadonlySet<string> = new Set(),
): 'ok' | 'unauthenticated' | 'forbidden' => {
  if (access.kind === 'anyone') return 'ok';
  if (!user) return 'unauthenticated';
  if (access.kind === 'authenticated') return 'ok';
  if (access.kind === 'menuGrant') {
    if (user.role === 'admin') return 'ok';
    return isStaff(user) && grantedMenuUrls.has(access.menuUrl) ? 'ok' : 'forbidden';
  }
  return access.roles.includes(user.role) ? 'ok' : 'forbidden';
};

export const requireUser = (user: SessionUser | null): SessionUser => {
  if (!user) throw new AppError('E0401');
  return user;
};

/** Columns of a table that tie a row to a portal user. */
export type ScopeColumns = {
  customerCode?: AnyPgColumn;
  partnerCode?: AnyPgColumn;
  accountId?: AnyPgColumn;
};

/**
 * Row scoping in one line: `where(and(filters, rowScope(user, { customerCode: t.customerCode })))`.
 * Staff see every row (undefined = no condition). A customer user sees its own customer's rows,
 * a partner its own partner's rows, any other portal user its own rows; when a table has no
 * column that ties it to the caller, the caller sees nothing rather than everything.
 */
export const rowScope = (user: SessionUser, columns: ScopeColumns): SQL | undefined => {
  if (isStaff(user)) return undefined;
  if (user.role === 'cust' && columns.customerCode && user.customerCode) {
    return sql`${columns.customerCode} = ${user.customerCode}`;
  }
  if (columns.partnerCode && user.partnerCode && user.role !== 'cust') {
    return sql`${columns.partnerCode} = ${user.partnerCode}`;
  }
  if (columns.accountId) return sql`${columns.accountId} = ${user.accountId}`;
  return sql`false`;
};

export { ADMIN_ONLY_ACCESS };
export const STAFF_ACCESS: Access = STAFF_ONLY;
