import { z } from 'zod';
import { labeled } from '../common/field-label.js';

/** 우편번호 찾기: what the clerk types (a road name, a building, a lot number). */
export const addressSearchQuerySchema = z.object({
  keyword: labeled(
    z
      .string({ message: '찾을 주소를 입력하세요.' })
      .trim()
      .min(2, '두 글자 이상 입력하세요 (예: 세종대로 110).')
      .max(80, '80자 이하로 입력하세요.'),
    '주소 검색어',
  ),
  page: labeled(z.coerce.number().int().min(1, '1 이상이어야 합니다.').max(100).default(1), '쪽'),
});
export type AddressSearchQuery = z.infer<typeof addressSearchQuerySchema>;

export const addressHitSchema = z.object({
  /** 5-digit postcode (국가기초구역번호). */
  postcode: z.string(),
  roadAddress: z.string(),
  jibunAddress: z.string().nullable(),
  buildingName: z.string().nullable(),
});
export type AddressHit = z.infer<typeof addressHitSchema>;

/**
 * The answer of the address search. Unconfigured (no service key) is an answer too: the screen
 * then says so and the address is typed by hand.
 */
export const addressSearchResultSchema = z.object({
  configured: z.boolean(),
  ok: z.boolean(),
  /** Why there are no hits from the service: not configured, or it failed (Korean). */
  message: z.string().nullable(),
  total: z.number().int(),
  hits: z.array(addressHitSchema),
});
export type AddressSearchResult = z.infer<typeof addressSearchResultSchema>;
