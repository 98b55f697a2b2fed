import { WAREHOUSE_KINDS } from '@erp/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY_ACCESS, STAFF_ACCESS } from '../../platform/access/access.js';
import { actorOf } from '../../platform/auth/auth.routes.js';
import { AppError } from '../../platform/errors/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { parts } from '../part/part.table.js';
import { stockOf } from './stock.service.js';
import { adjustStock, listWarehouses, saveWarehouse } from './stock-admin.service.js';

const warehouseBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Z0-9_]{2,20}$/, '영문 대문자·숫자 2~20자로 입력하세요.')
    .meta({ title: '창고 코드' }),
  name: z.string().trim().min(1, '입력하세요.').max(50).meta({ title: '창고명' }),
  kind: z
    .enum(WAREHOUSE_KINDS, { message: '창고 구분을 고르세요.' })
    .default('main')
    .meta({ title: '창고 구분' }),
  address: z.string().trim().max(200).nullish().meta({ title: '주소' }),
  sortOrder: z.number().int().min(0).max(9999).optional().meta({ title: '정렬 순서' }),
});

export const stockRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get(
    '/api/stock/v1.0/warehouse/list',
    { config: { access: STAFF_ACCESS }, schema: { summary: '창고 목록', tags: ['stock'] } },
    async () => ok(await listWarehouses(db)),
  );

  app.post(
    '/api/stock/v1.0/warehouse/save',
    {
      config: { access: ADMIN_ONLY_ACCESS },
      schema: { summary: '창고 등록/수정', tags: ['stock'], body: warehouseBody },
    },
    async (request) => ok(await saveWarehouse(db, request.body, actorOf(request)), '창고를 저장했습니다.'),
  );

  app.post(
    '/api/stock/v1.0/adjust',
    {
      config: { access: ADMIN_ONLY_ACCESS },
      schema: {
        summary: '기초 재고 / 수동 재고 조정',
        tags: ['stock'],
        body: z.object({
          partCode: z.string().trim().min(1).max(20).meta({ title: '품목' }),
          warehouseCode: z.string().trim().min(1).max(20).meta({ title: '창고' }),
          qty: z
            .number({ message: '수량을 숫자로 입력하세요.' })
            .int('정수로 입력하세요.')
            .refine((q) => q !== 0, '0이 아닌 수량을 입력하세요.')
            .meta({ title: '조정 수량' }),
          reason: z.enum(['opening', 'manual-adjust']).default('manual-adjust').meta({ title: '조정 사유' }),
          memo: z.string().trim().max(200).nullish().meta({ title: '비고' }),
        }),
      },
    },
    async (request) => ok(await adjustStock(db, request.body, actorOf(request)), '재고를 조정했습니다.'),
  );

  app.get(
    '/api/stock/v1.0/part/:partCode',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '품목의 창고별 재고',
        tags: ['stock'],
        params: z.object({ partCode: z.string().min(1).max(20).meta({ title: '품목' }) }),
      },
    },
    async (request) => {
      const [part] = await db
        .select({ id: parts.id })
        .from(parts)
        .where(eq(parts.code, request.params.partCode));
      if (!part) throw new AppError('E2001', `품목 ${request.params.partCode}을(를) 찾을 수 없습니다.`);
      return ok(await stockOf(db, [part.id]));
    },
  );
};
