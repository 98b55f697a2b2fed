import { menuNodeSchema } from '@erp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, requireUser } from '../access/access.js';
import { envelopeOf, ok } from '../http/envelope.js';
import type { AppContext } from '../http/request-context.js';
import { menuTreeFor } from './menu.service.js';

export const menuRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/comm/v1.0/menu/list',
    {
      config: { access: authenticated },
      schema: {
        summary: '내 메뉴 트리',
        tags: ['comm'],
        response: { 200: envelopeOf(z.array(menuNodeSchema)) },
      },
    },
    async (request) => ok(await menuTreeFor(ctx.db, requireUser(request.user))),
  );
};
