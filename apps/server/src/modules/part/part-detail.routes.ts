import { partDetailApi } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { answer, mountContracts } from '../../platform/http/contract-route.js';
import type { AppContext } from '../../platform/http/request-context.js';
import { sendStoredFile, uploadedFile } from '../upload/image-store.js';
import { getPart } from './part.service.js';
import { getPartAppInfo, listPartAppInfo, modifyPartAppInfo } from './part-app.service.js';
import { listPartBarcodes } from './part-barcode.service.js';
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
import { listSupplierPartsOf } from './part-supplier.service.js';

// Everything that hangs off a part: the detail view, price history, related numbers, locations,
// images, app data and sets (partDetailApi in the domain).

export const partDetailRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, config } = ctx;

  mountContracts(app, partDetailApi, {
    detail: async ({ params }) => {
      const part = await getPart(db, params.code);
      return {
        part,
        barcodes: await listPartBarcodes(db, part.code),
        suppliers: await listSupplierPartsOf(db, { partId: part.id }),
        locations: await listPartLocations(db, part.code),
        relatedNumbers: await listRelatedNumbers(db, part.code),
        images: await listPartImages(db, part.code),
        appInfo: await getPartAppInfo(db, part.code),
        set: part.isSet ? await getPartSet(db, part.code) : null,
      };
    },
    priceHistory: async ({ params }) => listPriceChanges(db, params.code),
    relatedList: async ({ params }) => listRelatedNumbers(db, params.code),
    relatedInsert: async ({ params, body, actor }) =>
      answer(await addRelatedNumber(db, params.code, body, actor), '관련 품번을 등록했습니다.'),
    relatedRemove: async ({ params, actor }) => {
      await removeRelatedNumber(db, params.id, actor);
      return answer(null, '삭제했습니다.');
    },
    relatedSearch: async ({ body }) => searchRelatedNumbers(db, body.partNo),
    locationList: async ({ params }) => listPartLocations(db, params.code),
    locationSave: async ({ params, body, actor }) =>
      answer(await savePartLocation(db, params.code, body, actor), '보관 위치를 저장했습니다.'),
    locationRecords: async ({ params }) => listLocationRecords(db, params.code),
    locationPage: async ({ body }) => listLocations(db, body),
    imageList: async ({ params }) => listPartImages(db, params.code),
    imageUpload: async ({ params, request, actor }) =>
      answer(
        await uploadPartImage(db, config.dataDir, params.code, await uploadedFile(request), actor),
        '이미지를 올렸습니다.',
      ),
    imageFile: async ({ params, reply }) =>
      sendStoredFile(reply, await readPartImage(db, config.dataDir, params.id)),
    imageMain: async ({ params, actor }) =>
      answer(await setMainPartImage(db, params.id, actor), '대표 이미지로 지정했습니다.'),
    imageRemove: async ({ params, actor }) => {
      await removePartImage(db, config.dataDir, params.id, actor);
      return answer(null, '이미지를 삭제했습니다.');
    },
    appPage: async ({ body }) => listPartAppInfo(db, body),
    appAsList: async ({ body }) => listPartAppInfo(db, body, { asOnly: true }),
    appSingle: async ({ params }) => getPartAppInfo(db, params.code),
    appUpdate: async ({ params, body, actor }) => {
      const { version, ...input } = body;
      return answer(
        await modifyPartAppInfo(db, params.code, input, actor, version),
        '앱 정보를 저장했습니다.',
      );
    },
    setPage: async ({ body }) => listPartSets(db, body),
    setSingle: async ({ params }) => getPartSet(db, params.code),
    setInsert: async ({ body, actor }) =>
      answer(await createPartSet(db, body, actor), '세트를 등록했습니다.'),
    setUpdate: async ({ params, body, actor }) =>
      answer(await modifyPartSet(db, params.code, body, actor), '세트를 수정했습니다.'),
    setExpand: async ({ params, query }) => expandPartSet(db, params.code, query.qty),
  });
};
