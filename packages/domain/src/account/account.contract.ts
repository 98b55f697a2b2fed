import { z } from 'zod';
import {
  ADMIN_ONLY_ACCESS,
  ANYONE,
  AUTHENTICATED,
  defineContract,
  defineContracts,
  STAFF_ONLY,
} from '../contract/contract.js';
import { rowIdParams } from '../contract/contract-params.js';
import { LOGIN_PORTAL_NAMES, LOGIN_PORTALS, type LoginPortal } from './account.roles.js';
import {
  accountCreateSchema,
  accountListQuerySchema,
  accountPageSchema,
  accountSummarySchema,
  loginIdSchema,
  loginRequestSchema,
  passwordResetSchema,
  sessionInfoSchema,
  staffNameSchema,
} from './account.schema.js';

// Login, logout, the session and account administration under /api/user/v1.0 (SPEC §7.2).

const idParams = rowIdParams('계정 번호');

const loginContract = <P extends LoginPortal>(portal: P) =>
  defineContract({
    method: 'POST',
    path: `/api/user/v1.0/login/${portal}` as `/api/user/v1.0/login/${P}`,
    summary: `로그인: ${LOGIN_PORTALS[portal].page}`,
    access: ANYONE,
    body: loginRequestSchema,
    response: sessionInfoSchema,
  });

/** One endpoint per login page of SPEC §2.4, each admitting only its own account kinds. */
export const loginApi = Object.fromEntries(
  LOGIN_PORTAL_NAMES.map((portal) => [portal, loginContract(portal)]),
) as {
  [P in LoginPortal]: ReturnType<typeof loginContract<P>>;
};

export const userApi = defineContracts({
  logout: {
    method: 'POST',
    path: '/api/user/v1.0/logout',
    summary: '로그아웃',
    access: ANYONE,
    response: z.null(),
  },
  session: {
    method: 'GET',
    path: '/api/user/v1.0/session',
    summary: '현재 세션 정보',
    access: AUTHENTICATED,
    response: sessionInfoSchema,
  },
  save: {
    method: 'POST',
    path: '/api/user/v1.0/save',
    summary: '계정 등록',
    access: ADMIN_ONLY_ACCESS,
    body: accountCreateSchema,
    response: accountSummarySchema,
  },
  list: {
    method: 'POST',
    path: '/api/user/v1.0/list',
    summary: '계정 목록',
    access: ADMIN_ONLY_ACCESS,
    body: accountListQuerySchema,
    response: accountPageSchema,
  },
  checkDuplicate: {
    method: 'GET',
    path: '/api/user/v1.0/check/duplicate/:loginId',
    summary: '아이디 중복 확인',
    access: ADMIN_ONLY_ACCESS,
    params: z.object({ loginId: loginIdSchema }),
    response: z.object({ duplicate: z.boolean() }),
  },
  disable: {
    method: 'POST',
    path: '/api/user/v1.0/disable/:id',
    summary: '계정 사용 중지',
    access: ADMIN_ONLY_ACCESS,
    params: idParams,
    response: accountSummarySchema,
  },
  enable: {
    method: 'POST',
    path: '/api/user/v1.0/enable/:id',
    summary: '계정 사용 재개',
    access: ADMIN_ONLY_ACCESS,
    params: idParams,
    response: accountSummarySchema,
  },
  resetPassword: {
    method: 'POST',
    path: '/api/user/v1.0/password/reset/:id',
    summary: '비밀번호 초기화',
    access: ADMIN_ONLY_ACCESS,
    params: idParams,
    body: passwordResetSchema,
    response: z.null(),
  },
  /** Pickers need names of staff and external sales people, not the admin-only account list. */
  staffNames: {
    method: 'GET',
    path: '/api/user/v1.0/staff/list',
    summary: '직원·외부 영업 이름 목록',
    access: STAFF_ONLY,
    response: z.array(staffNameSchema),
  },
});
