import { menuApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { mountContracts } from '../http/contract-route.js';
import type { AppContext } from '../http/request-context.js';
import { menuTreeFor } from './menu.service.js';

export const menuRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  mountContracts(app, menuApi, { list: async ({ user }) => menuTreeFor(ctx.db, user) });
};
