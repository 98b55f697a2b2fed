import { linkApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { hideLink, listLinks, saveLink, updateLink } from './link.service.js';

export const referenceRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  mountContracts(app, linkApi, {
    list: async ({ query }) => listLinks(ctx.db, query.collection),
    save: async ({ body, actor }) => answer(await saveLink(ctx.db, body, actor), '등록했습니다.'),
    update: async ({ params, body, actor }) =>
      answer(await updateLink(ctx.db, params.id, body, actor), '수정했습니다.'),
    hide: async ({ params, actor }) => answer(await hideLink(ctx.db, params.id, actor), '내렸습니다.'),
  });
};
