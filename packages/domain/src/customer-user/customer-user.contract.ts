import { z } from 'zod';
import { defineContracts, rolesOnly, STAFF_ONLY } from '../contract/contract.js';
import { rowIdParams } from '../contract/contract-params.js';
import {
  customerUserCreateSchema,
  customerUserDormantQuerySchema,
  customerUserListQuerySchema,
  customerUserLoginInfoQuerySchema,
  customerUserPageSchema,
  customerUserSchema,
  customerUserUpdateSchema,
  customerUserWeeklyQuerySchema,
  loginCountRowSchema,
  recommendCodeSchema,
  weeklyLoginCountSchema,
} from './customer-user.schema.js';

// The portal logins of customers (SPEC §7.4 customer user calls).

const idParams = rowIdParams('사용자 번호');

export const customerUserApi = defineContracts({
  save: {
    method: 'POST',
    path: '/api/customer/v1.0/user/save',
    summary: '거래처 사용자 등록',
    access: STAFF_ONLY,
    body: customerUserCreateSchema,
    response: customerUserSchema,
  },
  list: {
    method: 'POST',
    path: '/api/customer/v1.0/user/all/list',
    summary: '거래처 사용자 목록',
    access: STAFF_ONLY,
    body: customerUserListQuerySchema,
    response: customerUserPageSchema,
  },
  /** A customer user reads its own record (and its own customer's users) through this call too. */
  single: {
    method: 'GET',
    path: '/api/customer/v1.0/user/single/:id',
    summary: '거래처 사용자 단건',
    access: rolesOnly('admin', 'public', 'cust'),
    params: idParams,
    response: customerUserSchema,
  },
  update: {
    method: 'POST',
    path: '/api/customer/v1.0/user/update/:id',
    summary: '거래처 사용자 수정',
    access: STAFF_ONLY,
    params: idParams,
    body: customerUserUpdateSchema,
    response: customerUserSchema,
  },
  setRecommendCode: {
    method: 'PUT',
    path: '/api/customer/v1.0/user/recommend/code/:id',
    summary: '추천인 코드 변경',
    access: STAFF_ONLY,
    params: idParams,
    body: z.object({ recommendCode: recommendCodeSchema }),
    response: customerUserSchema,
  },
  clearRecommendCode: {
    method: 'PUT',
    path: '/api/customer/v1.0/user/recommend/code/null/:id',
    summary: '추천인 코드 해제',
    access: STAFF_ONLY,
    params: idParams,
    response: customerUserSchema,
  },
  dormant: {
    method: 'POST',
    path: '/api/customer/v1.0/user/dormant/list',
    summary: '휴면 거래처 사용자',
    access: STAFF_ONLY,
    body: customerUserDormantQuerySchema,
    response: customerUserPageSchema,
  },
  loginInfo: {
    method: 'POST',
    path: '/api/customer/v1.0/user/login/info',
    summary: '월별 로그인 횟수',
    access: STAFF_ONLY,
    body: customerUserLoginInfoQuerySchema,
    response: z.array(loginCountRowSchema),
  },
  weeklyLogins: {
    method: 'POST',
    path: '/api/customer/v1.0/user/login/count/week',
    summary: '주간 로그인 수',
    access: STAFF_ONLY,
    body: customerUserWeeklyQuerySchema,
    response: z.array(weeklyLoginCountSchema),
  },
});
