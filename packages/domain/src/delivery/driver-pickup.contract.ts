import { z } from 'zod';
import { defineContracts, STAFF_ONLY } from '../contract/contract.js';
import { rowIdParams } from '../contract/contract-params.js';
import {
  driverPickupCollectSchema,
  driverPickupDayQuerySchema,
  driverPickupFailSchema,
  driverPickupSchema,
} from './driver-pickup.schema.js';

// The driver's own pickups (SPEC §2.15 DriverOldPartPickup / DriverReturnPickup): a driver account
// is a staff account of kind mobile; the server answers only the caller's own pickups (another
// driver's reads as a missing one) and refuses a caller who is no registered driver.

const base = '/api/driver/v1.0/pickup';
const idParams = rowIdParams('회수 번호', '없는 회수 번호입니다.');

export const driverPickupApi = defineContracts({
  mine: {
    method: 'GET',
    path: `${base}/mine`,
    summary: '기사 본인의 하루 회수 (폐부품·반품)',
    access: STAFF_ONLY,
    query: driverPickupDayQuerySchema,
    response: z.array(driverPickupSchema),
  },
  collect: {
    method: 'POST',
    path: `${base}/collect/:id`,
    summary: '회수 완료 (폐부품은 스캔한 개체와 함께, 같은 처리 키는 한 번만 반영)',
    access: STAFF_ONLY,
    params: idParams,
    body: driverPickupCollectSchema,
    response: driverPickupSchema,
  },
  fail: {
    method: 'POST',
    path: `${base}/fail/:id`,
    summary: '미회수 (사유, 회수는 배정된 채로 남음, 같은 처리 키는 한 번만 반영)',
    access: STAFF_ONLY,
    params: idParams,
    body: driverPickupFailSchema,
    response: driverPickupSchema,
  },
});
