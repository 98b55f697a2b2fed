import { defineContracts, STAFF_ONLY } from '../contract/contract.js';
import { listWithExcel } from '../contract/contract-builders.js';
import { listQuerySchema } from '../list/list-query.js';
import { STOCK_MOVE_LIST_SPEC, stockMovePageSchema } from './stock-move.schema.js';

// The stock ledger's moves for staff (재고 변경 기록, SPEC §2.14 StockChangeRecordList).
const listBody = listQuerySchema(STOCK_MOVE_LIST_SPEC);

export const stockMoveApi = defineContracts({
  ...listWithExcel(
    listBody,
    {
      path: '/api/stock/v1.0/move/list',
      summary: '재고 변경 기록',
      access: STAFF_ONLY,
      response: stockMovePageSchema,
    },
    {
      path: '/api/stock/v1.0/move/excel/download',
      summary: '재고 변경 기록 엑셀 (현재 조건의 모든 행)',
      access: STAFF_ONLY,
    },
  ),
});
