import { bizNoSchema, labeled, phoneSchema } from '@erp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY_ACCESS, STAFF_ACCESS } from '../../platform/access/access.js';
import { actorOf } from '../../platform/auth/auth.routes.js';
import { ok } from '../../platform/http/envelope.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { getCompanyProfile, saveCompanyProfile } from './company.service.js';

const text = (label: string, max: number) =>
  labeled(
    z.string({ error: '입력하세요.' }).trim().min(1, '입력하세요.').max(max, `${max}자 이하로 입력하세요.`),
    label,
  );
const optional = (label: string, max: number) =>
  labeled(
    z
      .string()
      .trim()
      .max(max)
      .nullish()
      .transform((v) => v || null),
    label,
  );

const companyBody = z.object({
  name: text('상호', 100),
  bizNo: labeled(bizNoSchema, '사업자등록번호'),
  representative: text('대표자', 50),
  address: text('주소', 200),
  phone: labeled(phoneSchema, '전화번호'),
  fax: optional('팩스', 20),
  businessType: optional('업태', 50),
  businessItem: optional('종목', 100),
  bankAccount: optional('입금 계좌', 100),
});

export const companyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/comm/v1.0/company',
    { config: { access: STAFF_ACCESS }, schema: { summary: '회사 정보', tags: ['comm'] } },
    async () => ok(await getCompanyProfile(ctx.db)),
  );
  app.put(
    '/api/comm/v1.0/company',
    {
      config: { access: ADMIN_ONLY_ACCESS },
      schema: { summary: '회사 정보 저장', tags: ['comm'], body: companyBody },
    },
    async (request) =>
      ok(await saveCompanyProfile(ctx.db, request.body, actorOf(request)), '회사 정보를 저장했습니다.'),
  );
};
