import { notificationReadSchema } from '@erp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, STAFF_ACCESS } from '../access/access.js';
import { resolveSession } from '../auth/session.service.js';
import { ok } from '../http/envelope.js';
import type { AppContext } from '../http/request-context.js';
import { inbox, markRead, unreadCount } from './notification.service.js';
import { SocketHub, type SocketLike } from './socket-hub.js';

const HEARTBEAT_MS = 30_000;

const channelParams = z.object({ userId: z.string().min(1).max(50).meta({ title: '사용자 ID' }) });
const inboxQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20).meta({ title: '개수' }),
});

/**
 * The ERP user channel (SPEC §7.9: a socket at a path keyed by user id) and the header bell's
 * inbox. Only staff open the channel (SPEC §6); the path's user id must be the session's own.
 */
export const realtimeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const hub = new SocketHub();
  const unsubscribe = ctx.realtime.subscribe((message) => hub.deliver(message));
  const policy = {
    idleMinutes: ctx.config.sessionIdleMinutes,
    absoluteHours: ctx.config.sessionAbsoluteHours,
  };

  // Drops sockets whose peer vanished or whose session ended (logout, expiry, disabled account).
  const heartbeat = setInterval(() => {
    void hub.sweep(async (token) => (await resolveSession(ctx.db, token, policy, { touch: false })) !== null);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    unsubscribe();
    hub.closeAll();
  });

  app.get(
    '/api/realtime/v1.0/user/:userId',
    {
      websocket: true,
      config: { access: STAFF_ACCESS },
      schema: { summary: '사용자 실시간 채널 (WebSocket)', tags: ['comm'], params: channelParams },
    },
    (socket, request) => {
      const user = requireUser(request.user);
      if (request.params.userId.toLowerCase() !== user.loginId.toLowerCase()) {
        socket.close(4403, 'forbidden');
        return;
      }
      hub.add(user.accountId, request.sessionToken ?? '', socket as SocketLike);
    },
  );

  app.get(
    '/api/comm/v1.0/notification/list',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '내 알림', tags: ['comm'], querystring: inboxQuery },
    },
    async (request) => ok(await inbox(ctx.db, requireUser(request.user).accountId, request.query.limit)),
  );
  app.get(
    '/api/comm/v1.0/notification/unread',
    { config: { access: STAFF_ACCESS }, schema: { summary: '안 읽은 알림 수', tags: ['comm'] } },
    async (request) => ok({ unread: await unreadCount(ctx.db, requireUser(request.user).accountId) }),
  );
  app.post(
    '/api/comm/v1.0/notification/read',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '알림 읽음 처리', tags: ['comm'], body: notificationReadSchema },
    },
    async (request) =>
      ok({ unread: await markRead(ctx.db, requireUser(request.user).accountId, request.body) }),
  );
};
