import { companyApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { getCompanyProfile, saveCompanyProfile } from './company.service.js';

export const companyRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  mountContracts(app, companyApi, {
    profile: async () => getCompanyProfile(ctx.db),
    saveProfile: async ({ body, actor }) =>
      answer(await saveCompanyProfile(ctx.db, body, actor), '회사 정보를 저장했습니다.'),
  });
};
