import { z } from 'zod';
import { ADMIN_ONLY_ACCESS, AUTHENTICATED, defineContracts } from '../contract/contract.js';
import {
  pageAccessSaveSchema,
  pageAccessStatsEntrySchema,
  pageAccessStatsFilterSchema,
} from './page-access.schema.js';

// Page access logging and its statistics (SPEC §7.1).

export const pageAccessApi = defineContracts({
  save: {
    method: 'POST',
    path: '/api/page/access/v1.0/save',
    summary: '페이지 접속 기록',
    access: AUTHENTICATED,
    body: pageAccessSaveSchema,
    response: z.object({ success: z.literal(true) }),
  },
  /** SPEC §7.1: `response` is the list itself; the total travels in the x-total-count header. */
  stats: {
    method: 'POST',
    path: '/api/page/access/v1.0/stats/list',
    summary: '페이지 접속 통계',
    access: ADMIN_ONLY_ACCESS,
    body: pageAccessStatsFilterSchema,
    response: z.array(pageAccessStatsEntrySchema),
  },
});
