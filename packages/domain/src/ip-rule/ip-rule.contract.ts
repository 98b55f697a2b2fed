import { z } from 'zod';
import { ADMIN_ONLY_ACCESS, defineContracts } from '../contract/contract.js';
import { rowIdParams } from '../contract/contract-params.js';
import { ipRuleListSchema, ipRuleSaveSchema, ipRuleSchema } from './ip-rule.schema.js';

// SPEC §7.8 IP: save, company list, detail delete.
const base = '/api/ip/v1.0';

export const ipRuleApi = defineContracts({
  save: {
    method: 'POST',
    path: `${base}/save`,
    summary: '허용 IP 저장',
    access: ADMIN_ONLY_ACCESS,
    body: ipRuleSaveSchema,
    response: ipRuleSchema,
  },
  companyList: {
    method: 'GET',
    path: `${base}/company/list`,
    summary: '허용 IP 목록과 최근 차단 기록',
    access: ADMIN_ONLY_ACCESS,
    response: ipRuleListSchema,
  },
  detailDelete: {
    method: 'DELETE',
    path: `${base}/detail/delete/:id`,
    summary: '허용 IP 삭제',
    access: ADMIN_ONLY_ACCESS,
    params: rowIdParams('규칙 번호'),
    response: z.null(),
  },
});
