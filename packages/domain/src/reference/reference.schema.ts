import { z } from 'zod';
import { labeled } from '../common/field-label.js';

/** Link collections kept by admins (SPEC §2.15 LinkCollection, StockRelatedLinkCollection). */
export const LINK_COLLECTIONS = ['weather', 'stock'] as const;
export type LinkCollection = (typeof LINK_COLLECTIONS)[number];
export const LINK_COLLECTION_LABELS: Record<LinkCollection, string> = {
  weather: '링크 모음',
  stock: '재고 관련 링크 모음',
};

export const linkSaveSchema = z.object({
  collection: labeled(z.enum(LINK_COLLECTIONS, { message: '모음을 고르세요.' }), '모음'),
  title: labeled(z.string().trim().min(1, '이름을 입력하세요.').max(100, '100자 이하로 입력하세요.'), '이름'),
  url: labeled(
    z
      .string()
      .trim()
      .max(1000, '1,000자 이하로 입력하세요.')
      // Only web addresses: a javascript: or data: link would run in the staff's session.
      .regex(/^https?:\/\/[^\s]+$/i, 'http:// 또는 https:// 로 시작하는 주소를 입력하세요.'),
    '주소',
  ),
  memo: labeled(z.string().trim().max(500, '500자 이하로 입력하세요.').default(''), '설명'),
  sortOrder: labeled(z.number().int().min(0).max(9999).default(100), '순서'),
});
export type LinkSave = z.infer<typeof linkSaveSchema>;

export const linkItemSchema = z.object({
  id: z.number().int(),
  collection: z.enum(LINK_COLLECTIONS),
  title: z.string(),
  url: z.string(),
  memo: z.string(),
  sortOrder: z.number().int(),
});
export type LinkItem = z.infer<typeof linkItemSchema>;
