import { z } from 'zod';
import { defineContracts, rolesOnly, STAFF_ONLY } from '../contract/contract.js';
import { rowIdParams } from '../contract/contract-params.js';
import {
  mobisPurchasePageSchema,
  mobisPurchaseQuerySchema,
  mobisPurchaseRowSchema,
  mobisSaleInputSchema,
  mobisSalePageSchema,
  mobisSaleQuerySchema,
  mobisSaleRowSchema,
} from './mobis.schema.js';

// SPEC §7.6 Mobis under /api/outsourcing/v1.0/mobis: the partner's sales and reservations (its own
// rows only: another partner's id answers like a missing one), and head office's Mobis purchases
// (list and delete; the upload is the Excel importer 'mobis-purchase').

const base = '/api/outsourcing/v1.0/mobis';
const MOBIS = rolesOnly('SHINMYEONG');
const idParams = rowIdParams('번호');

export const mobisApi = defineContracts({
  saleSave: {
    method: 'POST',
    path: `${base}/sales/save`,
    summary: '모비스 매출·예약 등록',
    access: MOBIS,
    body: mobisSaleInputSchema,
    response: mobisSaleRowSchema,
  },
  saleList: {
    method: 'POST',
    path: `${base}/sales/list`,
    summary: '모비스 매출·예약 목록',
    access: MOBIS,
    body: mobisSaleQuerySchema,
    response: mobisSalePageSchema,
  },
  saleCancel: {
    method: 'PUT',
    path: `${base}/sales/cancel/:id`,
    summary: '모비스 매출·예약 취소',
    access: MOBIS,
    params: idParams,
    response: mobisSaleRowSchema,
  },
  reservationSell: {
    method: 'PUT',
    path: `${base}/reservation/sell/:id`,
    summary: '모비스 예약을 매출로',
    access: MOBIS,
    params: idParams,
    response: mobisSaleRowSchema,
  },
  purchaseList: {
    method: 'POST',
    path: `${base}/purchase/list`,
    summary: '모비스 매입 목록 (본사)',
    access: STAFF_ONLY,
    body: mobisPurchaseQuerySchema,
    response: mobisPurchasePageSchema,
  },
  purchaseDelete: {
    method: 'DELETE',
    path: `${base}/purchase/delete/:id`,
    summary: '모비스 매입 삭제 (잘못 올린 행)',
    access: STAFF_ONLY,
    params: idParams,
    response: z.object({ id: z.number().int() }),
  },
});
