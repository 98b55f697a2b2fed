import { z } from 'zod';
import { ADMIN_ONLY_ACCESS, defineContracts, STAFF_ONLY } from '../contract/contract.js';
import { LINK_COLLECTIONS, linkItemSchema, linkSaveSchema } from './reference.schema.js';

const idParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647).meta({ title: '번호' }),
});

/** The link collections of the weather menu (SPEC §2.15): staff read, admins keep them. */
export const linkApi = defineContracts({
  list: {
    method: 'GET',
    path: '/api/weather/v1.0/link/list',
    summary: '링크 모음 목록',
    access: STAFF_ONLY,
    query: z.object({ collection: z.enum(LINK_COLLECTIONS).meta({ title: '모음' }) }),
    response: z.array(linkItemSchema),
  },
  save: {
    method: 'POST',
    path: '/api/weather/v1.0/link/save',
    summary: '링크 등록',
    access: ADMIN_ONLY_ACCESS,
    body: linkSaveSchema,
    response: linkItemSchema,
  },
  update: {
    method: 'POST',
    path: '/api/weather/v1.0/link/update/:id',
    summary: '링크 수정',
    access: ADMIN_ONLY_ACCESS,
    params: idParams,
    body: linkSaveSchema,
    response: linkItemSchema,
  },
  hide: {
    method: 'POST',
    path: '/api/weather/v1.0/link/hide/:id',
    summary: '링크 내리기',
    access: ADMIN_ONLY_ACCESS,
    params: idParams,
    response: z.object({ id: z.number().int() }),
  },
});
