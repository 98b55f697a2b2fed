import { z } from 'zod';
import { defineContracts, STAFF_ONLY } from '../contract/contract.js';
import { upperCodeParams } from '../contract/contract-params.js';
import { brandInputSchema, brandListQuerySchema, brandModifySchema, brandSchema } from './brand.schema.js';

// Brands (PartBrandList, partBrandRegister/{type}/{code}).

const codeParams = upperCodeParams('브랜드 코드');

export const brandApi = defineContracts({
  list: {
    method: 'POST',
    path: '/api/product/v1.0/brand/list',
    summary: '브랜드 목록',
    access: STAFF_ONLY,
    body: brandListQuerySchema,
    response: z.array(brandSchema),
  },
  single: {
    method: 'GET',
    path: '/api/product/v1.0/brand/single/:code',
    summary: '브랜드 단건',
    access: STAFF_ONLY,
    params: codeParams,
    response: brandSchema,
  },
  insert: {
    method: 'POST',
    path: '/api/product/v1.0/brand/insert',
    summary: '브랜드 등록',
    access: STAFF_ONLY,
    body: brandInputSchema,
    response: brandSchema,
  },
  update: {
    method: 'POST',
    path: '/api/product/v1.0/brand/update/:code',
    summary: '브랜드 수정',
    access: STAFF_ONLY,
    params: codeParams,
    body: brandModifySchema,
    response: brandSchema,
  },
});
