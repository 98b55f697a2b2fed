import { stockProperApi, TURN_RATIO_COLUMNS, type TurnRatioRow } from '@erp/domain';
import { downloadApi } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { ReportFilterBar } from '../part-report/report-filter-bar';
import { useReportParams } from '../part-report/use-report-params';
import { WarehouseKindFilters } from '../part-report/warehouse-kind-filters';
import { useTurnRatio } from './stock-proper.api';

const number = { type: 'rightAligned' as const, cellClass: 'erp-cell-number' };
const COLUMNS = gridColumnsOf(TURN_RATIO_COLUMNS, {
  overrides: {
    avgStock: number,
    turnRatio: { ...number, headerTooltip: '기간 출고 ÷ 평균 재고 ((기초 + 기말) ÷ 2)' },
    daysOfStock: { ...number, headerTooltip: '기말 재고 ÷ 하루 평균 출고' },
  },
});

/**
 * Stock/StockProductTurnRatioList: per part that sold in a period, its turnover (issues ÷ average
 * stock) and days of stock (how long the stock at the period's end lasts at its pace).
 */
export const TurnRatioPage = () => {
  const report = useReportParams({ warehouse: '', kind: '' });
  const { params, setParams } = report;
  const query = {
    ...report.query,
    ...(params.warehouse ? { warehouseCode: params.warehouse } : {}),
    ...(params.kind ? { kindCode: params.kind } : {}),
  };
  const list = useTurnRatio(query, report.problem === null);
  return (
    <ListPage<TurnRatioRow>
      title="재고 회전율"
      description="기간 동안 판매된 품목의 회전율(출고 ÷ 평균 재고)과 재고 일수입니다. 회전율이 높은 품목부터 나옵니다."
      onExcelDownload={() => downloadApi(stockProperApi.turnRatioExcel, { body: query }, '재고회전율.xlsx')}
      filterBar={
        <ReportFilterBar {...report.bar}>
          <WarehouseKindFilters warehouse={params.warehouse} kind={params.kind} onChange={setParams} />
        </ReportFilterBar>
      }
      table={{
        gridId: 'stock-turn-ratio',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => r.partCode,
        loading: list.isFetching,
        emptyText: '기간 동안 판매된 품목이 없습니다.',
      }}
      paging={report.paging(list.data?.total ?? 0)}
    />
  );
};
