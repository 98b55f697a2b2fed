import {
  isSystemWarehouseKind,
  linkTo,
  STOCK_MOVE_COLUMNS,
  STOCK_MOVE_LIST_SPEC,
  STOCK_MOVE_REASON_LABELS,
  STOCK_MOVE_REASONS,
  type StockMoveReason,
  type StockMoveRow,
  stockApi,
  stockCountScreens,
  stockMoveApi,
  warehouseKindLabel,
} from '@erp/domain';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApiQuery } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListQuery } from '../../components/list-page/use-list-query';
import './stock.css';

const REASON_OPTIONS = STOCK_MOVE_REASONS.map((r) => ({ value: r, label: STOCK_MOVE_REASON_LABELS[r] }));

const QUICK_FIELDS = [
  { field: 'at', op: 'between' as const, width: 260 },
  { field: 'warehouseCode', op: 'in' as const, width: 200 },
  { field: 'reason', op: 'in' as const, width: 220 },
];

const COLUMNS = gridColumnsOf(STOCK_MOVE_COLUMNS, {
  spec: STOCK_MOVE_LIST_SPEC,
  overrides: {
    qty: { cellClassRules: { 'erp-cell-negative': (p) => typeof p.value === 'number' && p.value < 0 } },
  },
});

const isReason = (value: string | undefined): value is StockMoveReason =>
  STOCK_MOVE_REASONS.some((r) => r === value);

/**
 * StockChangeRecordList[/:type]: every stock move with why it moved and the document behind it,
 * newest first; `/:type` opens it on one reason (survey-adjust after a count, manual-adjust…).
 */
export const StockMoveListPage = () => {
  const { type } = useParams();
  const reason = isReason(type) ? type : null;
  const navigate = useNavigate();
  const { query, filterBar, sortBy, goTo, page, downloadExcel } = useListQuery(
    stockMoveApi.list,
    STOCK_MOVE_LIST_SPEC,
    {
      excel: { contract: stockMoveApi.excel, fileName: '재고변경기록.xlsx' },
      fixed: reason ? [{ field: 'reason', op: 'eq', value: reason }] : [],
    },
  );
  const warehouses = useApiQuery(stockApi.warehouseList, {}, { staleTime: 10 * 60_000 });
  const options = useMemo(
    () => ({
      reason: REASON_OPTIONS,
      // A system location says what it is: '부산 창고 이동 중 (이동 중)'.
      warehouseCode: (warehouses.data ?? []).map((w) => ({
        value: w.code,
        label: isSystemWarehouseKind(w.kind) ? `${w.name} (${warehouseKindLabel(w.kind)})` : w.name,
      })),
    }),
    [warehouses.data],
  );
  return (
    <ListPage<StockMoveRow>
      title={reason ? `재고 변경 기록: ${STOCK_MOVE_REASON_LABELS[reason]}` : '재고 변경 기록'}
      description="재고가 움직인 모든 기록입니다. 수량은 들어오면 +, 나가면 −입니다. 근거 문서로 찾을 수 있고, 줄을 두 번 누르면 그 문서의 재고 변경이 열립니다."
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
        gridId: 'stock-move-list',
        columns: COLUMNS,
        ...pagedRows(page, query, sortBy),
        rowId: (m) => String(m.id),
        // Enter or a double click opens every move of the row's document (StockChangeRecord/:code).
        onRowOpen: (m) => {
          if (m.docCode) navigate(linkTo(stockCountScreens.stockChangeRecord, { code: m.docCode }));
        },
        emptyText: '조건에 맞는 재고 변경 기록이 없습니다.',
      }}
      paging={pagedPaging(page, query, goTo)}
    />
  );
};
