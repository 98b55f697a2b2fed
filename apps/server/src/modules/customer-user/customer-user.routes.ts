import {
  customerUserCreateSchema,
  customerUserDormantQuerySchema,
  customerUserListQuerySchema,
  customerUserLoginInfoQuerySchema,
  customerUserSchema,
  customerUserUpdateSchema,
  customerUserWeeklyQuerySchema,
  recommendCodeSchema,
} from '@erp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, rolesOnly, STAFF_ACCESS } from '../../platform/access/access.js';
import { actorOf } from '../../platform/auth/auth.routes.js';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import type { AppContext } from '../../platform/http/request-context.js';
import {
  createCustomerUser,
  getCustomerUser,
  listCustomerUserLoginInfo,
  listCustomerUsers,
  listDormantCustomerUsers,
  setRecommendCode,
  updateCustomerUser,
  weeklyCustomerLoginCounts,
} from './customer-user.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive().meta({ title: '사용자 번호' }) });

export const customerUserRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.post(
    '/api/customer/v1.0/user/save',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '거래처 사용자 등록',
        tags: ['customer'],
        body: customerUserCreateSchema,
        response: { 200: envelopeOf(customerUserSchema) },
      },
    },
    async (request) =>
      ok(await createCustomerUser(db, request.body, actorOf(request)), '거래처 사용자를 등록했습니다.'),
  );

  app.post(
    '/api/customer/v1.0/user/all/list',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '거래처 사용자 목록', tags: ['customer'], body: customerUserListQuerySchema },
    },
    async (request) => ok(await listCustomerUsers(db, request.body)),
  );

  // A customer user reads its own record (and its own customer's users) through this call too.
  app.get(
    '/api/customer/v1.0/user/single/:id',
    {
      config: { access: rolesOnly('admin', 'public', 'cust') },
      schema: {
        summary: '거래처 사용자 단건',
        tags: ['customer'],
        params: idParams,
        response: { 200: envelopeOf(customerUserSchema) },
      },
    },
    async (request) => ok(await getCustomerUser(db, request.params.id, requireUser(request.user))),
  );

  app.post(
    '/api/customer/v1.0/user/update/:id',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '거래처 사용자 수정',
        tags: ['customer'],
        params: idParams,
        body: customerUserUpdateSchema,
      },
    },
    async (request) =>
      ok(await updateCustomerUser(db, request.params.id, request.body, actorOf(request)), '수정했습니다.'),
  );

  app.put(
    '/api/customer/v1.0/user/recommend/code/:id',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '추천인 코드 변경',
        tags: ['customer'],
        params: idParams,
        body: z.object({ recommendCode: recommendCodeSchema }),
      },
    },
    async (request) =>
      ok(
        await setRecommendCode(db, request.params.id, request.body.recommendCode, actorOf(request)),
        '추천인 코드를 변경했습니다.',
      ),
  );

  app.put(
    '/api/customer/v1.0/user/recommend/code/null/:id',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '추천인 코드 해제', tags: ['customer'], params: idParams },
    },
    async (request) =>
      ok(
        await setRecommendCode(db, request.params.id, null, actorOf(request)),
        '추천인 코드를 해제했습니다.',
      ),
  );

  app.post(
    '/api/customer/v1.0/user/dormant/list',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '휴면 거래처 사용자', tags: ['customer'], body: customerUserDormantQuerySchema },
    },
    async (request) => ok(await listDormantCustomerUsers(db, request.body)),
  );

  app.post(
    '/api/customer/v1.0/user/login/info',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '월별 로그인 횟수', tags: ['customer'], body: customerUserLoginInfoQuerySchema },
    },
    async (request) => ok(await listCustomerUserLoginInfo(db, request.body)),
  );

  app.post(
    '/api/customer/v1.0/user/login/count/week',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '주간 로그인 수', tags: ['customer'], body: customerUserWeeklyQuerySchema },
    },
    async (request) => ok(await weeklyCustomerLoginCounts(db, request.body)),
  );
};
