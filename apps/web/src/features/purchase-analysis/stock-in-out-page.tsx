import {
  purchaseAnalysisApi,
  STOCK_IN_OUT_COLUMNS,
  STOCK_MOVE_LIST_SPEC,
  STOCK_MOVE_REASON_LABELS,
  STOCK_MOVE_REASONS,
  type StockInOutRow,
} from '@erp/domain';
import { useMemo } from 'react';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListQuery } from '../../components/list-page/use-list-query';
import { useWarehouses } from '../part-info/part-info.api';

const COLUMNS = gridColumnsOf(STOCK_IN_OUT_COLUMNS, {
  spec: STOCK_MOVE_LIST_SPEC,
  overrides: {
    qty: { cellClassRules: { 'erp-cell-negative': (p) => typeof p.value === 'number' && p.value < 0 } },
    balance: { headerTooltip: '품목 하나를 조건으로 걸면 보입니다 (창고 하나면 그 창고, 아니면 전체).' },
  },
});

const QUICK_FIELDS = [
  { field: 'at', op: 'between' as const, width: 260 },
  { field: 'partCode', op: 'eq' as const, width: 140 },
  { field: 'warehouseCode', op: 'eq' as const, width: 160 },
  { field: 'reason', op: 'in' as const, width: 220 },
];

/**
 * StockInOutList: stock in and out by period, warehouse, reason and part, from the stock ledger.
 * With one part filtered, each move shows the stock right after it (a running balance).
 */
export const StockInOutPage = () => {
  const { query, filterBar, sortBy, goTo, page, downloadExcel } = useListQuery(
    purchaseAnalysisApi.stockInOut,
    STOCK_MOVE_LIST_SPEC,
    { excel: { contract: purchaseAnalysisApi.stockInOutExcel, fileName: '입출고목록.xlsx' } },
  );
  const warehouses = useWarehouses();
  const options = useMemo(
    () => ({
      reason: STOCK_MOVE_REASONS.map((r) => ({ value: r, label: STOCK_MOVE_REASON_LABELS[r] })),
      warehouseCode: (warehouses.data ?? []).map((w) => ({ value: w.code, label: w.name })),
    }),
    [warehouses.data],
  );
  return (
    <ListPage<StockInOutRow>
      title="입출고 목록"
      description="기간·창고·사유·품목별 입고(+)와 출고(−)입니다. 품목 코드를 넣으면 이동 후 재고가 함께 보입니다."
      onExcelDownload={downloadExcel}
      filterBar={
        <SpecFilterBar
          {...filterBar}
          options={options}
          quickFields={QUICK_FIELDS}
          keywordPlaceholder="품번·품목 코드·문서 번호"
        />
      }
      table={{
        gridId: 'purchase-stock-in-out',
        columns: COLUMNS,
        ...pagedRows(page, query, sortBy),
        rowId: (m) => String(m.id),
        emptyText: '조건에 맞는 입출고가 없습니다.',
      }}
      paging={pagedPaging(page, query, goTo)}
    />
  );
};
