import { z } from 'zod';
import { defineContracts, STAFF_ONLY } from '../contract/contract.js';
import {
  noticeDetailSchema,
  noticeListSchema,
  noticePageSchema,
  noticeSaveSchema,
  noticeUpdateSchema,
  savedNoticeSchema,
  staffMemberSchema,
} from './notice.schema.js';

const seqParams = z.object({
  seq: z.coerce.number().int().positive().max(2_147_483_647).meta({ title: '공지 번호' }),
});

/** Company and individual notices (SPEC §2.24). */
export const noticeApi = defineContracts({
  insert: {
    method: 'POST',
    path: '/api/notice/v1.0/insert',
    summary: '공지 등록',
    access: STAFF_ONLY,
    body: noticeSaveSchema,
    response: savedNoticeSchema,
  },
  update: {
    method: 'POST',
    path: '/api/notice/v1.0/update/:seq',
    summary: '공지 수정',
    access: STAFF_ONLY,
    params: seqParams,
    body: noticeUpdateSchema,
    response: savedNoticeSchema,
  },
  withdraw: {
    method: 'POST',
    path: '/api/notice/v1.0/withdraw/:seq',
    summary: '공지 게시 취소',
    access: STAFF_ONLY,
    params: seqParams,
    response: savedNoticeSchema,
  },
  list: {
    method: 'POST',
    path: '/api/notice/v1.0/list',
    summary: '공지 목록',
    access: STAFF_ONLY,
    body: noticeListSchema,
    response: noticePageSchema,
  },
  single: {
    method: 'GET',
    path: '/api/notice/v1.0/single/:seq',
    summary: '공지 보기',
    access: STAFF_ONLY,
    params: seqParams,
    response: noticeDetailSchema,
  },
  staff: {
    method: 'GET',
    path: '/api/notice/v1.0/staff',
    summary: '공지 받을 직원 목록',
    access: STAFF_ONLY,
    response: z.array(staffMemberSchema),
  },
});
