import { z } from 'zod';
import { defineContracts, STAFF_ONLY } from '../contract/contract.js';
import {
  clipboardItemSchema,
  clipboardSaveSchema,
  muzinInsertSchema,
  muzinListSchema,
  muzinModifySchema,
  muzinNoteSchema,
  muzinPageSchema,
} from './muzin.schema.js';

const codeParams = z.object({
  code: z.coerce.number().int().positive().max(2_147_483_647).meta({ title: '번호' }),
});
const saved = z.object({ code: z.number().int(), version: z.number().int() });

/** SPEC §7.7: the Muzin calls, by path, under /muzin/info/v1.0/. */
export const muzinApi = defineContracts({
  insert: {
    method: 'POST',
    path: '/api/muzin/info/v1.0/insert',
    summary: '무진 정보 등록',
    access: STAFF_ONLY,
    body: muzinInsertSchema,
    response: saved,
  },
  modify: {
    method: 'POST',
    path: '/api/muzin/info/v1.0/modify',
    summary: '무진 정보 수정',
    access: STAFF_ONLY,
    body: muzinModifySchema,
    response: saved,
  },
  publicList: {
    method: 'POST',
    path: '/api/muzin/info/v1.0/public/list',
    summary: '무진 공용 정보 목록',
    access: STAFF_ONLY,
    body: muzinListSchema,
    response: muzinPageSchema,
  },
  individualList: {
    method: 'POST',
    path: '/api/muzin/info/v1.0/individual/list',
    summary: '무진 개인 정보 목록 (내 것만)',
    access: STAFF_ONLY,
    body: muzinListSchema,
    response: muzinPageSchema,
  },
  single: {
    method: 'GET',
    path: '/api/muzin/info/v1.0/single/:code',
    summary: '무진 정보 단건 조회',
    access: STAFF_ONLY,
    params: codeParams,
    response: muzinNoteSchema,
  },
  delete: {
    method: 'DELETE',
    path: '/api/muzin/info/v1.0/delete/:code',
    summary: '무진 정보 삭제 (보관 처리)',
    access: STAFF_ONLY,
    params: codeParams,
    response: z.object({ code: z.number().int() }),
  },
});

/** ClipboardCopy: my snippets and the shared ones. */
export const clipboardApi = defineContracts({
  list: {
    method: 'GET',
    path: '/api/muzin/clipboard/v1.0/list',
    summary: '클립보드 목록',
    access: STAFF_ONLY,
    response: z.array(clipboardItemSchema),
  },
  save: {
    method: 'POST',
    path: '/api/muzin/clipboard/v1.0/save',
    summary: '클립보드 항목 등록',
    access: STAFF_ONLY,
    body: clipboardSaveSchema,
    response: clipboardItemSchema,
  },
  used: {
    method: 'POST',
    path: '/api/muzin/clipboard/v1.0/used/:code',
    summary: '클립보드 복사 횟수',
    access: STAFF_ONLY,
    params: codeParams,
    response: z.object({ code: z.number().int() }),
  },
  remove: {
    method: 'POST',
    path: '/api/muzin/clipboard/v1.0/remove/:code',
    summary: '클립보드 항목 내리기',
    access: STAFF_ONLY,
    params: codeParams,
    response: z.object({ code: z.number().int() }),
  },
});
