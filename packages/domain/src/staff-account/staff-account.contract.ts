import { z } from 'zod';
import { accountSummarySchema } from '../account/account.schema.js';
import { ADMIN_ONLY_ACCESS, defineContracts } from '../contract/contract.js';
import { listWithExcel } from '../contract/contract-builders.js';
import { rowIdParams } from '../contract/contract-params.js';
import { listQuerySchema } from '../list/list-query.js';
import {
  loginHistoryPageSchema,
  loginHistoryQuerySchema,
  menuGrantItemSchema,
  menuGrantSaveSchema,
  roleChangeSchema,
  STAFF_ACCOUNT_LIST_SPEC,
  staffAccountPageSchema,
} from './staff-account.schema.js';

// 사용자 관리 beyond what /api/user/v1.0 already offers (save, check duplicate, disable, enable,
// password reset): the paged list with its Excel, role change, unlock, menu grants, login history.
const base = '/api/user/v1.0/manage';
const idParams = rowIdParams('계정 번호');

export const staffAccountApi = defineContracts({
  ...listWithExcel(
    listQuerySchema(STAFF_ACCOUNT_LIST_SPEC),
    {
      path: `${base}/list`,
      summary: '사용자 관리 목록',
      access: ADMIN_ONLY_ACCESS,
      response: staffAccountPageSchema,
    },
    { path: `${base}/excel/download`, summary: '사용자 관리 목록 엑셀', access: ADMIN_ONLY_ACCESS },
  ),
  changeRole: {
    method: 'POST',
    path: `${base}/role/:id`,
    summary: '사용자 권한 변경',
    access: ADMIN_ONLY_ACCESS,
    params: idParams,
    body: roleChangeSchema,
    response: accountSummarySchema,
  },
  unlock: {
    method: 'POST',
    path: `${base}/unlock/:id`,
    summary: '로그인 잠금 해제',
    access: ADMIN_ONLY_ACCESS,
    params: idParams,
    response: accountSummarySchema,
  },
  grants: {
    method: 'GET',
    path: `${base}/grants/:id`,
    summary: '사용자별 추가 메뉴',
    access: ADMIN_ONLY_ACCESS,
    params: idParams,
    response: z.array(menuGrantItemSchema),
  },
  saveGrants: {
    method: 'POST',
    path: `${base}/grants/:id`,
    summary: '사용자별 추가 메뉴 저장',
    access: ADMIN_ONLY_ACCESS,
    params: idParams,
    body: menuGrantSaveSchema,
    response: z.array(menuGrantItemSchema),
  },
  loginHistory: {
    method: 'POST',
    path: `${base}/login/history/:id`,
    summary: '로그인 이력',
    access: ADMIN_ONLY_ACCESS,
    params: idParams,
    body: loginHistoryQuerySchema,
    response: loginHistoryPageSchema,
  },
});
