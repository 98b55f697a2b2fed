import { defineContracts, STAFF_ONLY } from '../contract/contract.js';
import { listWithExcel } from '../contract/contract-builders.js';
import { docCodeParams } from '../contract/contract-params.js';
import { listQuerySchema } from '../list/list-query.js';
import {
  STATEMENT_LIST_SPEC,
  statementHistorySchema,
  statementPageSchema,
} from './statement-manage.schema.js';

// Statements of account under /api/order/v1.0/statement/manage (SPEC §2.5 StatementOfAccountManage).
const base = '/api/order/v1.0/statement/manage';

export const statementManageApi = defineContracts({
  ...listWithExcel(
    listQuerySchema(STATEMENT_LIST_SPEC),
    {
      path: `${base}/list`,
      summary: '거래명세서 관리 목록',
      access: STAFF_ONLY,
      response: statementPageSchema,
    },
    { path: `${base}/excel`, summary: '거래명세서 관리 목록 엑셀', access: STAFF_ONLY },
  ),
  history: {
    method: 'GET',
    path: `${base}/history/:code`,
    summary: '거래명세서 발행 이력',
    access: STAFF_ONLY,
    params: docCodeParams('주문 번호'),
    response: statementHistorySchema,
  },
});
