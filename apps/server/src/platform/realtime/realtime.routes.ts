import { realtimeApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../access/access.js';
import { resolveSession } from '../auth/session.service.js';
import { mountContract, mountSocketContract } from '../http/contract-route.js';
import type { AppContext } from '../http/request-context.js';
import { inbox, markRead, unreadCount } from './notification.service.js';
import { SocketHub, type SocketLike } from './socket-hub.js';

const HEARTBEAT_MS = 30_000;

/**
 * The ERP user channel (SPEC §7.9: a socket at a path keyed by user id) and the header bell's
 * inbox. Only staff open the channel (SPEC §6); the path's user id must be the session's own.
 */
export const realtimeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
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

  mountSocketContract(app, realtimeApi.channel, (socket, request, params) => {
    const user = requireUser(request.user);
    if (params.userId.toLowerCase() !== user.loginId.toLowerCase()) {
      socket.close(4403, 'forbidden');
      return;
    }
    hub.add(user.accountId, request.sessionToken ?? '', socket as SocketLike);
  });
  mountContract(app, realtimeApi.inbox, async ({ user, query }) =>
    inbox(ctx.db, user.accountId, query.limit),
  );
  mountContract(app, realtimeApi.unread, async ({ user }) => ({
    unread: await unreadCount(ctx.db, user.accountId),
  }));
  mountContract(app, realtimeApi.read, async ({ user, body }) => ({
    unread: await markRead(ctx.db, user.accountId, body),
  }));
};
