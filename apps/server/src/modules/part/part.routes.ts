import {
  listQuerySchema,
  PART_LIST_SPEC,
  type PartListRow,
  partCopySchema,
  partDescriptionSchema,
  partModifySchema,
  partNameModifySchema,
  partRegisterSchema,
  partSaveResultSchema,
  partSchema,
  partSimpleModifySchema,
  partSimpleRegisterSchema,
  partStockPageSchema,
} from '@erp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ACCESS } from '../../platform/access/access.js';
import { actorOf } from '../../platform/auth/auth.routes.js';
import { type ExcelColumn, sendXlsx } from '../../platform/excel/excel-export.js';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { copyPart, getPart, modifyPart, simpleRegisterPart } from './part.service.js';
import { registerPart, withStock } from './part-register.service.js';
import { iterateParts, listParts } from './part-search.service.js';

// The part master under /api/product/v1.0 (PartList, PartLargeList, PartRegistration, PartRegister,
// PartCopyRegistration, PartSimpleModify, PartSimpleRegistration, PartDescription, MobilePtno*).

export const partCodeParams = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .transform((v) => v.toUpperCase())
    .meta({ title: '품목 코드' }),
});
const listBody = listQuerySchema(PART_LIST_SPEC);

const won = '#,##0';
const partColumns: ExcelColumn<PartListRow>[] = [
  { header: '품목 코드', value: (p) => p.code, width: 11 },
  { header: '품번', value: (p) => p.partNo, width: 18 },
  { header: '품명', value: (p) => p.name, width: 28 },
  { header: '차종', value: (p) => p.carModel, width: 16 },
  { header: '규격', value: (p) => p.norm },
  { header: '브랜드', value: (p) => p.brandName ?? p.brandCode },
  { header: '품목 분류', value: (p) => p.kindName ?? p.kindCode },
  { header: '단위', value: (p) => p.unit, width: 6 },
  { header: '판매가', value: (p) => p.salePrice, numFmt: won },
  { header: '매입가', value: (p) => p.purchasePrice, numFmt: won },
  { header: '부가세 포함 가격', value: (p) => (p.vatIncluded ? 'Y' : 'N') },
  { header: '적정 재고', value: (p) => p.properStock },
  { header: '재고 없이 판매 허용', value: (p) => (p.allowBackOrder ? 'Y' : 'N') },
  { header: '세트', value: (p) => (p.isSet ? 'Y' : 'N'), width: 6 },
  { header: '사용 여부', value: (p) => (p.active ? 'Y' : 'N') },
  { header: '등록일', value: (p) => new Date(p.createdAt), numFmt: 'yyyy-mm-dd' },
];

export const partRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['product'];

  app.post(
    '/api/product/v1.0/page/list',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '품목 목록 (품번 앞부분·바코드·품명/차종 검색, 창고별 재고)',
        tags,
        body: listBody,
        response: { 200: envelopeOf(partStockPageSchema) },
      },
    },
    async (request) => {
      const page = await listParts(db, request.body);
      return ok({ ...page, rows: await withStock(db, page.rows) });
    },
  );

  app.post(
    '/api/product/v1.0/excel/download',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '품목 목록 엑셀 (현재 조건의 모든 행)', tags, body: listBody },
    },
    async (request, reply) =>
      sendXlsx(reply, {
        fileName: `품목목록_${new Date().toISOString().slice(0, 10)}.xlsx`,
        sheetName: '품목',
        columns: partColumns,
        batches: iterateParts(db, request.body),
      }),
  );

  app.get(
    '/api/product/v1.0/single/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '품목 단건',
        tags,
        params: partCodeParams,
        response: { 200: envelopeOf(partSchema) },
      },
    },
    async (request) => ok(await getPart(db, request.params.code)),
  );

  app.post(
    '/api/product/v1.0/insert',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '품목 등록 (바코드·매입처 함께)',
        tags,
        body: partRegisterSchema,
        response: { 200: envelopeOf(partSaveResultSchema) },
      },
    },
    async (request) => ok(await registerPart(db, request.body, actorOf(request)), '품목을 등록했습니다.'),
  );

  app.post(
    '/api/product/v1.0/update/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '품목 수정',
        tags,
        params: partCodeParams,
        body: partModifySchema,
        response: { 200: envelopeOf(partSaveResultSchema) },
      },
    },
    async (request) => {
      const { version, priceChangeReason, ...input } = request.body;
      return ok(
        await modifyPart(
          db,
          request.params.code,
          input,
          version,
          actorOf(request),
          'full',
          priceChangeReason,
        ),
        '품목을 수정했습니다.',
      );
    },
  );

  app.post(
    '/api/product/v1.0/simple/update/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '품목 간편 수정',
        tags,
        params: partCodeParams,
        body: partSimpleModifySchema,
        response: { 200: envelopeOf(partSaveResultSchema) },
      },
    },
    async (request) => {
      const { version, priceChangeReason, ...input } = request.body;
      return ok(
        await modifyPart(
          db,
          request.params.code,
          input,
          version,
          actorOf(request),
          'simple',
          priceChangeReason,
        ),
        '품목을 수정했습니다.',
      );
    },
  );

  app.post(
    '/api/product/v1.0/name/update/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '품명·차종 수정',
        tags,
        params: partCodeParams,
        body: partNameModifySchema,
        response: { 200: envelopeOf(partSaveResultSchema) },
      },
    },
    async (request) => {
      const { version, ...input } = request.body;
      return ok(
        await modifyPart(db, request.params.code, input, version, actorOf(request), 'name'),
        '수정했습니다.',
      );
    },
  );

  app.post(
    '/api/product/v1.0/description/update/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '품목 상세 설명 수정',
        tags,
        params: partCodeParams,
        body: partDescriptionSchema,
        response: { 200: envelopeOf(partSaveResultSchema) },
      },
    },
    async (request) =>
      ok(
        await modifyPart(
          db,
          request.params.code,
          { description: request.body.description ?? null },
          request.body.version,
          actorOf(request),
          'description',
        ),
        '설명을 저장했습니다.',
      ),
  );

  app.post(
    '/api/product/v1.0/copy/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '품목 복사 등록',
        tags,
        params: partCodeParams,
        body: partCopySchema,
        response: { 200: envelopeOf(partSaveResultSchema) },
      },
    },
    async (request) =>
      ok(
        await copyPart(db, request.params.code, request.body, actorOf(request)),
        '품목을 복사해 등록했습니다.',
      ),
  );

  app.post(
    '/api/product/v1.0/simple/insert',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '품목 간편 등록 (주문 화면)',
        tags,
        body: partSimpleRegisterSchema,
        response: { 200: envelopeOf(partSaveResultSchema) },
      },
    },
    async (request) =>
      ok(await simpleRegisterPart(db, request.body, actorOf(request)), '품목을 등록했습니다.'),
  );
};
