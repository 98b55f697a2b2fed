import type { FastifyInstance } from 'fastify';
import { resolveSession } from '../auth/session.service.js';
import { AppError } from '../errors/app-error.js';
import type { AppContext, RouteRecord } from '../http/request-context.js';
import { grantedMenuUrls } from '../menu/menu.service.js';
import { allows } from './access.js';

export const sessionCookieName = (secure: boolean): string => (secure ? '__Host-sid' : 'sid');

/**
 * Default deny: an /api route without an access declaration stops the server from starting, and
 * every request is checked against its route's declaration before its body is even validated.
 */
export const installAccessControl = (app: FastifyInstance, ctx: AppContext): void => {
  app.decorate('routeTable', []);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (!access)
      throw new Error(`접근 권한 선언이 없는 엔드포인트입니다: ${String(route.method)} ${route.url}`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const schema = route.schema as RouteRecord['schema'];
      app.routeTable.push({
        method,
        url: route.url,
        access,
        contract: route.config?.contract,
        ...(schema ? { schema } : {}),
      });
    }
  });

  const cookieName = sessionCookieName(ctx.config.cookieSecure);
  const policy = {
    idleMinutes: ctx.config.sessionIdleMinutes,
    absoluteHours: ctx.config.sessionAbsoluteHours,
  };

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    const token = request.cookies[cookieName];
    if (token) {
      request.sessionToken = token;
      request.user = await resolveSession(ctx.db, token, policy);
    }
    // A granted menu's endpoints read the caller's grants: data an admin changes, never code.
    const granted =
      access.kind === 'menuGrant' && request.user && request.user.role !== 'admin'
        ? await grantedMenuUrls(ctx.db, request.user.accountId)
        : undefined;
    const verdict = allows(access, request.user, granted);
    if (verdict === 'unauthenticated') throw new AppError(token ? 'E1006' : 'E0401');
    if (verdict === 'forbidden') throw new AppError('E0403');
  });
};
