import { ADMIN_ONLY_ACCESS, defineContracts, STAFF_ONLY } from '../contract/contract.js';
import { companyProfileInputSchema, companyProfileSchema } from './company.schema.js';

/** The company profile printed on statements (comm group of SPEC §7.8). */
export const companyApi = defineContracts({
  profile: {
    method: 'GET',
    path: '/api/comm/v1.0/company',
    summary: '회사 정보',
    access: STAFF_ONLY,
    response: companyProfileSchema,
  },
  saveProfile: {
    method: 'PUT',
    path: '/api/comm/v1.0/company',
    summary: '회사 정보 저장',
    access: ADMIN_ONLY_ACCESS,
    body: companyProfileInputSchema,
    response: companyProfileSchema,
  },
});
