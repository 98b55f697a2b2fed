import { defineContracts, PURCHASE_DESK } from '../contract/contract.js';
import { listWithExcel } from '../contract/contract-builders.js';
import { docCodeParams } from '../contract/contract-params.js';
import { listQuerySchema } from '../list/list-query.js';
import {
  DIRECT_EXAMINATION_LIST_SPEC,
  directExaminationInputSchema,
  directExaminationPageSchema,
  directExaminationViewSchema,
  directExamineSchema,
  directScanResultSchema,
  directScanSchema,
} from './direct-examination.schema.js';

// Direct shipments (직송, SPEC §2.16) under /api/stock/v1.0/direct-examination: the request, its
// A4 checklist, the scan check of one unit, the examination (purchase posted in one
// transaction), the detail and the list.

const base = '/api/stock/v1.0/direct-examination';
const codeParams = docCodeParams('직송 번호');

export const directExaminationApi = defineContracts({
  request: {
    method: 'POST',
    path: `${base}/request`,
    summary: '직송 요청 등록 (매입처 → 거래처)',
    access: PURCHASE_DESK,
    body: directExaminationInputSchema,
    response: directExaminationViewSchema,
  },
  detail: {
    method: 'GET',
    path: `${base}/detail/:code`,
    summary: '직송 상세 (검수 요청서)',
    access: PURCHASE_DESK,
    params: codeParams,
    response: directExaminationViewSchema,
  },
  scan: {
    method: 'POST',
    path: `${base}/scan/:code`,
    summary: '직송 스캔 검수: 바코드의 품목이 직송에 있는지',
    access: PURCHASE_DESK,
    params: codeParams,
    body: directScanSchema,
    response: directScanResultSchema,
  },
  examine: {
    method: 'POST',
    path: `${base}/examine/:code`,
    summary: '직송 검수 확정 (매입 확정, 경유 창고 입출고)',
    access: PURCHASE_DESK,
    params: codeParams,
    body: directExamineSchema,
    response: directExaminationViewSchema,
  },
  ...listWithExcel(
    listQuerySchema(DIRECT_EXAMINATION_LIST_SPEC),
    {
      path: `${base}/list`,
      summary: '직송 검수 목록',
      access: PURCHASE_DESK,
      response: directExaminationPageSchema,
    },
    { path: `${base}/excel/download`, summary: '직송 검수 목록 엑셀', access: PURCHASE_DESK },
  ),
});
