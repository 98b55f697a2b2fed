import type { AccountKind, Role } from '@erp/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { accounts } from '../platform/auth/account.table.js';
import { hashPassword } from '../platform/auth/password.js';
import { type AppConfig, loadConfig } from '../platform/config.js';
import type { Database, Db } from '../platform/db/database.js';
import { buildApp } from '../platform/http/app.js';
import { createRealtimeBus, type RealtimeBus } from '../platform/realtime/realtime-bus.js';
import { openTestDatabase } from './test-database.js';

export const TEST_PASSWORD = 'test-pass-1234';

let cachedHash: Promise<string> | undefined;
const testHash = (): Promise<string> => {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  return cachedHash;
};

export type TestAccount = {
  id: number;
  loginId: string;
  role: Role;
  kind: AccountKind;
  customerCode: string | null;
  partnerCode: string | null;
};

/** A caller's request: method, address, its Cookie header value and the JSON body if any. */
export type CallerRequest = [
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string,
  body?: unknown,
];

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: AppConfig;
  realtime: RealtimeBus;
  close: () => Promise<void>;
  /** Inserts an account with TEST_PASSWORD (through the table: tests seed their own rows). */
  addAccount: (input: {
    loginId: string;
    kind: AccountKind;
    role: Role;
    customerCode?: string;
    partnerCode?: string;
    disabled?: boolean;
  }) => Promise<TestAccount>;
  /** Logs in through the real endpoint and returns the Cookie header value. */
  login: (loginId: string, portal: string, password?: string) => Promise<string>;
  /**
   * A second employee confirms a new customer (신규 거래처 확인) through the real endpoint, so an
   * order for it can be fixed; the checker account is made on first use.
   */
  confirmCustomer: (customerCode: string) => Promise<void>;
  /**
   * A call that must succeed (status < 300; the server's message says why when not), returning
   * the envelope's response: the set-up and happy paths of the API tests.
   */
  ok: <T = unknown>(...request: CallerRequest) => Promise<T>;
  /**
   * A call that must be refused with `status` (the status and message say what came instead),
   * returning the server's message for the test to check what it names.
   */
  refused: (status: number, ...request: CallerRequest) => Promise<string>;
  /** JSON request helper returning status and parsed envelope. */
  call: (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    options?: { cookie?: string; body?: unknown; ip?: string },
  ) => Promise<{
    status: number;
    body: { code: string; message: string; response: unknown };
    raw: LightMyRequestResponse;
  }>;
};

export const createTestApp = async (overrides: Partial<AppConfig> = {}): Promise<TestApp> => {
  const database = await openTestDatabase();
  const config: AppConfig = { ...loadConfig({}), webDistDir: '/nonexistent', ...overrides };
  const realtime = createRealtimeBus(config.redisUrl);
  const app = await buildApp({ database, db: database.db, config, realtime }, { serveWeb: false });
  const call: TestApp['call'] = async (method, url, options = {}) => {
    const raw = await app.inject({
      method,
      url,
      ...(options.ip ? { remoteAddress: options.ip } : {}),
      headers: {
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
    });
    let body: { code: string; message: string; response: unknown };
    try {
      body = raw.json();
    } catch {
      body = { code: '', message: raw.body, response: null };
    }
    return { status: raw.statusCode, body, raw };
  };
  let checkerCookie: string | null = null;
  const send = (...[method, url, cookie, body]: CallerRequest) =>
    call(method, url, { cookie, ...(body === undefined ? {} : { body }) });
  const ok: TestApp['ok'] = async <T>(...request: CallerRequest) => {
    const res = await send(...request);
    if (res.status >= 300)
      throw new Error(`${request[0]} ${request[1]} → ${res.status}: ${res.body.message}`);
    return res.body.response as T;
  };
  const refused: TestApp['refused'] = async (status, ...request) => {
    const res = await send(...request);
    if (res.status !== status)
      throw new Error(`${request[0]} ${request[1]} → ${res.status}, not ${status}: ${res.body.message}`);
    return res.body.message;
  };
  const self: TestApp = {
    ok,
    refused,
    app,
    db: database.db,
    database,
    config,
    realtime,
    close: async () => {
      await app.close();
      await realtime.close();
      await database.close();
    },
    addAccount: async (input) => {
      const [row] = await database.db
        .insert(accounts)
        .values({
          loginId: input.loginId,
          name: `${input.loginId} 테스트`,
          kind: input.kind,
          role: input.role,
          passwordHash: await testHash(),
          customerCode: input.customerCode ?? null,
          partnerCode: input.partnerCode ?? null,
          disabled: input.disabled ?? false,
        })
        .returning();
      return {
        id: row!.id,
        loginId: row!.loginId,
        role: input.role,
        kind: input.kind,
        customerCode: row!.customerCode,
        partnerCode: row!.partnerCode,
      };
    },
    login: async (loginId, portal, password = TEST_PASSWORD) => {
      const res = await call('POST', `/api/user/v1.0/login/${portal}`, { body: { loginId, password } });
      if (res.status !== 200)
        throw new Error(`login ${loginId}@${portal} failed: ${res.status} ${res.body.message}`);
      const setCookie = res.raw.headers['set-cookie'];
      const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
      return (first ?? '').split(';')[0] ?? '';
    },
    confirmCustomer: async (customerCode) => {
      if (!checkerCookie) {
        await self.addAccount({ loginId: 'insert-checker', kind: 'staff', role: 'public' });
        checkerCookie = await self.login('insert-checker', 'staff');
      }
      const res = await call('POST', `/api/customer/v1.0/insert/check/${customerCode}`, {
        cookie: checkerCookie,
      });
      if (res.status !== 200)
        throw new Error(`confirm ${customerCode} failed: ${res.status} ${res.body.message}`);
    },
    call,
  };
  return self;
};
