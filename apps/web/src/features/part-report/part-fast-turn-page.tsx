import { FAST_TURN_COLUMNS, type FastTurnRow } from '@erp/domain';
import { useNavigate } from 'react-router';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useFastTurn } from './part-report.api';
import { PART_REPORT_PATHS } from './part-report-paths';
import { ReportFilterBar } from './report-filter-bar';
import { useReportParams } from './use-report-params';
import { WarehouseKindFilters } from './warehouse-kind-filters';

const COLUMNS = gridColumnsOf(FAST_TURN_COLUMNS, {
  overrides: {
    soldQty: { headerTooltip: '판매 출고 − 판매 취소 입고' },
    perDay: {
      type: 'rightAligned',
      cellClass: 'erp-cell-number',
      valueFormatter: (p) => (p.value as number).toLocaleString('ko-KR', { maximumFractionDigits: 2 }),
    },
    outQty: { headerTooltip: '판매·매입 반품·창고 이동·조정 출고 합계' },
  },
});

/**
 * Part/PartFastTurn: the parts that sold most in a period, from the stock ledger (a cancelled sale
 * is not a sale). Enter or a double click opens the part's sales records of the same period.
 */
export const PartFastTurnPage = () => {
  const navigate = useNavigate();
  const report = useReportParams({ warehouse: '', kind: '' });
  const { params, setParams } = report;
  const list = useFastTurn(
    {
      ...report.query,
      ...(params.warehouse ? { warehouseCode: params.warehouse } : {}),
      ...(params.kind ? { kindCode: params.kind } : {}),
    },
    report.problem === null,
  );
  return (
    <ListPage<FastTurnRow>
      title="회전이 빠른 품목"
      description="기간 동안 많이 팔린 품목 순위입니다 (판매 출고에서 취소 입고를 뺀 수량). 두 번 클릭하면 판매 기록이 열립니다."
      filterBar={
        <ReportFilterBar {...report.bar}>
          <WarehouseKindFilters warehouse={params.warehouse} kind={params.kind} onChange={setParams} />
        </ReportFilterBar>
      }
      table={{
        gridId: 'part-fast-turn',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => r.partCode,
        loading: list.isFetching,
        onRowOpen: (r) => navigate(PART_REPORT_PATHS.salesOf(r.partCode, params.from, params.to)),
        emptyText: '기간 동안 출고된 품목이 없습니다.',
      }}
      paging={report.paging(list.data?.total ?? 0)}
    />
  );
};
