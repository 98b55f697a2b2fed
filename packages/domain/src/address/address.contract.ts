import { defineContracts, STAFF_ONLY } from '../contract/contract.js';
import { addressSearchQuerySchema, addressSearchResultSchema } from './address.schema.js';

/**
 * 우편번호 찾기 for the address fields of the customer forms: the server proxies the Korean
 * address service, so its key stays in the server's environment (DESIGN §5).
 */
export const addressApi = defineContracts({
  search: {
    method: 'GET',
    path: '/api/customer/v1.0/address/search',
    summary: '우편번호·도로명 주소 검색 (주소 검색 서비스 중계)',
    access: STAFF_ONLY,
    query: addressSearchQuerySchema,
    response: addressSearchResultSchema,
  },
});
