import { pageAccessSaveSchema, pageAccessStatsEntrySchema, pageAccessStatsFilterSchema } from '@erp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY_ACCESS, authenticated, requireUser } from '../access/access.js';
import { envelopeOf, ok } from '../http/envelope.js';
import type { AppContext } from '../http/request-context.js';
import { listPageAccessStats, savePageAccess } from './page-access.service.js';

export const pageAccessRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/page/access/v1.0/save',
    {
      config: { access: authenticated },
      schema: { summary: '페이지 접속 기록', tags: ['page-access'], body: pageAccessSaveSchema },
    },
    async (request) => {
      await savePageAccess(ctx.db, request.body, requireUser(request.user).accountId);
      return ok({ success: true });
    },
  );

  app.post(
    '/api/page/access/v1.0/stats/list',
    {
      config: { access: ADMIN_ONLY_ACCESS },
      schema: {
        summary: '페이지 접속 통계',
        tags: ['page-access'],
        body: pageAccessStatsFilterSchema,
        response: { 200: envelopeOf(z.array(pageAccessStatsEntrySchema)) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listPageAccessStats(ctx.db, request.body);
      // SPEC §7.1: `response` is the list itself; the total travels in a header for paging.
      reply.header('x-total-count', String(total));
      return ok(rows);
    },
  );
};
