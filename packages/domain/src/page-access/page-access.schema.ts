import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { ymdSchema } from '../validate/field-schemas.js';

/** SPEC §7.1 save payload. */
export const pageAccessSaveSchema = z.object({
  pagePath: labeled(
    z
      .string()
      .trim()
      .min(1, '입력하세요.')
      .max(300, '300자 이하로 입력하세요.')
      .startsWith('/', '/로 시작해야 합니다.'),
    '페이지 경로',
  ),
  pageName: labeled(z.string().trim().max(200, '200자 이하로 입력하세요.').default(''), '페이지 이름'),
});
export type PageAccessSave = z.infer<typeof pageAccessSaveSchema>;

export const PAGE_ACCESS_SORTS = ['accessCount', 'uniqueUserCount', 'lastAccessTime', 'pagePath'] as const;

/** Filter of the stats list; dates are the 8-digit strings of SPEC §3 (inclusive). */
export const pageAccessStatsFilterSchema = z
  .object({
    fromDate: labeled(ymdSchema.optional(), '시작일'),
    toDate: labeled(ymdSchema.optional(), '종료일'),
    pathContains: labeled(z.string().trim().max(300).optional(), '경로 검색어'),
    sort: labeled(z.enum(PAGE_ACCESS_SORTS).default('accessCount'), '정렬 기준'),
    order: labeled(z.enum(['asc', 'desc']).default('desc'), '정렬 방향'),
    page: labeled(z.number().int().min(1).default(1), '페이지'),
    size: labeled(z.number().int().min(1).max(500).default(50), '페이지 크기'),
  })
  .refine((f) => !f.fromDate || !f.toDate || f.fromDate <= f.toDate, {
    message: '시작일이 종료일보다 늦습니다.',
    path: ['fromDate'],
  });
export type PageAccessStatsFilter = z.infer<typeof pageAccessStatsFilterSchema>;

export const pageAccessStatsEntrySchema = z.object({
  id: z.number().int(),
  pagePath: z.string(),
  pageName: z.string(),
  accessCount: z.number().int(),
  uniqueUserCount: z.number().int(),
  lastAccessTime: z.string().nullable(),
});
export type PageAccessStatsEntry = z.infer<typeof pageAccessStatsEntrySchema>;

// The list lives in a zod-free file: the web reads it on every first load, login pages included
// (issue 14 §6), and importing it from here brought zod and the field schemas along.
export { ACCESS_LOG_EXEMPT_PATHS } from './page-access.paths.js';
