import { defineContracts, PURCHASE_DESK, STAFF_ONLY } from '../contract/contract.js';
import { codeKeyedContracts, listWithExcel } from '../contract/contract-builders.js';
import { upperCodeParams } from '../contract/contract-params.js';
import { listQuerySchema } from '../list/list-query.js';
import {
  PART_LIST_SPEC,
  partCopySchema,
  partDescriptionSchema,
  partModifySchema,
  partNameModifySchema,
  partSaveResultSchema,
  partSchema,
  partSimpleModifySchema,
  partSimpleRegisterSchema,
} from './part.schema.js';
import { partRegisterSchema, partStockPageSchema } from './part-register.schema.js';

// The part master under /api/product/v1.0 (PartList, PartLargeList, PartRegistration, PartRegister,
// PartCopyRegistration, PartSimpleModify, PartSimpleRegistration, PartDescription, MobilePtno*).
// What hangs off a part (detail, images, locations, sets…) is partDetailApi.

const codeParams = upperCodeParams('품목 코드');
const listBody = listQuerySchema(PART_LIST_SPEC);

export const partApi = defineContracts({
  ...listWithExcel(
    listBody,
    {
      path: '/api/product/v1.0/page/list',
      summary: '품목 목록 (품번 앞부분·바코드·품명/차종 검색, 창고별 재고)',
      access: PURCHASE_DESK,
      response: partStockPageSchema,
    },
    {
      path: '/api/product/v1.0/excel/download',
      summary: '품목 목록 엑셀 (현재 조건의 모든 행)',
      access: STAFF_ONLY,
    },
  ),
  ...codeKeyedContracts('/api/product/v1.0', {
    access: STAFF_ONLY,
    params: codeParams,
    response: partSchema,
    saved: partSaveResultSchema,
    insertBody: partRegisterSchema,
    updateBody: partModifySchema,
    summaries: { single: '품목 단건', insert: '품목 등록 (바코드·매입처 함께)', update: '품목 수정' },
  }),
  simpleUpdate: {
    method: 'POST',
    path: '/api/product/v1.0/simple/update/:code',
    summary: '품목 간편 수정',
    access: STAFF_ONLY,
    params: codeParams,
    body: partSimpleModifySchema,
    response: partSaveResultSchema,
  },
  nameUpdate: {
    method: 'POST',
    path: '/api/product/v1.0/name/update/:code',
    summary: '품명·차종 수정',
    access: STAFF_ONLY,
    params: codeParams,
    body: partNameModifySchema,
    response: partSaveResultSchema,
  },
  descriptionUpdate: {
    method: 'POST',
    path: '/api/product/v1.0/description/update/:code',
    summary: '품목 상세 설명 수정',
    access: STAFF_ONLY,
    params: codeParams,
    body: partDescriptionSchema,
    response: partSaveResultSchema,
  },
  copy: {
    method: 'POST',
    path: '/api/product/v1.0/copy/:code',
    summary: '품목 복사 등록',
    access: STAFF_ONLY,
    params: codeParams,
    body: partCopySchema,
    response: partSaveResultSchema,
  },
  simpleInsert: {
    method: 'POST',
    path: '/api/product/v1.0/simple/insert',
    summary: '품목 간편 등록 (주문 화면)',
    access: STAFF_ONLY,
    body: partSimpleRegisterSchema,
    response: partSaveResultSchema,
  },
});
