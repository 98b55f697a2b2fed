import { z } from 'zod';
import { labeled } from '../common/field-label.js';

/** Muzin knowledge notes (SPEC §2.22, §7.7): public to every staff member, or the writer's own. */
export const MUZIN_VIEW_TYPES = ['public', 'individual'] as const;
export type MuzinViewType = (typeof MUZIN_VIEW_TYPES)[number];
export const MUZIN_VIEW_TYPE_LABELS: Record<MuzinViewType, string> = {
  public: '무진 공용 정보',
  individual: '무진 개인 정보',
};

const title = labeled(
  z.string().trim().min(1, '제목을 입력하세요.').max(200, '200자 이하로 입력하세요.'),
  '제목',
);
/** Rich text (HTML from the editor); the server keeps only the allowed markup. */
const body = labeled(z.string().max(50_000, '내용이 너무 깁니다 (50,000자 이하).'), '내용');

export const muzinInsertSchema = z.object({
  viewType: labeled(z.enum(MUZIN_VIEW_TYPES, { message: '공용/개인을 고르세요.' }), '구분'),
  title,
  body,
  category: labeled(z.string().trim().max(50, '50자 이하로 입력하세요.').default(''), '분류'),
});
export type MuzinInsert = z.infer<typeof muzinInsertSchema>;

export const muzinModifySchema = z.object({
  code: labeled(z.number().int().positive().max(2_147_483_647), '번호'),
  title,
  body,
  category: labeled(z.string().trim().max(50, '50자 이하로 입력하세요.').default(''), '분류'),
  version: labeled(z.number().int().min(1), '버전'),
});
export type MuzinModify = z.infer<typeof muzinModifySchema>;

export const muzinListSchema = z.object({
  search: labeled(z.string().trim().max(100, '100자 이하로 입력하세요.').default(''), '검색어'),
  page: labeled(z.number().int().min(1).max(100_000).default(1), '페이지'),
  size: labeled(z.number().int().min(1).max(100).default(20), '페이지 크기'),
});
export type MuzinListQuery = z.input<typeof muzinListSchema>;

export const muzinListItemSchema = z.object({
  code: z.number().int(),
  viewType: z.enum(MUZIN_VIEW_TYPES),
  title: z.string(),
  category: z.string(),
  /** The first characters of the text, without markup. */
  summary: z.string(),
  authorName: z.string(),
  updatedAt: z.string(),
});
export type MuzinListItem = z.infer<typeof muzinListItemSchema>;
export const muzinPageSchema = z.object({ items: z.array(muzinListItemSchema), total: z.number().int() });

export const muzinNoteSchema = muzinListItemSchema.extend({
  /** Sanitised HTML: safe to render as markup. */
  body: z.string(),
  createdAt: z.string(),
  version: z.number().int(),
  canEdit: z.boolean(),
});
export type MuzinNote = z.infer<typeof muzinNoteSchema>;

/** Clipboard (SPEC §2.22 ClipboardCopy): snippets a person copies often. */
export const clipboardSaveSchema = z.object({
  label: labeled(z.string().trim().min(1, '이름을 입력하세요.').max(100, '100자 이하로 입력하세요.'), '이름'),
  text: labeled(
    z.string().min(1, '복사할 내용을 입력하세요.').max(5000, '5,000자 이하로 입력하세요.'),
    '내용',
  ),
  shared: labeled(z.boolean().default(false), '공용'),
});
export type ClipboardSave = z.infer<typeof clipboardSaveSchema>;

export const clipboardItemSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  text: z.string(),
  shared: z.boolean(),
  ownerName: z.string(),
  mine: z.boolean(),
  useCount: z.number().int(),
});
export type ClipboardItem = z.infer<typeof clipboardItemSchema>;
