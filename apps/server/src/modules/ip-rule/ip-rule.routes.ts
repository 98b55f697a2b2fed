import { ipRuleApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { deleteIpRule, listIpRules, saveIpRule } from './ip-rule.service.js';

export const ipRuleRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  mountContracts(app, ipRuleApi, {
    save: async ({ body, actor, user }) =>
      answer(await saveIpRule(db, body, actor, user.kind), '허용 주소를 저장했습니다.'),
    companyList: async ({ request }) => ({
      ...(await listIpRules(db)),
      yourIp: request.ip,
      // The app reads the same variable when it builds Fastify (platform/http/app.ts).
      trustProxy: process.env.TRUST_PROXY === 'true',
    }),
    detailDelete: async ({ params, actor }) => {
      await deleteIpRule(db, params.id, actor);
      return answer(null, '허용 주소를 삭제했습니다.');
    },
  });
};
