import { addressSearchQuerySchema, addressSearchResultSchema } from '@erp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_ACCESS } from '../../platform/access/access.js';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import { jusoConfigFromEnv, searchAddress } from './juso-address.adapter.js';

// 우편번호 찾기 for the address fields of the customer forms: the server proxies the Korean
// address service, so its key stays in the server's environment and never reaches the browser
// (DESIGN §5). Under the customer group, whose forms use it.

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const juso = jusoConfigFromEnv();

  app.get(
    '/api/customer/v1.0/address/search',
    {
      config: { access: STAFF_ACCESS },
      schema: {
        summary: '우편번호·도로명 주소 검색 (주소 검색 서비스 중계)',
        tags: ['customer'],
        querystring: addressSearchQuerySchema,
        response: { 200: envelopeOf(addressSearchResultSchema) },
      },
    },
    async (request) => ok(await searchAddress(juso, request.query.keyword, request.query.page)),
  );
};
