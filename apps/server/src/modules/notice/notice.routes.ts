import { noticeApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import {
  createNotice,
  listNotices,
  readNotice,
  staffDirectory,
  updateNotice,
  withdrawNotice,
} from './notice.service.js';

export const noticeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  mountContracts(app, noticeApi, {
    insert: async ({ user, body, actor }) => {
      const saved = await createNotice(ctx.db, ctx.realtime, user, body, actor);
      return answer(saved, saved.status === 'published' ? '공지를 게시했습니다.' : '임시 저장했습니다.');
    },
    update: async ({ user, params, body, actor }) => {
      const saved = await updateNotice(ctx.db, ctx.realtime, user, params.seq, body, actor);
      return answer(saved, saved.status === 'published' ? '공지를 저장했습니다.' : '임시 저장했습니다.');
    },
    withdraw: async ({ user, params, actor }) =>
      answer(await withdrawNotice(ctx.db, user, params.seq, actor), '게시를 취소했습니다.'),
    list: async ({ user, body, reply }) => {
      const page = await listNotices(ctx.db, user, body);
      reply.header('x-total-count', String(page.total));
      return page;
    },
    single: async ({ user, params }) => readNotice(ctx.db, user, params.seq),
    staff: async () => staffDirectory(ctx.db),
  });
};
