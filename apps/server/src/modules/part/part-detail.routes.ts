import {
  listQuerySchema,
  PART_APP_LIST_SPEC,
  PART_LOCATION_LIST_SPEC,
  PART_SET_LIST_SPEC,
  partAppInfoModifySchema,
  partAppInfoPageSchema,
  partAppInfoSchema,
  partImageSchema,
  partLocationInputSchema,
  partLocationPageSchema,
  partLocationRecordSchema,
  partLocationSchema,
  partPriceChangeSchema,
  partSetExpansionSchema,
  partSetInputSchema,
  partSetModifySchema,
  partSetPageSchema,
  partSetSchema,
  relatedPartNoInputSchema,
  relatedPartNoSchema,
} from '@erp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ACCESS } from '../../platform/access/access.js';
import { actorOf } from '../../platform/auth/auth.routes.js';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { listPartBarcodes } from '../barcode/barcode.service.js';
import { listSupplierPartsOf } from '../supplier/supplier.service.js';
import { sendStoredFile, uploadedFile } from '../upload/image-store.js';
import { partCodeParams } from './part.routes.js';
import { getPart } from './part.service.js';
import { getPartAppInfo, listPartAppInfo, modifyPartAppInfo } from './part-app.service.js';
import {
  addRelatedNumber,
  listLocationRecords,
  listLocations,
  listPartLocations,
  listPriceChanges,
  listRelatedNumbers,
  removeRelatedNumber,
  savePartLocation,
  searchRelatedNumbers,
} from './part-detail.service.js';
import {
  listPartImages,
  readPartImage,
  removePartImage,
  setMainPartImage,
  uploadPartImage,
} from './part-image.service.js';
import { createPartSet, expandPartSet, getPartSet, listPartSets, modifyPartSet } from './part-set.service.js';

// Everything that hangs off a part: the detail view, price history, related numbers, locations,
// images, app data and sets.

const idParams = z.object({ id: z.coerce.number().int().positive().meta({ title: '번호' }) });

export const partDetailRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, config } = ctx;
  const tags = ['product'];

  app.get(
    '/api/product/v1.0/detail/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '품목 상세 (바코드·매입처·위치·관련 품번·이미지·앱 정보)',
        tags,
        params: partCodeParams,
      },
    },
    async (request) => {
      const part = await getPart(db, request.params.code);
      return ok({
        part,
        barcodes: await listPartBarcodes(db, part.code),
        suppliers: await listSupplierPartsOf(db, { partId: part.id }),
        locations: await listPartLocations(db, part.code),
        relatedNumbers: await listRelatedNumbers(db, part.code),
        images: await listPartImages(db, part.code),
        appInfo: await getPartAppInfo(db, part.code),
        set: part.isSet ? await getPartSet(db, part.code) : null,
      });
    },
  );

  app.get(
    '/api/product/v1.0/price/history/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '가격 변경 이력',
        tags,
        params: partCodeParams,
        response: { 200: envelopeOf(z.array(partPriceChangeSchema)) },
      },
    },
    async (request) => ok(await listPriceChanges(db, request.params.code)),
  );

  app.get(
    '/api/product/v1.0/related/list/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '관련 품번 목록',
        tags,
        params: partCodeParams,
        response: { 200: envelopeOf(z.array(relatedPartNoSchema)) },
      },
    },
    async (request) => ok(await listRelatedNumbers(db, request.params.code)),
  );

  app.post(
    '/api/product/v1.0/related/insert/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '관련 품번 등록',
        tags,
        params: partCodeParams,
        body: relatedPartNoInputSchema,
        response: { 200: envelopeOf(relatedPartNoSchema) },
      },
    },
    async (request) =>
      ok(
        await addRelatedNumber(db, request.params.code, request.body, actorOf(request)),
        '관련 품번을 등록했습니다.',
      ),
  );

  app.delete(
    '/api/product/v1.0/related/delete/:id',
    { config: { access: STAFF_ACCESS }, schema: { summary: '관련 품번 삭제', tags, params: idParams } },
    async (request) => {
      await removeRelatedNumber(db, request.params.id, actorOf(request));
      return ok(null, '삭제했습니다.');
    },
  );

  app.post(
    '/api/product/v1.0/related/search',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '관련 품번으로 품목 찾기 (앞부분 일치)',
        tags,
        body: z.object({ partNo: z.string().trim().min(1, '입력하세요.').max(40).meta({ title: '품번' }) }),
        response: { 200: envelopeOf(z.array(relatedPartNoSchema)) },
      },
    },
    async (request) => ok(await searchRelatedNumbers(db, request.body.partNo)),
  );

  app.get(
    '/api/product/v1.0/location/list/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '창고별 보관 위치',
        tags,
        params: partCodeParams,
        response: { 200: envelopeOf(z.array(partLocationSchema)) },
      },
    },
    async (request) => ok(await listPartLocations(db, request.params.code)),
  );

  app.post(
    '/api/product/v1.0/location/save/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '보관 위치 저장 (빈 값이면 삭제)',
        tags,
        params: partCodeParams,
        body: partLocationInputSchema,
        response: { 200: envelopeOf(z.array(partLocationSchema)) },
      },
    },
    async (request) =>
      ok(
        await savePartLocation(db, request.params.code, request.body, actorOf(request)),
        '보관 위치를 저장했습니다.',
      ),
  );

  app.get(
    '/api/product/v1.0/location/record/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '보관 위치 변경 기록',
        tags,
        params: partCodeParams,
        response: { 200: envelopeOf(z.array(partLocationRecordSchema)) },
      },
    },
    async (request) => ok(await listLocationRecords(db, request.params.code)),
  );

  app.post(
    '/api/product/v1.0/location/page/list',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '위치별 품목 목록',
        tags,
        body: listQuerySchema(PART_LOCATION_LIST_SPEC),
        response: { 200: envelopeOf(partLocationPageSchema) },
      },
    },
    async (request) => ok(await listLocations(db, request.body)),
  );

  app.get(
    '/api/product/v1.0/image/list/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '품목 이미지 목록',
        tags,
        params: partCodeParams,
        response: { 200: envelopeOf(z.array(partImageSchema)) },
      },
    },
    async (request) => ok(await listPartImages(db, request.params.code)),
  );

  app.post(
    '/api/product/v1.0/image/upload/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '품목 이미지 올리기 (jpg, jpeg, png, tif, gif)', tags, params: partCodeParams },
    },
    async (request) =>
      ok(
        await uploadPartImage(
          db,
          config.dataDir,
          request.params.code,
          await uploadedFile(request),
          actorOf(request),
        ),
        '이미지를 올렸습니다.',
      ),
  );

  app.get(
    '/api/product/v1.0/image/file/:id',
    { config: { access: STAFF_ACCESS }, schema: { summary: '품목 이미지 파일', tags, params: idParams } },
    async (request, reply) =>
      sendStoredFile(reply, await readPartImage(db, config.dataDir, request.params.id)),
  );

  app.post(
    '/api/product/v1.0/image/main/:id',
    { config: { access: STAFF_ACCESS }, schema: { summary: '대표 이미지로 지정', tags, params: idParams } },
    async (request) =>
      ok(await setMainPartImage(db, request.params.id, actorOf(request)), '대표 이미지로 지정했습니다.'),
  );

  app.delete(
    '/api/product/v1.0/image/delete/:id',
    { config: { access: STAFF_ACCESS }, schema: { summary: '품목 이미지 삭제', tags, params: idParams } },
    async (request) => {
      await removePartImage(db, config.dataDir, request.params.id, actorOf(request));
      return ok(null, '이미지를 삭제했습니다.');
    },
  );

  app.post(
    '/api/product/v1.0/app/page/list',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '앱 품목 정보 목록',
        tags,
        body: listQuerySchema(PART_APP_LIST_SPEC),
        response: { 200: envelopeOf(partAppInfoPageSchema) },
      },
    },
    async (request) => ok(await listPartAppInfo(db, request.body)),
  );

  app.post(
    '/api/product/v1.0/app/as/list',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: 'A/S 대상 품목 목록',
        tags,
        body: listQuerySchema(PART_APP_LIST_SPEC),
        response: { 200: envelopeOf(partAppInfoPageSchema) },
      },
    },
    async (request) => ok(await listPartAppInfo(db, request.body, { asOnly: true })),
  );

  app.get(
    '/api/product/v1.0/app/single/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '앱 품목 정보',
        tags,
        params: partCodeParams,
        response: { 200: envelopeOf(partAppInfoSchema) },
      },
    },
    async (request) => ok(await getPartAppInfo(db, request.params.code)),
  );

  app.post(
    '/api/product/v1.0/app/update/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '앱 품목 정보 수정',
        tags,
        params: partCodeParams,
        body: partAppInfoModifySchema,
        response: { 200: envelopeOf(partAppInfoSchema) },
      },
    },
    async (request) => {
      const { version, ...input } = request.body;
      return ok(
        await modifyPartAppInfo(db, request.params.code, input, actorOf(request), version),
        '앱 정보를 저장했습니다.',
      );
    },
  );

  app.post(
    '/api/product/v1.0/set/page/list',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '세트 목록',
        tags,
        body: listQuerySchema(PART_SET_LIST_SPEC),
        response: { 200: envelopeOf(partSetPageSchema) },
      },
    },
    async (request) => ok(await listPartSets(db, request.body)),
  );

  app.get(
    '/api/product/v1.0/set/single/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '세트 단건 (구성 품목 포함)',
        tags,
        params: partCodeParams,
        response: { 200: envelopeOf(partSetSchema) },
      },
    },
    async (request) => ok(await getPartSet(db, request.params.code)),
  );

  app.post(
    '/api/product/v1.0/set/insert',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '세트 등록',
        tags,
        body: partSetInputSchema,
        response: { 200: envelopeOf(partSetSchema) },
      },
    },
    async (request) => ok(await createPartSet(db, request.body, actorOf(request)), '세트를 등록했습니다.'),
  );

  app.post(
    '/api/product/v1.0/set/update/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '세트 구성 수정',
        tags,
        params: partCodeParams,
        body: partSetModifySchema,
        response: { 200: envelopeOf(partSetSchema) },
      },
    },
    async (request) =>
      ok(
        await modifyPartSet(db, request.params.code, request.body, actorOf(request)),
        '세트를 수정했습니다.',
      ),
  );

  app.get(
    '/api/product/v1.0/set/expand/:code',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '세트를 주문 줄로 펼치기',
        tags,
        params: partCodeParams,
        querystring: z.object({
          qty: z.coerce
            .number()
            .int('정수로 입력하세요.')
            .min(1, '1 이상이어야 합니다.')
            .max(10_000)
            .default(1)
            .meta({ title: '세트 수량' }),
        }),
        response: { 200: envelopeOf(partSetExpansionSchema) },
      },
    },
    async (request) => ok(await expandPartSet(db, request.params.code, request.query.qty)),
  );
};
