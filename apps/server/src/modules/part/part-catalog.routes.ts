import {
  brandInputSchema,
  brandListQuerySchema,
  brandModifySchema,
  brandSchema,
  partKindInputSchema,
  partKindModifySchema,
  partKindSchema,
} from '@erp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ACCESS } from '../../platform/access/access.js';
import { actorOf } from '../../platform/auth/auth.routes.js';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import type { AppContext } from '../../platform/http/request-context.js';
import {
  createBrand,
  createPartKind,
  getBrand,
  getPartKind,
  listBrands,
  listPartKinds,
  modifyBrand,
  modifyPartKind,
} from './part-catalog.service.js';

// Brands (PartBrandList, partBrandRegister/{type}/{code}) and part kinds (PartKindInfo).

const codeParams = (label: string) =>
  z.object({
    code: z
      .string()
      .trim()
      .min(1)
      .max(20)
      .transform((v) => v.toUpperCase())
      .meta({ title: label }),
  });

export const partCatalogRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['product'];

  app.post(
    '/api/product/v1.0/brand/list',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '브랜드 목록',
        tags,
        body: brandListQuerySchema,
        response: { 200: envelopeOf(z.array(brandSchema)) },
      },
    },
    async (request) => ok(await listBrands(db, request.body)),
  );

  app.get(
    '/api/product/v1.0/brand/single/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '브랜드 단건',
        tags,
        params: codeParams('브랜드 코드'),
        response: { 200: envelopeOf(brandSchema) },
      },
    },
    async (request) => ok(await getBrand(db, request.params.code)),
  );

  app.post(
    '/api/product/v1.0/brand/insert',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '브랜드 등록',
        tags,
        body: brandInputSchema,
        response: { 200: envelopeOf(brandSchema) },
      },
    },
    async (request) => ok(await createBrand(db, request.body, actorOf(request)), '브랜드를 등록했습니다.'),
  );

  app.post(
    '/api/product/v1.0/brand/update/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '브랜드 수정',
        tags,
        params: codeParams('브랜드 코드'),
        body: brandModifySchema,
        response: { 200: envelopeOf(brandSchema) },
      },
    },
    async (request) =>
      ok(
        await modifyBrand(db, request.params.code, request.body, actorOf(request)),
        '브랜드를 수정했습니다.',
      ),
  );

  app.get(
    '/api/product/v1.0/kind/list',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '품목 분류 목록 (대·중·소분류 순서대로)',
        tags,
        querystring: z.object({
          appUseOnly: z
            .enum(['Y', 'N'])
            .default('N')
            .transform((v) => v === 'Y')
            .meta({ title: '앱 사용 분류만' }),
        }),
        response: { 200: envelopeOf(z.array(partKindSchema)) },
      },
    },
    async (request) => ok(await listPartKinds(db, { appUseOnly: request.query.appUseOnly })),
  );

  app.get(
    '/api/product/v1.0/kind/single/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '품목 분류 단건',
        tags,
        params: codeParams('분류 코드'),
        response: { 200: envelopeOf(partKindSchema) },
      },
    },
    async (request) => ok(await getPartKind(db, request.params.code)),
  );

  app.post(
    '/api/product/v1.0/kind/insert',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '품목 분류 등록',
        tags,
        body: partKindInputSchema,
        response: { 200: envelopeOf(partKindSchema) },
      },
    },
    async (request) => ok(await createPartKind(db, request.body, actorOf(request)), '분류를 등록했습니다.'),
  );

  app.post(
    '/api/product/v1.0/kind/update/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '품목 분류 수정 (앱 사용·전체 보기·정렬·폐부품 페이백 코드)',
        tags,
        params: codeParams('분류 코드'),
        body: partKindModifySchema,
        response: { 200: envelopeOf(partKindSchema) },
      },
    },
    async (request) =>
      ok(
        await modifyPartKind(db, request.params.code, request.body, actorOf(request)),
        '분류를 수정했습니다.',
      ),
  );
};
