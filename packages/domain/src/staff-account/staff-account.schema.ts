import { z } from 'zod';
import { ACCOUNT_KINDS, ROLES } from '../account/account.roles.js';
import { labeled } from '../common/field-label.js';
import { type ListSpec, listPageSchema } from '../list/list-query.js';
import { STAFF_ACCOUNT_LABELS as L } from './staff-account.labels.js';

// 사용자 관리 (SPEC §2.5 /Company/UserManage, §7.8 user calls): every account with its role, lock
// state, login counts and per-user menu grants (SPEC §6 extras, kept as data in menu_grants).

export const STAFF_ACCOUNT_LIST_SPEC = {
  fields: {
    loginId: { kind: 'text', label: L.loginId, sortable: true, operators: ['eq', 'contains'] },
    name: { kind: 'text', label: L.name, sortable: true, operators: ['contains'] },
    kind: { kind: 'text', label: L.kind, operators: ['eq', 'in'] },
    role: { kind: 'text', label: L.role, operators: ['eq', 'in'] },
    disabled: { kind: 'boolean', label: L.disabled, operators: ['eq'] },
    lastLoginAt: { kind: 'date', label: L.lastLoginAt, sortable: true, operators: ['between', 'gte', 'lte'] },
    createdAt: { kind: 'date', label: L.createdAt, sortable: true, operators: ['between'] },
  },
  defaultSort: { field: 'loginId', dir: 'asc' },
} as const satisfies ListSpec;

export const staffAccountRowSchema = z.object({
  id: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  kind: z.enum(ACCOUNT_KINDS),
  role: z.enum(ROLES),
  phone: z.string().nullable(),
  customerCode: z.string().nullable(),
  partnerCode: z.string().nullable(),
  disabled: z.boolean(),
  locked: z.boolean(),
  lockedUntil: z.string().nullable(),
  failedCount: z.number().int(),
  lastLoginAt: z.string().nullable(),
  loginCount: z.number().int(),
  grantCount: z.number().int(),
  createdAt: z.string(),
});
export type StaffAccountRow = z.infer<typeof staffAccountRowSchema>;
export const staffAccountPageSchema = listPageSchema(staffAccountRowSchema);

export const roleChangeSchema = z.object({
  role: labeled(z.enum(ROLES, { message: '권한을 선택하세요.' }), '권한'),
});
export type RoleChange = z.infer<typeof roleChangeSchema>;

/** A menu item an admin may grant one user (a per-user extra of SPEC §6), and whether it is granted. */
export const menuGrantItemSchema = z.object({
  menuIdx: z.number().int(),
  title: z.string(),
  url: z.string().nullable(),
  auth: z.string(),
  granted: z.boolean(),
});
export type MenuGrantItem = z.infer<typeof menuGrantItemSchema>;

export const menuGrantSaveSchema = z.object({
  menuIdx: labeled(z.array(z.number().int().min(1).max(2_000_000_000)).max(500), '추가 메뉴'),
});
export type MenuGrantSave = z.infer<typeof menuGrantSaveSchema>;

export const loginHistoryRowSchema = z.object({
  at: z.string(),
  portal: z.string(),
  ip: z.string().nullable(),
});
export type LoginHistoryRow = z.infer<typeof loginHistoryRowSchema>;

export const loginHistoryQuerySchema = z.object({
  page: labeled(z.number().int().min(1).max(100_000).default(1), '페이지'),
  size: labeled(z.number().int().min(1).max(200).default(50), '페이지 크기'),
});
export const loginHistoryPageSchema = z.object({
  rows: z.array(loginHistoryRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type LoginHistoryPage = z.infer<typeof loginHistoryPageSchema>;
