import { z } from 'zod';
import { defineContracts, fileResponse, STAFF_ONLY } from '../contract/contract.js';
import { rowIdParams } from '../contract/contract-params.js';
import { listQuerySchema } from '../list/list-query.js';
import {
  CAR_LIST_SPEC,
  carInputSchema,
  carInterfaceInputSchema,
  carListPageSchema,
  carOrderInfoSchema,
  carSchema,
  FITMENT_LIST_SPEC,
  fitmentCheckInputSchema,
  fitmentCheckSchema,
  fitmentInputSchema,
  fitmentPageSchema,
  fitmentSuggestInputSchema,
  fitmentSuggestionSchema,
  vinDecoderStatusSchema,
  vinLookupSchema,
} from './car.schema.js';

// Cars and VINs under /api/car/v1.0 (SPEC §7.5: interface insert, VIN single search, order car
// info, info only save, car number list, info delete, file reset) and VIN ↔ part fitment
// (vinPartList, VinPartRegister, the order screen's suggestions and warning).

const idParams = rowIdParams('차량 번호');
const vinParams = z.object({ vin: z.string().trim().min(1).max(30).meta({ title: '차대번호' }) });

export const carApi = defineContracts({
  interfaceInsert: {
    method: 'POST',
    path: '/api/car/v1.0/interface/insert',
    summary: '차량 연동 등록 (차대번호 기준 저장)',
    access: STAFF_ONLY,
    body: carInterfaceInputSchema,
    response: carSchema,
  },
  vinSingle: {
    method: 'GET',
    path: '/api/car/v1.0/vin/single/:vin',
    summary: '차대번호 단건 조회 (자체 해석 + 조회 서비스 + 저장된 차량)',
    access: STAFF_ONLY,
    params: vinParams,
    response: vinLookupSchema,
  },
  orderInfo: {
    method: 'GET',
    path: '/api/car/v1.0/order/info/:vin',
    summary: '주문용 차량 정보 (차대번호 조회와 추천 품목)',
    access: STAFF_ONLY,
    params: vinParams,
    response: carOrderInfoSchema,
  },
  infoSave: {
    method: 'POST',
    path: '/api/car/v1.0/info/only/save',
    summary: '차량 정보만 저장',
    access: STAFF_ONLY,
    body: carInputSchema,
    response: carSchema,
  },
  numberList: {
    method: 'POST',
    path: '/api/car/v1.0/number/list',
    summary: '차량번호 목록',
    access: STAFF_ONLY,
    body: listQuerySchema(CAR_LIST_SPEC),
    response: carListPageSchema,
  },
  single: {
    method: 'GET',
    path: '/api/car/v1.0/single/:id',
    summary: '차량 단건',
    access: STAFF_ONLY,
    params: idParams,
    response: carSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/api/car/v1.0/info/delete/:id',
    summary: '차량 정보 삭제',
    access: STAFF_ONLY,
    params: idParams,
    response: z.null(),
  },
  /** The file itself is the multipart body (read by the handler, not by a schema). */
  fileUpload: {
    method: 'POST',
    path: '/api/car/v1.0/file/upload/:id',
    summary: '차량 파일 올리기 (등록증 사진 등, jpg·png·tif·gif)',
    access: STAFF_ONLY,
    params: idParams,
    response: carSchema,
  },
  file: {
    method: 'GET',
    path: '/api/car/v1.0/file/:id',
    summary: '차량 파일',
    access: STAFF_ONLY,
    params: idParams,
    response: fileResponse('application/octet-stream'),
  },
  fileReset: {
    method: 'POST',
    path: '/api/car/v1.0/file/reset/:id',
    summary: '차량 파일 초기화',
    access: STAFF_ONLY,
    params: idParams,
    response: carSchema,
  },
  decoderConfigured: {
    method: 'GET',
    path: '/api/car/v1.0/decoder/configured',
    summary: '차대번호 조회 서비스 설정 여부',
    access: STAFF_ONLY,
    response: vinDecoderStatusSchema,
  },
  fitmentInsert: {
    method: 'POST',
    path: '/api/car/v1.0/fitment/insert',
    summary: '차량별 적용 품목 등록',
    access: STAFF_ONLY,
    body: fitmentInputSchema,
    response: z.object({ added: z.number().int() }),
  },
  fitmentList: {
    method: 'POST',
    path: '/api/car/v1.0/fitment/page/list',
    summary: '차대번호별 품목 목록',
    access: STAFF_ONLY,
    body: listQuerySchema(FITMENT_LIST_SPEC),
    response: fitmentPageSchema,
  },
  fitmentRemove: {
    method: 'DELETE',
    path: '/api/car/v1.0/fitment/delete/:id',
    summary: '적용 품목 기록 삭제',
    access: STAFF_ONLY,
    params: rowIdParams('번호'),
    response: z.null(),
  },
  fitmentSuggest: {
    method: 'POST',
    path: '/api/car/v1.0/fitment/suggest',
    summary: '이 차량(차대번호·모델)에 맞는 품목 추천',
    access: STAFF_ONLY,
    body: fitmentSuggestInputSchema,
    response: fitmentSuggestionSchema,
  },
  fitmentCheck: {
    method: 'POST',
    path: '/api/car/v1.0/fitment/check',
    summary: '이 차종에 판매·장착된 적이 있는 품목인지 확인',
    access: STAFF_ONLY,
    body: fitmentCheckInputSchema,
    response: fitmentCheckSchema,
  },
});
