import {
  CAR_LIST_SPEC,
  carInputSchema,
  carInterfaceInputSchema,
  carListPageSchema,
  carSchema,
  FITMENT_LIST_SPEC,
  fitmentCheckInputSchema,
  fitmentCheckSchema,
  fitmentInputSchema,
  fitmentPageSchema,
  fitmentSuggestionSchema,
  listQuerySchema,
  vinLookupSchema,
} from '@erp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ACCESS } from '../../platform/access/access.js';
import { actorOf } from '../../platform/auth/auth.routes.js';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { sendStoredFile, uploadedFile } from '../upload/image-store.js';
import {
  deleteCar,
  getCarById,
  listCars,
  lookupVin,
  readCarFile,
  resetCarFile,
  saveCar,
  saveCarFromInterface,
  uploadCarFile,
} from './car.service.js';
import { addFitments, checkFitment, listFitments, removeFitment, suggestParts } from './fitment.service.js';
import { NOT_CONFIGURED_MESSAGE, vinDecoderConfigFromEnv } from './vin-decoder.adapter.js';

// Cars and VINs under /api/car/v1.0 (SPEC §7.5: interface insert, VIN single search, order car
// info, info only save, car number list, info delete, file reset) and VIN ↔ part fitment
// (vinPartList, VinPartRegister, the order screen's suggestions and warning).

const idParams = z.object({ id: z.coerce.number().int().positive().meta({ title: '차량 번호' }) });
const vinParams = z.object({ vin: z.string().trim().min(1).max(30).meta({ title: '차대번호' }) });

export const carRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, config } = ctx;
  const decoder = vinDecoderConfigFromEnv();
  const tags = ['car'];

  app.post(
    '/api/car/v1.0/interface/insert',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '차량 연동 등록 (차대번호 기준 저장)',
        tags,
        body: carInterfaceInputSchema,
        response: { 200: envelopeOf(carSchema) },
      },
    },
    async (request) =>
      ok(await saveCarFromInterface(db, request.body, actorOf(request)), '차량을 저장했습니다.'),
  );

  app.get(
    '/api/car/v1.0/vin/single/:vin',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '차대번호 단건 조회 (자체 해석 + 조회 서비스 + 저장된 차량)',
        tags,
        params: vinParams,
        response: { 200: envelopeOf(vinLookupSchema) },
      },
    },
    async (request) => ok(await lookupVin(db, decoder, request.params.vin)),
  );

  app.get(
    '/api/car/v1.0/order/info/:vin',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '주문용 차량 정보 (차대번호 조회와 추천 품목)', tags, params: vinParams },
    },
    async (request) => {
      const lookup = await lookupVin(db, decoder, request.params.vin);
      const model = lookup.car?.model ?? lookup.remote.model;
      return ok({
        lookup,
        suggestions: lookup.local.valid ? await suggestParts(db, { vin: lookup.vin, model }) : null,
      });
    },
  );

  app.post(
    '/api/car/v1.0/info/only/save',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '차량 정보만 저장',
        tags,
        body: carInputSchema,
        response: { 200: envelopeOf(carSchema) },
      },
    },
    async (request) =>
      ok(await saveCar(db, request.body, actorOf(request), 'info'), '차량 정보를 저장했습니다.'),
  );

  app.post(
    '/api/car/v1.0/number/list',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '차량번호 목록',
        tags,
        body: listQuerySchema(CAR_LIST_SPEC),
        response: { 200: envelopeOf(carListPageSchema) },
      },
    },
    async (request) => ok(await listCars(db, request.body)),
  );

  app.get(
    '/api/car/v1.0/single/:id',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '차량 단건', tags, params: idParams, response: { 200: envelopeOf(carSchema) } },
    },
    async (request) => ok(await getCarById(db, request.params.id)),
  );

  app.delete(
    '/api/car/v1.0/info/delete/:id',
    { config: { access: STAFF_ACCESS }, schema: { summary: '차량 정보 삭제', tags, params: idParams } },
    async (request) => {
      await deleteCar(db, config.dataDir, request.params.id, actorOf(request));
      return ok(null, '차량 정보를 삭제했습니다.');
    },
  );

  app.post(
    '/api/car/v1.0/file/upload/:id',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '차량 파일 올리기 (등록증 사진 등, jpg·png·tif·gif)',
        tags,
        params: idParams,
        response: { 200: envelopeOf(carSchema) },
      },
    },
    async (request) =>
      ok(
        await uploadCarFile(
          db,
          config.dataDir,
          request.params.id,
          await uploadedFile(request),
          actorOf(request),
        ),
        '파일을 올렸습니다.',
      ),
  );

  app.get(
    '/api/car/v1.0/file/:id',
    { config: { access: STAFF_ACCESS }, schema: { summary: '차량 파일', tags, params: idParams } },
    async (request, reply) => sendStoredFile(reply, await readCarFile(db, config.dataDir, request.params.id)),
  );

  app.post(
    '/api/car/v1.0/file/reset/:id',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '차량 파일 초기화',
        tags,
        params: idParams,
        response: { 200: envelopeOf(carSchema) },
      },
    },
    async (request) =>
      ok(await resetCarFile(db, config.dataDir, request.params.id, actorOf(request)), '파일을 지웠습니다.'),
  );

  app.get(
    '/api/car/v1.0/decoder/configured',
    { config: { access: STAFF_ACCESS }, schema: { summary: '차대번호 조회 서비스 설정 여부', tags } },
    async () =>
      ok({ configured: Boolean(decoder.baseUrl), message: decoder.baseUrl ? null : NOT_CONFIGURED_MESSAGE }),
  );

  app.post(
    '/api/car/v1.0/fitment/insert',
    {
      config: { access: STAFF_ACCESS },
      schema: { summary: '차량별 적용 품목 등록', tags, body: fitmentInputSchema },
    },
    async (request) => {
      const result = await addFitments(db, request.body, actorOf(request));
      return ok(result, result.added > 0 ? `${result.added}건을 등록했습니다.` : '이미 등록된 품목입니다.');
    },
  );

  app.post(
    '/api/car/v1.0/fitment/page/list',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '차대번호별 품목 목록',
        tags,
        body: listQuerySchema(FITMENT_LIST_SPEC),
        response: { 200: envelopeOf(fitmentPageSchema) },
      },
    },
    async (request) => ok(await listFitments(db, request.body)),
  );

  app.delete(
    '/api/car/v1.0/fitment/delete/:id',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '적용 품목 기록 삭제',
        tags,
        params: z.object({ id: z.coerce.number().int().positive().meta({ title: '번호' }) }),
      },
    },
    async (request) => {
      await removeFitment(db, request.params.id, actorOf(request));
      return ok(null, '삭제했습니다.');
    },
  );

  app.post(
    '/api/car/v1.0/fitment/suggest',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '이 차량(차대번호·모델)에 맞는 품목 추천',
        tags,
        body: z
          .object({
            vin: z.string().trim().max(30).optional().meta({ title: '차대번호' }),
            model: z.string().trim().max(100).optional().meta({ title: '모델' }),
          })
          .refine((b) => Boolean(b.vin || b.model), {
            message: '차대번호나 모델 중 하나는 있어야 합니다.',
            path: ['vin'],
          }),
        response: { 200: envelopeOf(fitmentSuggestionSchema) },
      },
    },
    async (request) => ok(await suggestParts(db, request.body)),
  );

  app.post(
    '/api/car/v1.0/fitment/check',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '이 차종에 판매·장착된 적이 있는 품목인지 확인',
        tags,
        body: fitmentCheckInputSchema,
        response: { 200: envelopeOf(fitmentCheckSchema) },
      },
    },
    async (request) => ok(await checkFitment(db, request.body)),
  );
};
