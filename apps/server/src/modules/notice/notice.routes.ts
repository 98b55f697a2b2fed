import { noticeListSchema, noticeSaveSchema, noticeUpdateSchema } from '@erp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, STAFF_ACCESS } from '../../platform/access/access.js';
import { actorOf } from '../../platform/auth/auth.routes.js';
import { ok } from '../../platform/http/envelope.js';
import type { AppContext } from '../../platform/http/request-context.js';
import {
  createNotice,
  listNotices,
  readNotice,
  staffDirectory,
  updateNotice,
  withdrawNotice,
} from './notice.service.js';

const seqParams = z.object({ seq: z.coerce.number().int().positive().meta({ title: '공지 번호' }) });

export const noticeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/notice/v1.0/insert',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '공지 등록', tags: ['notice'], body: noticeSaveSchema },
    },
    async (request) => {
      const saved = await createNotice(
        ctx.db,
        ctx.realtime,
        requireUser(request.user),
        request.body,
        actorOf(request),
      );
      return ok(saved, saved.status === 'published' ? '공지를 게시했습니다.' : '임시 저장했습니다.');
    },
  );
  app.post(
    '/api/notice/v1.0/update/:seq',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '공지 수정', tags: ['notice'], params: seqParams, body: noticeUpdateSchema },
    },
    async (request) => {
      const saved = await updateNotice(
        ctx.db,
        ctx.realtime,
        requireUser(request.user),
        request.params.seq,
        request.body,
        actorOf(request),
      );
      return ok(saved, saved.status === 'published' ? '공지를 저장했습니다.' : '임시 저장했습니다.');
    },
  );
  app.post(
    '/api/notice/v1.0/withdraw/:seq',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '공지 게시 취소', tags: ['notice'], params: seqParams },
    },
    async (request) =>
      ok(
        await withdrawNotice(ctx.db, requireUser(request.user), request.params.seq, actorOf(request)),
        '게시를 취소했습니다.',
      ),
  );
  app.post(
    '/api/notice/v1.0/list',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '공지 목록', tags: ['notice'], body: noticeListSchema },
    },
    async (request, reply) => {
      const { items, total } = await listNotices(ctx.db, requireUser(request.user), request.body);
      reply.header('x-total-count', String(total));
      return ok({ items, total });
    },
  );
  app.get(
    '/api/notice/v1.0/single/:seq',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '공지 보기', tags: ['notice'], params: seqParams },
    },
    async (request) => ok(await readNotice(ctx.db, requireUser(request.user), request.params.seq)),
  );
  app.get(
    '/api/notice/v1.0/staff',
    { config: { access: STAFF_ACCESS }, schema: { summary: '공지 받을 직원 목록', tags: ['notice'] } },
    async () => ok(await staffDirectory(ctx.db)),
  );
};
