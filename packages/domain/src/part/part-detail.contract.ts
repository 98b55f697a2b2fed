import { z } from 'zod';
import { defineContracts, fileResponse, STAFF_ONLY } from '../contract/contract.js';
import { rowIdParams, upperCodeParams } from '../contract/contract-params.js';
import { listQuerySchema } from '../list/list-query.js';
import {
  PART_APP_LIST_SPEC,
  PART_LOCATION_LIST_SPEC,
  partAppInfoModifySchema,
  partAppInfoPageSchema,
  partAppInfoSchema,
  partDetailViewSchema,
  partImageSchema,
  partLocationInputSchema,
  partLocationPageSchema,
  partLocationRecordSchema,
  partLocationSchema,
  partPriceChangeSchema,
  relatedPartNoInputSchema,
  relatedPartNoSchema,
} from './part-detail.schema.js';
import {
  PART_SET_LIST_SPEC,
  partSetExpansionSchema,
  partSetInputSchema,
  partSetModifySchema,
  partSetPageSchema,
  partSetSchema,
} from './part-set.schema.js';

// Everything that hangs off a part: the detail view, price history, related numbers, locations,
// images, app data and sets.

const codeParams = upperCodeParams('품목 코드');
const idParams = rowIdParams('번호');

export const partDetailApi = defineContracts({
  detail: {
    method: 'GET',
    path: '/api/product/v1.0/detail/:code',
    summary: '품목 상세 (바코드·매입처·위치·관련 품번·이미지·앱 정보)',
    access: STAFF_ONLY,
    params: codeParams,
    response: partDetailViewSchema,
  },
  priceHistory: {
    method: 'GET',
    path: '/api/product/v1.0/price/history/:code',
    summary: '가격 변경 이력',
    access: STAFF_ONLY,
    params: codeParams,
    response: z.array(partPriceChangeSchema),
  },
  relatedList: {
    method: 'GET',
    path: '/api/product/v1.0/related/list/:code',
    summary: '관련 품번 목록',
    access: STAFF_ONLY,
    params: codeParams,
    response: z.array(relatedPartNoSchema),
  },
  relatedInsert: {
    method: 'POST',
    path: '/api/product/v1.0/related/insert/:code',
    summary: '관련 품번 등록',
    access: STAFF_ONLY,
    params: codeParams,
    body: relatedPartNoInputSchema,
    response: relatedPartNoSchema,
  },
  relatedRemove: {
    method: 'DELETE',
    path: '/api/product/v1.0/related/delete/:id',
    summary: '관련 품번 삭제',
    access: STAFF_ONLY,
    params: idParams,
    response: z.null(),
  },
  relatedSearch: {
    method: 'POST',
    path: '/api/product/v1.0/related/search',
    summary: '관련 품번으로 품목 찾기 (앞부분 일치)',
    access: STAFF_ONLY,
    body: z.object({ partNo: z.string().trim().min(1, '입력하세요.').max(40).meta({ title: '품번' }) }),
    response: z.array(relatedPartNoSchema),
  },
  locationList: {
    method: 'GET',
    path: '/api/product/v1.0/location/list/:code',
    summary: '창고별 보관 위치',
    access: STAFF_ONLY,
    params: codeParams,
    response: z.array(partLocationSchema),
  },
  locationSave: {
    method: 'POST',
    path: '/api/product/v1.0/location/save/:code',
    summary: '보관 위치 저장 (빈 값이면 삭제)',
    access: STAFF_ONLY,
    params: codeParams,
    body: partLocationInputSchema,
    response: z.array(partLocationSchema),
  },
  locationRecords: {
    method: 'GET',
    path: '/api/product/v1.0/location/record/:code',
    summary: '보관 위치 변경 기록',
    access: STAFF_ONLY,
    params: codeParams,
    response: z.array(partLocationRecordSchema),
  },
  locationPage: {
    method: 'POST',
    path: '/api/product/v1.0/location/page/list',
    summary: '위치별 품목 목록',
    access: STAFF_ONLY,
    body: listQuerySchema(PART_LOCATION_LIST_SPEC),
    response: partLocationPageSchema,
  },
  imageList: {
    method: 'GET',
    path: '/api/product/v1.0/image/list/:code',
    summary: '품목 이미지 목록',
    access: STAFF_ONLY,
    params: codeParams,
    response: z.array(partImageSchema),
  },
  /** The image itself is the multipart body (read by the handler, not by a schema). */
  imageUpload: {
    method: 'POST',
    path: '/api/product/v1.0/image/upload/:code',
    summary: '품목 이미지 올리기 (jpg, jpeg, png, tif, gif)',
    access: STAFF_ONLY,
    params: codeParams,
    response: partImageSchema,
  },
  imageFile: {
    method: 'GET',
    path: '/api/product/v1.0/image/file/:id',
    summary: '품목 이미지 파일',
    access: STAFF_ONLY,
    params: idParams,
    response: fileResponse('application/octet-stream'),
  },
  imageMain: {
    method: 'POST',
    path: '/api/product/v1.0/image/main/:id',
    summary: '대표 이미지로 지정',
    access: STAFF_ONLY,
    params: idParams,
    response: z.array(partImageSchema),
  },
  imageRemove: {
    method: 'DELETE',
    path: '/api/product/v1.0/image/delete/:id',
    summary: '품목 이미지 삭제',
    access: STAFF_ONLY,
    params: idParams,
    response: z.null(),
  },
  appPage: {
    method: 'POST',
    path: '/api/product/v1.0/app/page/list',
    summary: '앱 품목 정보 목록',
    access: STAFF_ONLY,
    body: listQuerySchema(PART_APP_LIST_SPEC),
    response: partAppInfoPageSchema,
  },
  appAsList: {
    method: 'POST',
    path: '/api/product/v1.0/app/as/list',
    summary: 'A/S 대상 품목 목록',
    access: STAFF_ONLY,
    body: listQuerySchema(PART_APP_LIST_SPEC),
    response: partAppInfoPageSchema,
  },
  appSingle: {
    method: 'GET',
    path: '/api/product/v1.0/app/single/:code',
    summary: '앱 품목 정보',
    access: STAFF_ONLY,
    params: codeParams,
    response: partAppInfoSchema,
  },
  appUpdate: {
    method: 'POST',
    path: '/api/product/v1.0/app/update/:code',
    summary: '앱 품목 정보 수정',
    access: STAFF_ONLY,
    params: codeParams,
    body: partAppInfoModifySchema,
    response: partAppInfoSchema,
  },
  setPage: {
    method: 'POST',
    path: '/api/product/v1.0/set/page/list',
    summary: '세트 목록',
    access: STAFF_ONLY,
    body: listQuerySchema(PART_SET_LIST_SPEC),
    response: partSetPageSchema,
  },
  setSingle: {
    method: 'GET',
    path: '/api/product/v1.0/set/single/:code',
    summary: '세트 단건 (구성 품목 포함)',
    access: STAFF_ONLY,
    params: codeParams,
    response: partSetSchema,
  },
  setInsert: {
    method: 'POST',
    path: '/api/product/v1.0/set/insert',
    summary: '세트 등록',
    access: STAFF_ONLY,
    body: partSetInputSchema,
    response: partSetSchema,
  },
  setUpdate: {
    method: 'POST',
    path: '/api/product/v1.0/set/update/:code',
    summary: '세트 구성 수정',
    access: STAFF_ONLY,
    params: codeParams,
    body: partSetModifySchema,
    response: partSetSchema,
  },
  setExpand: {
    method: 'GET',
    path: '/api/product/v1.0/set/expand/:code',
    summary: '세트를 주문 줄로 펼치기',
    access: STAFF_ONLY,
    params: codeParams,
    query: z.object({
      qty: z.coerce
        .number()
        .int('정수로 입력하세요.')
        .min(1, '1 이상이어야 합니다.')
        .max(10_000)
        .default(1)
        .meta({ title: '세트 수량' }),
    }),
    response: partSetExpansionSchema,
  },
});
