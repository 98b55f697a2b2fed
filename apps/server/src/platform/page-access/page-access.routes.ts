import { pageAccessApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { mountContracts } from '../http/contract-route.js';
import type { AppContext } from '../http/request-context.js';
import { listPageAccessStats, savePageAccess } from './page-access.service.js';

export const pageAccessRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  mountContracts(app, pageAccessApi, {
    save: async ({ body, user }) => {
      await savePageAccess(ctx.db, body, user.accountId);
      return { success: true as const };
    },
    stats: async ({ body, reply }) => {
      const { rows, total } = await listPageAccessStats(ctx.db, body);
      // SPEC §7.1: `response` is the list itself; the total travels in a header for paging.
      reply.header('x-total-count', String(total));
      return rows;
    },
  });
};
