import type { z } from 'zod';
import { ADMIN_ONLY, PURCHASE_DESK_ROLES, type Role, STAFF_ROLES } from '../account/account.roles.js';
import { fillPath, type PathParamNames } from '../common/route-path.js';

// An endpoint contract is the one declaration of an endpoint (DESIGN §3): the server mounts it
// (validation, envelope, OpenAPI, access), the web calls it through one typed client and derives
// its query keys from it. No URL is written twice.

/** Who may call an endpoint. The server checks it on every request before reading the body. */
export type Access =
  | { readonly kind: 'anyone' }
  | { readonly kind: 'authenticated' }
  | { readonly kind: 'roles'; readonly roles: readonly Role[] }
  /** A per-user extra menu (SPEC §6): admin, and the staff users granted that menu item (data). */
  | { readonly kind: 'menuGrant'; readonly menuUrl: string };

export const ANYONE: Access = { kind: 'anyone' };
export const AUTHENTICATED: Access = { kind: 'authenticated' };
export const rolesOnly = (...roles: readonly Role[]): Access => ({ kind: 'roles', roles });
/** Endpoints behind a granted menu admit admin and the users holding a grant on it, no one else. */
export const grantedMenu = (menuUrl: string): Access => ({ kind: 'menuGrant', menuUrl });
export const STAFF_ONLY: Access = rolesOnly(...STAFF_ROLES);
export const ADMIN_ONLY_ACCESS: Access = rolesOnly(...ADMIN_ONLY);
/** Purchasing endpoints: staff and the purchase-kind accounts. */
export const PURCHASE_DESK: Access = rolesOnly(...PURCHASE_DESK_ROLES);

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What a successful call answers besides the JSON envelope: a file the browser saves (Excel,
 * PDF, an image), a server-sent event stream, or a WebSocket. Each still has a contract, so no
 * route escapes the route-table test.
 */
export type RawResponse = { readonly raw: 'file' | 'stream' | 'socket'; readonly contentType: string };

export const fileResponse = (contentType: string): RawResponse => ({ raw: 'file', contentType });
export const XLSX_RESPONSE = fileResponse(
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
);
export const STREAM_RESPONSE: RawResponse = { raw: 'stream', contentType: 'text/event-stream' };
export const SOCKET_RESPONSE: RawResponse = { raw: 'socket', contentType: 'application/json' };

export type Contract = {
  readonly method: HttpMethod;
  /** Fastify path syntax: `/api/customer/v1.0/single/:code`. */
  readonly path: string;
  /** Korean summary for the OpenAPI document. */
  readonly summary: string;
  readonly access: Access;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The schema of the envelope's `response` field, or a raw answer. */
  readonly response: z.ZodType | RawResponse;
};

/** Keeps the literal path (for typed parameters) and the exact schemas of a contract. */
export const defineContract = <const C extends Contract>(contract: C): C => contract;

/** Declares the contracts of one area; the record's keys name the calls (`customerApi.single`). */
export const defineContracts = <const R extends Record<string, Contract>>(contracts: R): R => contracts;

export const isRawResponse = (response: Contract['response']): response is RawResponse =>
  typeof response === 'object' && response !== null && 'raw' in response;

/** The OpenAPI tag and the query-key area: the group after /api (`customer`, `order`, `page`…). */
export const groupOf = (path: string): string => path.split('/')[2] ?? 'api';

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : never;

/** What the web passes to call a contract: path values by name, the query and the body. */
export type CallInput<C extends Contract> = ([PathParamNames<C['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<C['path']>, string | number> }) &
  (C['query'] extends z.ZodType ? { query: Input<C['query']> } : { query?: undefined }) &
  (C['body'] extends z.ZodType ? { body: Input<C['body']> } : { body?: undefined });

/** What the handler reads (after validation and defaults). */
export type ParamsOf<C extends Contract> = Output<C['params']>;
export type QueryOf<C extends Contract> = Output<C['query']>;
export type BodyOf<C extends Contract> = Output<C['body']>;
/** The `response` field of a successful answer. */
export type ResponseOf<C extends Contract> = C['response'] extends z.ZodType
  ? z.output<C['response']>
  : never;

/**
 * The concrete address of a call: `/api/customer/v1.0/single/C000001?…`. A missing path value
 * is a programming error, so it throws rather than sending `undefined` to the server.
 */
export const urlOf = <C extends Contract>(contract: C, input: CallInput<C>): string => {
  const path = fillPath(contract.path, (input.params ?? {}) as Record<string, string | number | undefined>);
  const query = input.query as Record<string, unknown> | undefined;
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/** The TanStack Query key of a call: area first, so an area's queries can be invalidated together. */
export const queryKeyOf = <C extends Contract>(contract: C, input?: CallInput<C>) =>
  input === undefined
    ? ([groupOf(contract.path), contract.method, contract.path] as const)
    : ([groupOf(contract.path), contract.method, contract.path, input] as const);
