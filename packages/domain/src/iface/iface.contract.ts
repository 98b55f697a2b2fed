import { z } from 'zod';
import { ADMIN_ONLY_ACCESS, defineContracts, STAFF_ONLY } from '../contract/contract.js';
import { listWithExcel } from '../contract/contract-builders.js';
import { rowIdParams } from '../contract/contract-params.js';
import { listQuerySchema } from '../list/list-query.js';
import {
  IFACE_FAILURE_LIST_SPEC,
  ifaceAdapterStatusSchema,
  ifaceDismissSchema,
  ifaceFailureInsertSchema,
  ifaceFailurePageSchema,
  ifaceFailureSchema,
  ifaceRetryResultSchema,
} from './iface.schema.js';

// SPEC §7.5 interface failure: insert, list, delete (a dismissal with a reason; the row stays for
// the record), plus retry and the adapters' configuration state.
const base = '/api/interface/v1.0/fail';
const idParams = rowIdParams('연동 번호');

export const ifaceApi = defineContracts({
  insert: {
    method: 'POST',
    path: `${base}/insert`,
    summary: '연동 실패 등록 (다시 보낼 호출)',
    access: STAFF_ONLY,
    body: ifaceFailureInsertSchema,
    response: ifaceFailureSchema,
  },
  ...listWithExcel(
    listQuerySchema(IFACE_FAILURE_LIST_SPEC),
    {
      path: `${base}/list`,
      summary: '연동 실패 목록',
      access: ADMIN_ONLY_ACCESS,
      response: ifaceFailurePageSchema,
    },
    { path: `${base}/excel/download`, summary: '연동 실패 목록 엑셀', access: ADMIN_ONLY_ACCESS },
  ),
  retry: {
    method: 'POST',
    path: `${base}/retry/:id`,
    summary: '연동 다시 보내기',
    access: ADMIN_ONLY_ACCESS,
    params: idParams,
    response: ifaceRetryResultSchema,
  },
  delete: {
    method: 'POST',
    path: `${base}/delete/:id`,
    summary: '연동 실패 제외 (사유)',
    access: ADMIN_ONLY_ACCESS,
    params: idParams,
    body: ifaceDismissSchema,
    response: z.null(),
  },
  adapters: {
    method: 'GET',
    path: '/api/interface/v1.0/adapters',
    summary: '외부 연동 설정 상태',
    access: ADMIN_ONLY_ACCESS,
    response: z.array(ifaceAdapterStatusSchema),
  },
});
