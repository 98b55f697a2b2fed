import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { hmSchema, ymdSchema } from '../validate/field-schemas.js';

/** A staff member's request for a company notice (NoticeWriteRequest → NoticeRequestList). */
export const NOTICE_REQUEST_STATUSES = ['requested', 'published', 'declined'] as const;
export type NoticeRequestStatus = (typeof NOTICE_REQUEST_STATUSES)[number];
export const NOTICE_REQUEST_STATUS_LABELS: Record<NoticeRequestStatus, string> = {
  requested: '요청',
  published: '승인·게시',
  declined: '반려',
};

const title = labeled(
  z.string().trim().min(1, '제목을 입력하세요.').max(200, '200자 이하로 입력하세요.'),
  '제목',
);
const body = labeled(
  z.string().trim().min(1, '내용을 입력하세요.').max(20_000, '20,000자 이하로 입력하세요.'),
  '내용',
);
const reason = labeled(
  z.string().trim().min(1, '사유를 입력하세요.').max(1000, '1,000자 이하로 입력하세요.'),
  '사유',
);

export const noticeRequestSaveSchema = z.object({ title, body });
export type NoticeRequestSave = z.infer<typeof noticeRequestSaveSchema>;

/** The admin may edit the title and body before publishing (승인 후 게시). */
export const noticeRequestApproveSchema = z.object({
  title,
  body,
  pinned: labeled(z.boolean().default(false), '상단 고정'),
  version: labeled(z.number().int().min(1), '버전'),
});
export type NoticeRequestApprove = z.infer<typeof noticeRequestApproveSchema>;

export const decisionDeclineSchema = z.object({
  reason,
  version: labeled(z.number().int().min(1), '버전'),
});

export const officeListSchema = z.object({
  status: labeled(z.string().trim().max(20).default(''), '상태'),
  search: labeled(z.string().trim().max(100, '100자 이하로 입력하세요.').default(''), '검색어'),
  page: labeled(z.number().int().min(1).max(100_000).default(1), '페이지'),
  size: labeled(z.number().int().min(1).max(100).default(20), '페이지 크기'),
});
export type OfficeListQuery = z.input<typeof officeListSchema>;

export const noticeRequestSchema = z.object({
  seq: z.number().int(),
  title: z.string(),
  body: z.string(),
  status: z.enum(NOTICE_REQUEST_STATUSES),
  requesterName: z.string(),
  requesterLoginId: z.string(),
  reason: z.string().nullable(),
  noticeSeq: z.number().int().nullable(),
  deciderName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type NoticeRequest = z.infer<typeof noticeRequestSchema>;
export const noticeRequestPageSchema = z.object({
  items: z.array(noticeRequestSchema),
  total: z.number().int(),
});

/** Staff forms with an approval step (경위서, 지각계, 휴가 신청). */
export const STAFF_FORM_KINDS = ['apology', 'late', 'holiday'] as const;
export type StaffFormKind = (typeof STAFF_FORM_KINDS)[number];
export const STAFF_FORM_KIND_LABELS: Record<StaffFormKind, string> = {
  apology: '경위서',
  late: '지각계',
  holiday: '휴가 신청서',
};

export const STAFF_FORM_STATUSES = ['submitted', 'approved', 'rejected'] as const;
export type StaffFormStatus = (typeof STAFF_FORM_STATUSES)[number];
export const STAFF_FORM_STATUS_LABELS: Record<StaffFormStatus, string> = {
  submitted: '결재 대기',
  approved: '승인',
  rejected: '반려',
};

export const HOLIDAY_TYPES = ['annual', 'half-am', 'half-pm', 'sick', 'family'] as const;
export type HolidayType = (typeof HOLIDAY_TYPES)[number];
export const HOLIDAY_TYPE_LABELS: Record<HolidayType, string> = {
  annual: '연차',
  'half-am': '오전 반차',
  'half-pm': '오후 반차',
  sick: '병가',
  family: '경조 휴가',
};

const content = labeled(
  z.string().trim().min(1, '내용을 입력하세요.').max(5000, '5,000자 이하로 입력하세요.'),
  '내용',
);

export const staffFormSaveSchema = z.object({
  kind: labeled(z.enum(STAFF_FORM_KINDS, { message: '서식 종류를 고르세요.' }), '서식 종류'),
  /** 경위서: the day of the incident; 지각계: the late day; 휴가: the first day off. */
  startDate: labeled(ymdSchema, '날짜'),
  /** 휴가 only: the last day off (same as startDate for one day or a half day). */
  endDate: labeled(ymdSchema.optional(), '종료일'),
  /** 지각계 only: when the writer arrived (HHmm). */
  arrivedAt: labeled(hmSchema.optional(), '출근 시각'),
  holidayType: labeled(z.enum(HOLIDAY_TYPES, { message: '휴가 종류를 고르세요.' }).optional(), '휴가 종류'),
  title: labeled(z.string().trim().max(200, '200자 이하로 입력하세요.').default(''), '제목'),
  content,
});
export type StaffFormSave = z.infer<typeof staffFormSaveSchema>;

export const staffFormUpdateSchema = staffFormSaveSchema.extend({
  version: labeled(z.number().int().min(1), '버전'),
});

export const staffFormListSchema = officeListSchema.extend({
  kind: labeled(z.enum(STAFF_FORM_KINDS, { message: '서식 종류를 고르세요.' }), '서식 종류'),
});
export type StaffFormListQuery = z.input<typeof staffFormListSchema>;

export const staffFormSchema = z.object({
  seq: z.number().int(),
  kind: z.enum(STAFF_FORM_KINDS),
  status: z.enum(STAFF_FORM_STATUSES),
  title: z.string(),
  content: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  arrivedAt: z.string().nullable(),
  holidayType: z.enum(HOLIDAY_TYPES).nullable(),
  /** Days off counted in half days (a half-day leave is 1, one weekday 2). */
  halfDays: z.number().int(),
  writerName: z.string(),
  writerLoginId: z.string(),
  reason: z.string().nullable(),
  deciderName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
  canEdit: z.boolean(),
});
export type StaffForm = z.infer<typeof staffFormSchema>;
export const staffFormPageSchema = z.object({ items: z.array(staffFormSchema), total: z.number().int() });

/** A person's holiday balance for one year, in half days. */
export const holidayBalanceSchema = z.object({
  loginId: z.string(),
  name: z.string(),
  year: z.number().int(),
  grantedHalfDays: z.number().int(),
  usedHalfDays: z.number().int(),
  remainingHalfDays: z.number().int(),
});
export type HolidayBalance = z.infer<typeof holidayBalanceSchema>;

export const holidayGrantSchema = z.object({
  loginId: labeled(z.string().trim().min(1, '직원을 고르세요.').max(50), '직원'),
  year: labeled(z.number().int().min(2000).max(2100), '연도'),
  days: labeled(z.number().min(0).max(100).multipleOf(0.5, '0.5일 단위로 입력하세요.'), '부여 일수'),
});

export const decisionApproveSchema = z.object({ version: labeled(z.number().int().min(1), '버전') });
