import { z } from 'zod';
import { defineContracts, PURCHASE_DESK, STAFF_ONLY } from '../contract/contract.js';
import { codeKeyedContracts } from '../contract/contract-builders.js';
import { upperCodeParams } from '../contract/contract-params.js';
import { brandInputSchema, brandListQuerySchema, brandModifySchema, brandSchema } from './brand.schema.js';

// Brands (PartBrandList, partBrandRegister/{type}/{code}).

const codeParams = upperCodeParams('브랜드 코드');

export const brandApi = defineContracts({
  list: {
    method: 'POST',
    path: '/api/product/v1.0/brand/list',
    summary: '브랜드 목록',
    access: PURCHASE_DESK,
    body: brandListQuerySchema,
    response: z.array(brandSchema),
  },
  ...codeKeyedContracts('/api/product/v1.0/brand', {
    access: STAFF_ONLY,
    params: codeParams,
    response: brandSchema,
    insertBody: brandInputSchema,
    updateBody: brandModifySchema,
    summaries: { single: '브랜드 단건', insert: '브랜드 등록', update: '브랜드 수정' },
  }),
});
