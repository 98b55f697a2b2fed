import { noticeRequestApi, staffFormApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { grantHoliday, holidayBalances } from './holiday-balance.service.js';
import {
  approveNoticeRequest,
  declineNoticeRequest,
  getNoticeRequest,
  listNoticeRequests,
  requestNotice,
} from './notice-request.service.js';
import {
  decideStaffForm,
  getStaffForm,
  listStaffForms,
  submitStaffForm,
  updateStaffForm,
} from './staff-form.service.js';

export const noticeRequestRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  mountContracts(app, noticeRequestApi, {
    insert: async ({ user, body, actor }) =>
      answer(await requestNotice(ctx.db, ctx.realtime, user, body, actor), '공지를 요청했습니다.'),
    list: async ({ user, body, reply }) => {
      const page = await listNoticeRequests(ctx.db, user, body);
      reply.header('x-total-count', String(page.total));
      return page;
    },
    single: async ({ user, params }) => getNoticeRequest(ctx.db, user, params.seq),
    approve: async ({ user, params, body, actor }) =>
      answer(
        await approveNoticeRequest(ctx.db, ctx.realtime, user, params.seq, body, actor),
        '승인하여 게시했습니다.',
      ),
    decline: async ({ user, params, body, actor }) =>
      answer(
        await declineNoticeRequest(ctx.db, ctx.realtime, user, params.seq, body, actor),
        '반려했습니다.',
      ),
  });
  mountContracts(app, staffFormApi, {
    insert: async ({ user, body, actor }) =>
      answer(await submitStaffForm(ctx.db, ctx.realtime, user, body, actor), '제출했습니다.'),
    update: async ({ user, params, body, actor }) =>
      answer(await updateStaffForm(ctx.db, user, params.seq, body, actor), '저장했습니다.'),
    list: async ({ user, body, reply }) => {
      const page = await listStaffForms(ctx.db, user, body);
      reply.header('x-total-count', String(page.total));
      return page;
    },
    single: async ({ user, params }) => getStaffForm(ctx.db, user, params.seq),
    approve: async ({ user, params, body, actor }) =>
      answer(
        await decideStaffForm(
          ctx.db,
          ctx.realtime,
          user,
          params.seq,
          { approve: true, version: body.version },
          actor,
        ),
        '승인했습니다.',
      ),
    reject: async ({ user, params, body, actor }) =>
      answer(
        await decideStaffForm(ctx.db, ctx.realtime, user, params.seq, { approve: false, ...body }, actor),
        '반려했습니다.',
      ),
    balance: async ({ user, query }) => holidayBalances(ctx.db, user, query.year),
    grant: async ({ user, body, actor }) =>
      answer(await grantHoliday(ctx.db, user, body, actor), '저장했습니다.'),
  });
};
