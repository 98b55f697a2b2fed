import { customerUserApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
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

export const customerUserRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, customerUserApi, {
    save: async ({ body, actor }) =>
      answer(await createCustomerUser(db, body, actor), '거래처 사용자를 등록했습니다.'),
    list: async ({ body }) => listCustomerUsers(db, body),
    single: async ({ params, user }) => getCustomerUser(db, params.id, user),
    update: async ({ params, body, actor }) =>
      answer(await updateCustomerUser(db, params.id, body, actor), '수정했습니다.'),
    setRecommendCode: async ({ params, body, actor }) =>
      answer(await setRecommendCode(db, params.id, body.recommendCode, actor), '추천인 코드를 변경했습니다.'),
    clearRecommendCode: async ({ params, actor }) =>
      answer(await setRecommendCode(db, params.id, null, actor), '추천인 코드를 해제했습니다.'),
    dormant: async ({ body }) => listDormantCustomerUsers(db, body),
    loginInfo: async ({ body }) => listCustomerUserLoginInfo(db, body),
    weeklyLogins: async ({ body }) => weeklyCustomerLoginCounts(db, body),
  });
};
