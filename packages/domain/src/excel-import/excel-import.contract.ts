import { z } from 'zod';
import { defineContracts, STAFF_ONLY, STREAM_RESPONSE, XLSX_RESPONSE } from '../contract/contract.js';
import { importPreviewSchema, importStatusSchema } from './excel-import.schema.js';

// The generic Excel importer of every entity: template, preview, confirm, progress, error report.

const entityParams = z.object({ entity: z.string().max(40).meta({ title: '가져오기 대상' }) });
const jobParams = entityParams.extend({
  id: z.uuid('작업 번호가 올바르지 않습니다.').meta({ title: '작업 번호' }),
});

export const excelImportApi = defineContracts({
  template: {
    method: 'GET',
    path: '/api/data/v1.0/excel/template/:entity',
    summary: '엑셀 가져오기 양식',
    access: STAFF_ONLY,
    params: entityParams,
    response: XLSX_RESPONSE,
  },
  /** The sheet itself is the multipart body (read by the handler, not by a schema). */
  preview: {
    method: 'POST',
    path: '/api/data/v1.0/excel/import/:entity/preview',
    summary: '엑셀 가져오기 미리보기',
    access: STAFF_ONLY,
    params: entityParams,
    response: importPreviewSchema,
  },
  /** Answers 202: the rows are written in the background. */
  commit: {
    method: 'POST',
    path: '/api/data/v1.0/excel/import/:entity/:id/commit',
    summary: '엑셀 가져오기 확정',
    access: STAFF_ONLY,
    params: jobParams,
    response: importStatusSchema,
  },
  status: {
    method: 'GET',
    path: '/api/data/v1.0/excel/import/:entity/:id',
    summary: '엑셀 가져오기 진행 상황',
    access: STAFF_ONLY,
    params: jobParams,
    response: importStatusSchema,
  },
  /** Server-sent events, each `data:` an importStatusSchema JSON, until the job is final. */
  events: {
    method: 'GET',
    path: '/api/data/v1.0/excel/import/:entity/:id/events',
    summary: '엑셀 가져오기 진행 이벤트 (SSE)',
    access: STAFF_ONLY,
    params: jobParams,
    response: STREAM_RESPONSE,
  },
  errors: {
    method: 'GET',
    path: '/api/data/v1.0/excel/import/:entity/:id/errors',
    summary: '엑셀 가져오기 오류 보고서',
    access: STAFF_ONLY,
    params: jobParams,
    response: XLSX_RESPONSE,
  },
});
