import { LOGIN_PORTAL_NAMES, loginApi, userApi } from '@erp/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { sessionCookieName } from '../access/access.hooks.js';
import { answer, mountContract, mountContracts } from '../http/contract-route.js';
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

// Modules read the caller of a request for audit rows through here.
export { actorOf } from './actor.js';

export const authRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { config, db } = ctx;
  const cookieName = sessionCookieName(config.cookieSecure);
  const policy = {
    idleMinutes: config.sessionIdleMinutes,
    absoluteHours: config.sessionAbsoluteHours,
    maxFailures: config.loginMaxFailures,
    lockMinutes: config.loginLockMinutes,
    ipMaxPerMinute: config.loginIpMaxPerMinute,
    accountMaxPerMinute: config.loginAccountMaxPerMinute,
    guards: ctx.ports.loginGuards,
  };
  const setCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(cookieName, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
      maxAge: config.sessionAbsoluteHours * 3600,
    });

  // One endpoint per login page of SPEC §2.4, each admitting only its own account kinds. A refused
  // body still reaches the handler (attachValidation), so that it counts as a failed attempt; a body
  // that is not even JSON is handed on as its text for the same reason (the schema then refuses it),
  // where the app's own parser would answer 400 before any count.
  await app.register(async (logins) => {
    logins.removeContentTypeParser('application/json');
    logins.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
      const raw = String(text);
      if (raw.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(raw));
      } catch {
        done(null, raw);
      }
    });
    for (const portal of LOGIN_PORTAL_NAMES) {
      mountContract(
        logins,
        loginApi[portal],
        async ({ request, reply, body }) => {
          const loginContext = { portal, ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
          if (request.validationError) {
            const raw = request.body as { loginId?: unknown } | null | undefined;
            await recordRefusedLogin(db, raw?.loginId, loginContext, policy);
            throw request.validationError;
          }
          // A new id at every login: a session id planted before login is never reused.
          if (request.sessionToken) await destroySession(db, request.sessionToken);
          const { token, user } = await login(db, body, loginContext, policy);
          setCookie(reply, token);
          return answer(toSessionInfo(user), '로그인되었습니다.');
        },
        { attachValidation: true },
      );
    }
  });

  mountContracts(app, userApi, {
    logout: async ({ request, reply }) => {
      if (request.sessionToken) await destroySession(db, request.sessionToken);
      reply.clearCookie(cookieName, { path: '/' });
      return answer(null, '로그아웃되었습니다.');
    },
    session: async ({ user }) => toSessionInfo(user),
    // Account administration.
    save: async ({ body, actor }) => answer(await createAccount(db, body, actor), '계정을 등록했습니다.'),
    list: async ({ body }) => listAccounts(db, body),
    checkDuplicate: async ({ params }) => ({ duplicate: await isLoginIdTaken(db, params.loginId) }),
    disable: async ({ params, actor }) =>
      answer(await setAccountDisabled(db, params.id, true, actor), '사용 중지했습니다.'),
    enable: async ({ params, actor }) =>
      answer(await setAccountDisabled(db, params.id, false, actor), '사용을 재개했습니다.'),
    resetPassword: async ({ params, body, actor }) => {
      await resetPassword(db, params.id, body.password, actor);
      return answer(null, '비밀번호를 변경했습니다. 기존 로그인은 모두 종료됩니다.');
    },
    staffNames: async () => listStaffNames(db),
  });
};
