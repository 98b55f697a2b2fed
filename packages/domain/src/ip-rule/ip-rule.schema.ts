import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { parseIpRange } from './ip-rule.cidr.js';

// IP 관리 (SPEC §2.5 /Company/Ip/IpManage, §7.8 IP save, company list, detail delete): allowed
// address ranges for the whole company (every staff login) and per user. A login from outside
// them is refused with a Korean reason and logged.

export const IP_RULE_SCOPES = ['company', 'user'] as const;
export type IpRuleScope = (typeof IP_RULE_SCOPES)[number];
export const IP_RULE_SCOPE_LABELS: Record<IpRuleScope, string> = { company: '회사 전체', user: '사용자별' };

export const ipRangeSchema = labeled(
  z
    .string()
    .trim()
    .min(1, '입력하세요.')
    .max(60, '60자 이하로 입력하세요.')
    .refine((v) => parseIpRange(v) !== null, '192.168.0.0/24 또는 10.0.0.5 같은 주소(대역)를 입력하세요.'),
  '허용 주소',
);

export const ipRuleSaveSchema = z.object({
  scope: labeled(z.enum(IP_RULE_SCOPES, { message: '적용 범위를 선택하세요.' }), '적용 범위'),
  loginId: labeled(z.string().trim().max(50, '50자 이하로 입력하세요.').nullish(), '사용자 아이디'),
  range: ipRangeSchema,
  memo: labeled(z.string().trim().max(200, '200자 이하로 입력하세요.').nullish(), '메모'),
});
export type IpRuleSave = z.infer<typeof ipRuleSaveSchema>;

export const ipRuleSchema = z.object({
  id: z.number().int(),
  scope: z.enum(IP_RULE_SCOPES),
  accountId: z.number().int().nullable(),
  loginId: z.string().nullable(),
  accountName: z.string().nullable(),
  range: z.string(),
  memo: z.string().nullable(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
export type IpRule = z.infer<typeof ipRuleSchema>;

export const ipRefusalSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  loginId: z.string(),
  ip: z.string(),
  portal: z.string(),
  reason: z.string(),
});
export type IpRefusal = z.infer<typeof ipRefusalSchema>;

export const ipRuleListSchema = z.object({
  rules: z.array(ipRuleSchema),
  refusals: z.array(ipRefusalSchema),
  /** The address this request came from, as the server sees it (TRUST_PROXY decides). */
  yourIp: z.string(),
  trustProxy: z.boolean(),
});
export type IpRuleList = z.infer<typeof ipRuleListSchema>;
