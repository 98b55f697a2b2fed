import { defineContracts, rolesOnly, XLSX_RESPONSE } from '../contract/contract.js';
import {
  courierCheckQuerySchema,
  courierLoginPageSchema,
  courierLoginQuerySchema,
  courierParcelPageSchema,
  courierParcelSchema,
  courierTodaySchema,
  waybillScanSchema,
} from './courier-portal.schema.js';

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
