import { PART_RETURN_COLUMNS, type PartReturnRow } from '@erp/domain';
import { Typography } from 'antd';
import { formatCount } from '../../components/data-table/cell-format';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { openStatement } from '../statement/statement-paths';
import { usePartReturns } from './part-report.api';
import { ReportFilterBar } from './report-filter-bar';
import { usePartCustomerReport } from './use-report-params';

const COLUMNS = gridColumnsOf(PART_RETURN_COLUMNS, { overrides: { partNo: { lockVisible: true } } });

/**
 * Part/PartReturnList: what came back into stock from customers in a period (checked sale
 * cancels and returns), read from the stock ledger. Enter opens the cancel statement.
 */
export const PartReturnListPage = () => {
  const report = usePartCustomerReport();
  const list = usePartReturns(report.query, report.problem === null);
  return (
    <ListPage<PartReturnRow>
      title="품목 반품 목록"
      description="거래처에서 돌아와 재고로 들어온 품목입니다 (확인된 판매 취소·반품). Enter 또는 두 번 클릭하면 취소 명세서가 열립니다."
      filterBar={<ReportFilterBar {...report.bar} {...report.filters} />}
      table={{
        gridId: 'part-return-list',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => `${r.docCode}:${r.partCode}:${r.at}`,
        loading: list.isFetching,
        onRowOpen: (r) => {
          if (r.reason === 'cancel-in') openStatement('cancel', r.docCode);
        },
        emptyText: '기간 안에 돌아온 품목이 없습니다.',
      }}
      paging={report.paging(list.data?.total ?? 0)}
      footer={
        list.data && (
          <Typography.Text type="secondary">
            전체 {formatCount(list.data.total)}건 · 수량 {formatCount(list.data.qty)}
          </Typography.Text>
        )
      }
    />
  );
};
