import {
  linkTo,
  STOCK_COUNT_LINE_COLUMNS,
  STOCK_COUNT_LINE_LIST_SPEC,
  STOCK_COUNT_STATUS_LABELS,
  STOCK_COUNT_STATUSES,
  type StockCountLineRow,
  stockApi,
  stockCountLineApi,
  stockCountScreens,
} from '@erp/domain';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useApiQuery } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListQuery } from '../../components/list-page/use-list-query';

const LINE_COLUMNS = gridColumnsOf(STOCK_COUNT_LINE_COLUMNS, { spec: STOCK_COUNT_LINE_LIST_SPEC });
const STATUS_OPTIONS = STOCK_COUNT_STATUSES.map((s) => ({ value: s, label: STOCK_COUNT_STATUS_LABELS[s] }));

/**
 * StockExaminationList (실사 내역): what was counted, in every count, with the difference from the
 * book figure of that instant. Enter or a double click opens the line's count at its location group.
 */
export const StockExaminationListPage = () => {
  const navigate = useNavigate();
  const { query, filterBar, sortBy, goTo, page, downloadExcel } = useListQuery(
    stockCountLineApi.list,
    STOCK_COUNT_LINE_LIST_SPEC,
    { excel: { contract: stockCountLineApi.excel, fileName: '재고실사내역.xlsx' } },
  );
  const warehouseList = useApiQuery(stockApi.warehouseList, {}, { staleTime: 10 * 60_000 });
  const warehouses = useMemo(
    () => (warehouseList.data ?? []).map((w) => ({ value: w.code, label: w.name })),
    [warehouseList.data],
  );
  return (
    <ListPage<StockCountLineRow>
      title="재고 실사 내역"
      description="실사한 품목과 그때의 장부 수량, 차이를 봅니다. 줄을 두 번 누르거나 Enter로 그 실사의 위치 구역을 엽니다."
      onExcelDownload={downloadExcel}
      filterBar={
        <SpecFilterBar
          {...filterBar}
          options={{ status: STATUS_OPTIONS, warehouseCode: warehouses }}
          quickFields={[
            { field: 'countedAt', op: 'between' as const, width: 260 },
            { field: 'warehouseCode', op: 'in' as const, width: 200 },
            { field: 'countCode', op: 'eq' as const, width: 170 },
            { field: 'status', op: 'in' as const, width: 200 },
            { field: 'differencesOnly', op: 'eq' as const, width: 150 },
          ]}
          keywordPlaceholder="품목 코드·품번"
        />
      }
      table={{
        gridId: 'stock-count-line-list',
        columns: LINE_COLUMNS,
        ...pagedRows(page, query, sortBy),
        rowId: (r) => String(r.id),
        onRowOpen: (r) =>
          navigate(linkTo(stockCountScreens.stockExaminationOf, { code: r.countCode, seq: String(r.seq) })),
        emptyText: '조건에 맞는 실사 내역이 없습니다.',
      }}
      paging={pagedPaging(page, query, goTo)}
    />
  );
};
