import { defineContracts, rolesOnly, STAFF_ONLY, XLSX_RESPONSE } from '../contract/contract.js';
import { rowIdParams } from '../contract/contract-params.js';
import {
  courierCheckQuerySchema,
  courierLoginPageSchema,
  courierLoginQuerySchema,
  courierParcelPageSchema,
  courierParcelSchema,
  courierTodaySchema,
  waybillScanSchema,
} from './courier-portal.schema.js';
import {
  courierUserInsertSchema,
  courierUserListQuerySchema,
  courierUserModifySchema,
  courierUserPageSchema,
  courierUserSchema,
} from './courier-user.schema.js';

// The courier company's calls under /api/courier/v1.0 (SPEC §2.20). Every call reads the session's
// partner code: a company sees only the deliveries handed to couriers of its own name, and a
// waybill of another company reads as a missing one.

const base = '/api/courier/v1.0';
const COURIER = rolesOnly('cirkep');

export const courierPortalApi = defineContracts({
  today: {
    method: 'GET',
    path: `${base}/today/list`,
    summary: '오늘 인계된 택배 (송장·인수 확인)',
    access: COURIER,
    response: courierTodaySchema,
  },
  scan: {
    method: 'POST',
    path: `${base}/handover/scan`,
    summary: '송장 스캔으로 인수 확인',
    access: COURIER,
    body: waybillScanSchema,
    response: courierParcelSchema,
  },
  checkList: {
    method: 'POST',
    path: `${base}/check/list`,
    summary: '인수 확인 내역',
    access: COURIER,
    body: courierCheckQuerySchema,
    response: courierParcelPageSchema,
  },
  checkExcel: {
    method: 'POST',
    path: `${base}/check/excel`,
    summary: '인수 확인 내역 엑셀',
    access: COURIER,
    body: courierCheckQuerySchema,
    response: XLSX_RESPONSE,
  },
  loginList: {
    method: 'POST',
    path: `${base}/login/list`,
    summary: '택배사 사용자 로그인 내역',
    access: COURIER,
    body: courierLoginQuerySchema,
    response: courierLoginPageSchema,
  },
});

/** Head office manages the courier companies' accounts (a courier account manages none). */
const userIdParams = rowIdParams('사용자 번호');
export const courierUserApi = defineContracts({
  insert: {
    method: 'POST',
    path: `${base}/user/insert`,
    summary: '택배사 사용자 등록 (직원)',
    access: STAFF_ONLY,
    body: courierUserInsertSchema,
    response: courierUserSchema,
  },
  list: {
    method: 'POST',
    path: `${base}/user/list`,
    summary: '택배사 사용자 목록 (모든 택배사)',
    access: STAFF_ONLY,
    body: courierUserListQuerySchema,
    response: courierUserPageSchema,
  },
  single: {
    method: 'GET',
    path: `${base}/user/single/:id`,
    summary: '택배사 사용자 한 명',
    access: STAFF_ONLY,
    params: userIdParams,
    response: courierUserSchema,
  },
  modify: {
    method: 'POST',
    path: `${base}/user/modify/:id`,
    summary: '택배사 사용자 수정 (이름·전화·비밀번호·사용 중지)',
    access: STAFF_ONLY,
    params: userIdParams,
    body: courierUserModifySchema,
    response: courierUserSchema,
  },
});
