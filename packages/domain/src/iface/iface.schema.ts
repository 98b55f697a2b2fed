import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { type ListSpec, listPageSchema } from '../list/list-query.js';
import { IFACE_TOPICS, IFACE_FAILURE_LABELS as L, PARTNER_TOPICS } from './iface.labels.js';

// 연동 실패 목록 (SPEC §2.11 IFace/IFaceFailList/{type}, §7.5 interface failure insert, list,
// delete): messages of the job queue that a partner has not accepted yet, with payload, error and
// attempts; retried by hand or dismissed with a reason.

/** The `:type` of the screen: one topic, or every one. */
export const IFACE_FAIL_TYPES = ['all', ...IFACE_TOPICS] as const;
export type IfaceFailType = (typeof IFACE_FAIL_TYPES)[number];

export const IFACE_FAILURE_LIST_SPEC = {
  fields: {
    topic: { kind: 'text', label: L.topic, operators: ['eq', 'in'] },
    state: { kind: 'text', label: L.state, operators: ['eq'] },
    createdAt: { kind: 'date', label: L.createdAt, sortable: true, operators: ['between', 'gte', 'lte'] },
    attempts: { kind: 'number', label: L.attempts, sortable: true, operators: ['gte', 'lte'] },
  },
  defaultSort: { field: 'createdAt', dir: 'desc' },
} as const satisfies ListSpec;

export const ifaceFailureSchema = z.object({
  id: z.number().int(),
  topic: z.string(),
  key: z.string(),
  docCode: z.string().nullable(),
  state: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  payload: z.string(),
  nextAttemptAt: z.string(),
  createdAt: z.string(),
});
export type IfaceFailure = z.infer<typeof ifaceFailureSchema>;
export const ifaceFailurePageSchema = listPageSchema(ifaceFailureSchema);

export const ifaceFailureInsertSchema = z.object({
  topic: labeled(z.enum(PARTNER_TOPICS, { message: '연동 종류를 선택하세요.' }), '연동 종류'),
  event: labeled(
    z
      .string()
      .trim()
      .min(1, '입력하세요.')
      .max(100, '100자 이하로 입력하세요.')
      .regex(/^[a-z0-9][a-z0-9/_-]*$/, '영문 소문자, 숫자, / _ - 로 입력하세요.'),
    '연동 호출',
  ),
  body: labeled(z.record(z.string(), z.unknown()), '보낸 내용'),
  error: labeled(z.string().trim().min(1, '입력하세요.').max(500, '500자 이하로 입력하세요.'), '오류'),
  docCode: labeled(z.string().trim().max(30, '30자 이하로 입력하세요.').nullish(), '문서 번호'),
});
export type IfaceFailureInsert = z.infer<typeof ifaceFailureInsertSchema>;

export const ifaceDismissSchema = z.object({
  reason: labeled(
    z.string().trim().min(2, '2자 이상 입력하세요.').max(200, '200자 이하로 입력하세요.'),
    '제외 사유',
  ),
});

export const ifaceRetryResultSchema = z.object({ sent: z.boolean(), failure: ifaceFailureSchema.nullable() });

export const ifaceAdapterStatusSchema = z.object({
  topic: z.enum(IFACE_TOPICS),
  configured: z.boolean(),
  waiting: z.number().int(),
});
export type IfaceAdapterStatus = z.infer<typeof ifaceAdapterStatusSchema>;
