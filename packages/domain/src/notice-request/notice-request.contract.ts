import { z } from 'zod';
import { ADMIN_ONLY_ACCESS, defineContracts, STAFF_ONLY } from '../contract/contract.js';
import {
  decisionApproveSchema,
  decisionDeclineSchema,
  holidayBalanceSchema,
  holidayGrantSchema,
  noticeRequestApproveSchema,
  noticeRequestPageSchema,
  noticeRequestSaveSchema,
  noticeRequestSchema,
  officeListSchema,
  staffFormListSchema,
  staffFormPageSchema,
  staffFormSaveSchema,
  staffFormSchema,
  staffFormUpdateSchema,
} from './notice-request.schema.js';

const seqParams = z.object({
  seq: z.coerce.number().int().positive().max(2_147_483_647).meta({ title: '번호' }),
});
const saved = z.object({ seq: z.number().int(), status: z.string(), version: z.number().int() });

/** Notice requests (SPEC §2.10 NoticeWriteRequest …): staff ask, an admin publishes or declines. */
export const noticeRequestApi = defineContracts({
  insert: {
    method: 'POST',
    path: '/api/notice/v1.0/request/insert',
    summary: '공지 요청 등록',
    access: STAFF_ONLY,
    body: noticeRequestSaveSchema,
    response: saved,
  },
  list: {
    method: 'POST',
    path: '/api/notice/v1.0/request/list',
    summary: '공지 요청 목록 (직원: 내 요청, 관리자: 전체)',
    access: STAFF_ONLY,
    body: officeListSchema,
    response: noticeRequestPageSchema,
  },
  single: {
    method: 'GET',
    path: '/api/notice/v1.0/request/single/:seq',
    summary: '공지 요청 보기',
    access: STAFF_ONLY,
    params: seqParams,
    response: noticeRequestSchema,
  },
  approve: {
    method: 'POST',
    path: '/api/notice/v1.0/request/approve/:seq',
    summary: '공지 요청 승인·게시',
    access: ADMIN_ONLY_ACCESS,
    params: seqParams,
    body: noticeRequestApproveSchema,
    response: saved.extend({ noticeSeq: z.number().int() }),
  },
  decline: {
    method: 'POST',
    path: '/api/notice/v1.0/request/decline/:seq',
    summary: '공지 요청 반려',
    access: ADMIN_ONLY_ACCESS,
    params: seqParams,
    body: decisionDeclineSchema,
    response: saved,
  },
});

/** Staff forms with an approval step: 경위서, 지각계, 휴가 신청 (with a balance per person). */
export const staffFormApi = defineContracts({
  insert: {
    method: 'POST',
    path: '/api/notice/v1.0/form/insert',
    summary: '서식 제출 (경위서·지각계·휴가)',
    access: STAFF_ONLY,
    body: staffFormSaveSchema,
    response: saved,
  },
  update: {
    method: 'POST',
    path: '/api/notice/v1.0/form/update/:seq',
    summary: '결재 전 서식 수정',
    access: STAFF_ONLY,
    params: seqParams,
    body: staffFormUpdateSchema,
    response: saved,
  },
  list: {
    method: 'POST',
    path: '/api/notice/v1.0/form/list',
    summary: '서식 목록 (직원: 내 것, 관리자: 전체)',
    access: STAFF_ONLY,
    body: staffFormListSchema,
    response: staffFormPageSchema,
  },
  single: {
    method: 'GET',
    path: '/api/notice/v1.0/form/single/:seq',
    summary: '서식 보기·인쇄',
    access: STAFF_ONLY,
    params: seqParams,
    response: staffFormSchema,
  },
  approve: {
    method: 'POST',
    path: '/api/notice/v1.0/form/approve/:seq',
    summary: '서식 승인',
    access: ADMIN_ONLY_ACCESS,
    params: seqParams,
    body: decisionApproveSchema,
    response: saved,
  },
  reject: {
    method: 'POST',
    path: '/api/notice/v1.0/form/reject/:seq',
    summary: '서식 반려',
    access: ADMIN_ONLY_ACCESS,
    params: seqParams,
    body: decisionDeclineSchema,
    response: saved,
  },
  balance: {
    method: 'GET',
    path: '/api/notice/v1.0/form/holiday-balance',
    summary: '휴가 잔여 일수 (직원: 나, 관리자: 전체)',
    access: STAFF_ONLY,
    query: z.object({ year: z.coerce.number().int().min(2000).max(2100).meta({ title: '연도' }) }),
    response: z.array(holidayBalanceSchema),
  },
  grant: {
    method: 'POST',
    path: '/api/notice/v1.0/form/holiday-grant',
    summary: '연차 부여 일수 설정',
    access: ADMIN_ONLY_ACCESS,
    body: holidayGrantSchema,
    response: holidayBalanceSchema,
  },
});
