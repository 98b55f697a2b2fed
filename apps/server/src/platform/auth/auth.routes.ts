import {
  accountCreateSchema,
  accountListQuerySchema,
  accountSummarySchema,
  LOGIN_PORTAL_NAMES,
  LOGIN_PORTALS,
  loginIdSchema,
  loginRequestSchema,
  passwordResetSchema,
  sessionInfoSchema,
} from '@erp/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionCookieName } from '../access/access.hooks.js';
import { ADMIN_ONLY_ACCESS, anyone, authenticated, requireUser, STAFF_ACCESS } from '../access/access.js';
import type { AuditActor } from '../audit/audit.service.js';
import { envelopeOf, ok } from '../http/envelope.js';
import type { AppContext } from '../http/request-context.js';
import {
  createAccount,
  isLoginIdTaken,
  listAccounts,
  listStaffNames,
  resetPassword,
  setAccountDisabled,
} from './account.service.js';
import { login, recordRefusedLogin, toSessionInfo } from './login.service.js';
import { destroySession } from './session.service.js';

export const actorOf = (request: FastifyRequest): AuditActor => ({
  accountId: request.user?.accountId ?? null,
  loginId: request.user?.loginId ?? null,
  ip: request.ip,
});

const idParams = z.object({ id: z.coerce.number().int().positive().meta({ title: '계정 번호' }) });

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { config, db } = ctx;
  const cookieName = sessionCookieName(config.cookieSecure);
  const policy = {
    idleMinutes: config.sessionIdleMinutes,
    absoluteHours: config.sessionAbsoluteHours,
    maxFailures: config.loginMaxFailures,
    lockMinutes: config.loginLockMinutes,
    ipMaxPerMinute: config.loginIpMaxPerMinute,
    accountMaxPerMinute: config.loginAccountMaxPerMinute,
  };
  const setCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(cookieName, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
      maxAge: config.sessionAbsoluteHours * 3600,
    });

  // One endpoint per login page of SPEC §2.4, each admitting only its own account kinds.
  for (const portal of LOGIN_PORTAL_NAMES) {
    app.post(
      `/api/user/v1.0/login/${portal}`,
      {
        config: { access: anyone },
        // A refused body still reaches the handler, so that it counts as a failed attempt.
        attachValidation: true,
        schema: {
          summary: `로그인: ${LOGIN_PORTALS[portal].page}`,
          tags: ['user'],
          body: loginRequestSchema,
          response: { 200: envelopeOf(sessionInfoSchema) },
        },
      },
      async (request, reply) => {
        const loginContext = { portal, ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
        if (request.validationError) {
          const raw = request.body as { loginId?: unknown } | null | undefined;
          await recordRefusedLogin(db, raw?.loginId, loginContext, policy);
          throw request.validationError;
        }
        // A new id at every login: a session id planted before login is never reused.
        if (request.sessionToken) await destroySession(db, request.sessionToken);
        const { token, user } = await login(db, request.body, loginContext, policy);
        setCookie(reply, token);
        return ok(toSessionInfo(user), '로그인되었습니다.');
      },
    );
  }

  app.post(
    '/api/user/v1.0/logout',
    { config: { access: anyone }, schema: { summary: '로그아웃', tags: ['user'] } },
    async (request, reply) => {
      if (request.sessionToken) await destroySession(db, request.sessionToken);
      reply.clearCookie(cookieName, { path: '/' });
      return ok(null, '로그아웃되었습니다.');
    },
  );

  app.get(
    '/api/user/v1.0/session',
    {
      config: { access: authenticated },
      schema: { summary: '현재 세션 정보', tags: ['user'], response: { 200: envelopeOf(sessionInfoSchema) } },
    },
    async (request) => ok(toSessionInfo(requireUser(request.user))),
  );

  // Account administration (admin screens come later; the API is here).
  app.post(
    '/api/user/v1.0/save',
    {
      config: { access: ADMIN_ONLY_ACCESS },
      schema: {
        summary: '계정 등록',
        tags: ['user'],
        body: accountCreateSchema,
        response: { 200: envelopeOf(accountSummarySchema) },
      },
    },
    async (request) => ok(await createAccount(db, request.body, actorOf(request)), '계정을 등록했습니다.'),
  );

  app.post(
    '/api/user/v1.0/list',
    {
      config: { access: ADMIN_ONLY_ACCESS },
      schema: { summary: '계정 목록', tags: ['user'], body: accountListQuerySchema },
    },
    async (request) => ok(await listAccounts(db, request.body)),
  );

  app.get(
    '/api/user/v1.0/check/duplicate/:loginId',
    {
      config: { access: ADMIN_ONLY_ACCESS },
      schema: { summary: '아이디 중복 확인', tags: ['user'], params: z.object({ loginId: loginIdSchema }) },
    },
    async (request) => ok({ duplicate: await isLoginIdTaken(db, request.params.loginId) }),
  );

  app.post(
    '/api/user/v1.0/disable/:id',
    {
      config: { access: ADMIN_ONLY_ACCESS },
      schema: { summary: '계정 사용 중지', tags: ['user'], params: idParams },
    },
    async (request) =>
      ok(await setAccountDisabled(db, request.params.id, true, actorOf(request)), '사용 중지했습니다.'),
  );

  app.post(
    '/api/user/v1.0/enable/:id',
    {
      config: { access: ADMIN_ONLY_ACCESS },
      schema: { summary: '계정 사용 재개', tags: ['user'], params: idParams },
    },
    async (request) =>
      ok(await setAccountDisabled(db, request.params.id, false, actorOf(request)), '사용을 재개했습니다.'),
  );

  app.post(
    '/api/user/v1.0/password/reset/:id',
    {
      config: { access: ADMIN_ONLY_ACCESS },
      schema: { summary: '비밀번호 초기화', tags: ['user'], params: idParams, body: passwordResetSchema },
    },
    async (request) => {
      await resetPassword(db, request.params.id, request.body.password, actorOf(request));
      return ok(null, '비밀번호를 변경했습니다. 기존 로그인은 모두 종료됩니다.');
    },
  );

  // Pickers (a customer's sales staff) need names of staff and external sales people, not the
  // whole account list, which stays admin-only.
  app.get(
    '/api/user/v1.0/staff/list',
    { config: { access: STAFF_ACCESS }, schema: { summary: '직원·외부 영업 이름 목록', tags: ['user'] } },
    async () => ok(await listStaffNames(db)),
  );
};
