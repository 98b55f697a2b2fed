import { z } from 'zod';
import { defineContracts, PURCHASE_DESK, STAFF_ONLY } from '../contract/contract.js';
import { codeKeyedContracts } from '../contract/contract-builders.js';
import { upperCodeParams } from '../contract/contract-params.js';
import { partKindInputSchema, partKindModifySchema, partKindSchema } from './part-kind.schema.js';

// Part kinds (PartKindInfo): the three-level classification of parts.

const codeParams = upperCodeParams('분류 코드');

export const partKindApi = defineContracts({
  list: {
    method: 'GET',
    path: '/api/product/v1.0/kind/list',
    summary: '품목 분류 목록 (대·중·소분류 순서대로)',
    access: PURCHASE_DESK,
    query: z.object({
      appUseOnly: z
        .enum(['Y', 'N'])
        .default('N')
        .transform((v) => v === 'Y')
        .meta({ title: '앱 사용 분류만' }),
    }),
    response: z.array(partKindSchema),
  },
  ...codeKeyedContracts('/api/product/v1.0/kind', {
    access: STAFF_ONLY,
    params: codeParams,
    response: partKindSchema,
    insertBody: partKindInputSchema,
    updateBody: partKindModifySchema,
    summaries: {
      single: '품목 분류 단건',
      insert: '품목 분류 등록',
      update: '품목 분류 수정 (앱 사용·전체 보기·정렬·폐부품 페이백 코드)',
    },
  }),
});
