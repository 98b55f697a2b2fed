import { z } from 'zod';
import { defineContracts, PURCHASE_DESK, XLSX_RESPONSE } from '../contract/contract.js';
import { upperCodeParams } from '../contract/contract-params.js';
import { listQuerySchema } from '../list/list-query.js';
import { versionField } from '../part/part-fields.js';
import {
  PURCHASE_LIST_SPEC,
  purchaseInputSchema,
  purchaseListPageSchema,
  purchaseModifySchema,
  purchaseViewSchema,
  supplierLedgerEntrySchema,
  supplierPayableSchema,
} from './purchase.schema.js';

// Purchases under /api/purchase/v1.0 (SPEC §7.8 "Purchase: list, detail, unfixed list, fix
// change, excel download, update, order save …"): staff register, fix and un-fix them; the
// supplier payable they post is read under the same group. The purchase's unit barcodes are
// purchaseBarcodeApi (with the barcodes).

const codeParams = upperCodeParams('매입 번호');
const supplierParams = upperCodeParams('매입처 코드');
const listBody = listQuerySchema(PURCHASE_LIST_SPEC);
/** Fix and fix change: the version the clerk saw, when the screen has one (stale → 409). */
const versionBody = z.object({ version: versionField().optional() }).default({});

export const purchaseApi = defineContracts({
  insert: {
    method: 'POST',
    path: '/api/purchase/v1.0/insert',
    summary: '매입 등록 (미확정)',
    access: PURCHASE_DESK,
    body: purchaseInputSchema,
    response: purchaseViewSchema,
  },
  update: {
    method: 'POST',
    path: '/api/purchase/v1.0/update/:code',
    summary: '매입 수정 (미확정만)',
    access: PURCHASE_DESK,
    params: codeParams,
    body: purchaseModifySchema,
    response: purchaseViewSchema,
  },
  fix: {
    method: 'POST',
    path: '/api/purchase/v1.0/fix/:code',
    summary: '매입 확정 (재고 입고, 매입처 미지급금)',
    access: PURCHASE_DESK,
    params: codeParams,
    body: versionBody,
    response: purchaseViewSchema,
  },
  fixChange: {
    method: 'POST',
    path: '/api/purchase/v1.0/fix-change/:code',
    summary: '매입 확정 취소 (반대 분개)',
    access: PURCHASE_DESK,
    params: codeParams,
    body: versionBody,
    response: purchaseViewSchema,
  },
  list: {
    method: 'POST',
    path: '/api/purchase/v1.0/list',
    summary: '매입 목록',
    access: PURCHASE_DESK,
    body: listBody,
    response: purchaseListPageSchema,
  },
  unfixedList: {
    method: 'POST',
    path: '/api/purchase/v1.0/unfixed/list',
    summary: '미확정 매입 목록',
    access: PURCHASE_DESK,
    body: listBody,
    response: purchaseListPageSchema,
  },
  excel: {
    method: 'POST',
    path: '/api/purchase/v1.0/excel/download',
    summary: '매입 목록 엑셀',
    access: PURCHASE_DESK,
    body: listBody,
    response: XLSX_RESPONSE,
  },
  detail: {
    method: 'GET',
    path: '/api/purchase/v1.0/detail/:code',
    summary: '매입 상세',
    access: PURCHASE_DESK,
    params: codeParams,
    response: purchaseViewSchema,
  },
  supplierPayable: {
    method: 'GET',
    path: '/api/purchase/v1.0/supplier/payable/:code',
    summary: '매입처 미지급금 잔액',
    access: PURCHASE_DESK,
    params: supplierParams,
    response: supplierPayableSchema,
  },
  supplierLedger: {
    method: 'GET',
    path: '/api/purchase/v1.0/supplier/ledger/:code',
    summary: '매입처 원장 (최근 200건)',
    access: PURCHASE_DESK,
    params: supplierParams,
    response: z.array(supplierLedgerEntrySchema),
  },
});
