import { carApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
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

// Cars and VINs (carApi in the domain, SPEC §7.5) and VIN ↔ part fitment.

export const carRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, config } = ctx;
  const decoder = vinDecoderConfigFromEnv();

  mountContracts(app, carApi, {
    interfaceInsert: async ({ body, actor }) =>
      answer(await saveCarFromInterface(db, body, actor), '차량을 저장했습니다.'),
    vinSingle: async ({ params }) => lookupVin(db, decoder, params.vin),
    orderInfo: async ({ params }) => {
      const lookup = await lookupVin(db, decoder, params.vin);
      const model = lookup.car?.model ?? lookup.remote.model;
      return {
        lookup,
        suggestions: lookup.local.valid ? await suggestParts(db, { vin: lookup.vin, model }) : null,
      };
    },
    infoSave: async ({ body, actor }) =>
      answer(await saveCar(db, body, actor, 'info'), '차량 정보를 저장했습니다.'),
    numberList: async ({ body }) => listCars(db, body),
    single: async ({ params }) => getCarById(db, params.id),
    remove: async ({ params, actor }) => {
      await deleteCar(db, config.dataDir, params.id, actor);
      return answer(null, '차량 정보를 삭제했습니다.');
    },
    fileUpload: async ({ params, request, actor }) =>
      answer(
        await uploadCarFile(db, config.dataDir, params.id, await uploadedFile(request), actor),
        '파일을 올렸습니다.',
      ),
    file: async ({ params, reply }) =>
      sendStoredFile(reply, await readCarFile(db, config.dataDir, params.id)),
    fileReset: async ({ params, actor }) =>
      answer(await resetCarFile(db, config.dataDir, params.id, actor), '파일을 지웠습니다.'),
    decoderConfigured: async () => ({
      configured: Boolean(decoder.baseUrl),
      message: decoder.baseUrl ? null : NOT_CONFIGURED_MESSAGE,
    }),
    fitmentInsert: async ({ body, actor }) => {
      const result = await addFitments(db, body, actor);
      return answer(
        result,
        result.added > 0 ? `${result.added}건을 등록했습니다.` : '이미 등록된 품목입니다.',
      );
    },
    fitmentList: async ({ body }) => listFitments(db, body),
    fitmentRemove: async ({ params, actor }) => {
      await removeFitment(db, params.id, actor);
      return answer(null, '삭제했습니다.');
    },
    fitmentSuggest: async ({ body }) => suggestParts(db, body),
    fitmentCheck: async ({ body }) => checkFitment(db, body),
  });
};
