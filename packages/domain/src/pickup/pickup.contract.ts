import { z } from 'zod';
import { defineContracts, STAFF_ONLY, XLSX_RESPONSE } from '../contract/contract.js';
import { rowIdParams } from '../contract/contract-params.js';
import { pickupPageSchema, pickupQuerySchema, pickupRegisterSchema, pickupSchema } from './pickup.schema.js';

// Pickups under /api/delivery/v1.0/pickup (SPEC §7.8 delivery): register a stop, assign a driver
// by hand, mark it picked or cancel it, and the lists (the driver's own with `mine`).

const base = '/api/delivery/v1.0/pickup';
const idParams = rowIdParams('회수 번호', '없는 회수 번호입니다.');

export const pickupApi = defineContracts({
  register: {
    method: 'POST',
    path: `${base}/register`,
    summary: '회수 등록',
    access: STAFF_ONLY,
    body: pickupRegisterSchema,
    response: pickupSchema,
  },
  assign: {
    method: 'POST',
    path: `${base}/assign/:id`,
    summary: '회수 기사 배정',
    access: STAFF_ONLY,
    params: idParams,
    body: z.object({
      driverLoginId: z.string().trim().min(1, '기사 아이디를 입력하세요.').max(40).meta({ title: '기사' }),
    }),
    response: pickupSchema,
  },
  picked: {
    method: 'POST',
    path: `${base}/picked/:id`,
    summary: '회수 완료',
    access: STAFF_ONLY,
    params: idParams,
    response: pickupSchema,
  },
  cancel: {
    method: 'POST',
    path: `${base}/cancel/:id`,
    summary: '회수 취소',
    access: STAFF_ONLY,
    params: idParams,
    response: pickupSchema,
  },
  detail: {
    method: 'GET',
    path: `${base}/detail/:id`,
    summary: '회수 상세',
    access: STAFF_ONLY,
    params: idParams,
    response: pickupSchema,
  },
  list: {
    method: 'POST',
    path: `${base}/list`,
    summary: '회수 목록',
    access: STAFF_ONLY,
    body: pickupQuerySchema,
    response: pickupPageSchema,
  },
  excel: {
    method: 'POST',
    path: `${base}/excel/download`,
    summary: '회수 목록 엑셀',
    access: STAFF_ONLY,
    body: pickupQuerySchema,
    response: XLSX_RESPONSE,
  },
});
