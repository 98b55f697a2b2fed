import {
  NEW_IN_OUT_COLUMNS,
  NEW_IN_OUT_TYPE_LABELS,
  NEW_IN_OUT_TYPES,
  type NewInOutRow,
  stockProperApi,
} from '@erp/domain';
import { Select } from 'antd';
import { downloadApi } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { ReportFilterBar } from '../part-report/report-filter-bar';
import { useReportParams } from '../part-report/use-report-params';
import { useNewInOut } from './stock-proper.api';

const COLUMNS = gridColumnsOf(NEW_IN_OUT_COLUMNS);

type NewType = (typeof NEW_IN_OUT_TYPES)[number];
const isType = (v: string): v is NewType => (NEW_IN_OUT_TYPES as readonly string[]).includes(v);

/**
 * Stock/StockNewInOutList: parts received for the first time (purchase in, opening stock) or sold
 * for the first time in a period: new lines coming into the range and their first sales.
 */
export const NewInOutPage = () => {
  const report = useReportParams({ type: 'all' });
  const { params, setParams } = report;
  const type: NewType = isType(params.type) ? params.type : 'all';
  const query = { ...report.query, type };
  const list = useNewInOut(query, report.problem === null);
  return (
    <ListPage<NewInOutRow>
      title="신규 입출고 품목"
      description="기간에 처음 입고되었거나 처음 판매된 품목입니다 (그 전에는 입고·판매 기록이 없음)."
      onExcelDownload={() =>
        downloadApi(stockProperApi.newInOutExcel, { body: query }, '신규입출고품목.xlsx')
      }
      filterBar={
        <ReportFilterBar {...report.bar}>
          <Select
            aria-label="구분"
            style={{ width: 200 }}
            value={type}
            onChange={(value) => setParams({ type: value, page: 1 })}
            options={NEW_IN_OUT_TYPES.map((t) => ({ value: t, label: NEW_IN_OUT_TYPE_LABELS[t] }))}
          />
        </ReportFilterBar>
      }
      table={{
        gridId: 'stock-new-in-out',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => r.partCode,
        loading: list.isFetching,
        emptyText: '기간에 처음 입고·판매된 품목이 없습니다.',
      }}
      paging={report.paging(list.data?.total ?? 0)}
    />
  );
};
