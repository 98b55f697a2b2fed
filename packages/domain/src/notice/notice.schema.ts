import { z } from 'zod';
import { labeled } from '../common/field-label.js';

/** A company notice for every staff member, or an individual one sent to chosen staff. */
export const NOTICE_KINDS = ['notice', 'individual'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export const NOTICE_KIND_LABELS: Record<NoticeKind, string> = { notice: '공지', individual: '개별 공지' };

export const NOTICE_STATUSES = ['draft', 'published', 'withdrawn'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];
export const NOTICE_STATUS_LABELS: Record<NoticeStatus, string> = {
  draft: '임시 저장',
  published: '게시',
  withdrawn: '게시 취소',
};

const title = labeled(
  z.string().trim().min(1, '제목을 입력하세요.').max(200, '200자 이하로 입력하세요.'),
  '제목',
);
const body = labeled(
  z.string().trim().min(1, '내용을 입력하세요.').max(20_000, '20,000자 이하로 입력하세요.'),
  '내용',
);

export const noticeSaveSchema = z.object({
  kind: labeled(z.enum(NOTICE_KINDS, { message: '공지 종류를 고르세요.' }), '공지 종류'),
  title,
  body,
  pinned: labeled(z.boolean().default(false), '상단 고정'),
  /** Login ids of the recipients of an individual notice; ignored for company notices. */
  recipients: labeled(
    z.array(z.string().trim().min(1).max(50)).max(500, '받는 사람은 500명까지입니다.').default([]),
    '받는 사람',
  ),
  /** true = publish now (recipients are notified); false = keep as a draft (임시 저장). */
  publish: labeled(z.boolean(), '게시'),
});
export type NoticeSave = z.infer<typeof noticeSaveSchema>;

export const noticeUpdateSchema = noticeSaveSchema.extend({
  version: labeled(z.number().int().min(1), '버전'),
});
export type NoticeUpdate = z.infer<typeof noticeUpdateSchema>;

/** Which notices a list shows: received (published to me), sent by me, my drafts, or all (admin). */
export const NOTICE_BOXES = ['received', 'sent', 'drafts', 'all'] as const;
export type NoticeBox = (typeof NOTICE_BOXES)[number];

export const noticeListSchema = z.object({
  box: labeled(z.enum(NOTICE_BOXES, { message: '목록 종류가 올바르지 않습니다.' }), '목록 종류'),
  kind: labeled(z.enum(NOTICE_KINDS).optional(), '공지 종류'),
  search: labeled(z.string().trim().max(100, '100자 이하로 입력하세요.').default(''), '검색어'),
  unreadOnly: labeled(z.boolean().default(false), '안 읽은 것만'),
  page: labeled(z.number().int().min(1).default(1), '페이지'),
  size: labeled(z.number().int().min(1).max(100).default(20), '페이지 크기'),
});
export type NoticeListQuery = z.input<typeof noticeListSchema>;

export const noticeListItemSchema = z.object({
  seq: z.number().int(),
  kind: z.enum(NOTICE_KINDS),
  status: z.enum(NOTICE_STATUSES),
  title: z.string(),
  pinned: z.boolean(),
  authorName: z.string(),
  authorLoginId: z.string(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  read: z.boolean(),
  readCount: z.number().int(),
  recipientCount: z.number().int(),
});
export type NoticeListItem = z.infer<typeof noticeListItemSchema>;

export const noticePageSchema = z.object({ items: z.array(noticeListItemSchema), total: z.number().int() });
export type NoticePage = z.infer<typeof noticePageSchema>;

export const noticeDetailSchema = noticeListItemSchema.extend({
  body: z.string(),
  version: z.number().int(),
  recipients: z.array(z.object({ loginId: z.string(), name: z.string(), readAt: z.string().nullable() })),
  canEdit: z.boolean(),
});
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;

/** What a save answers: the notice's number, its state and (after an update) its new version. */
export const savedNoticeSchema = z.object({
  seq: z.number().int(),
  status: z.enum(NOTICE_STATUSES),
  version: z.number().int().optional(),
});
export type SavedNotice = z.infer<typeof savedNoticeSchema>;

/** A staff member a notice can be sent to. */
export const staffMemberSchema = z.object({ loginId: z.string(), name: z.string(), role: z.string() });
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** The header bell's inbox (SPEC §2.24 header, realtime events of §7.9). */
export const notificationItemSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string().nullable(),
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const notificationInboxSchema = z.object({
  unread: z.number().int(),
  items: z.array(notificationItemSchema),
});
export type NotificationInbox = z.infer<typeof notificationInboxSchema>;

export const notificationReadSchema = z.object({
  ids: labeled(z.array(z.number().int().min(1)).max(500).default([]), '알림'),
  all: labeled(z.boolean().default(false), '모두 읽음'),
});

/** What the server pushes on a user's realtime channel. */
export type RealtimeEvent = { type: 'notification'; notification: NotificationItem };
