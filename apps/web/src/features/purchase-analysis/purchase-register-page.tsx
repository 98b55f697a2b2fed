import { type BuyRegisterSubtotal, PURCHASE_REGISTER_COLUMNS, type PurchaseRegisterRow } from '@erp/domain';
import { Card, Table } from 'antd';
import { useNavigate } from 'react-router';
import { formatWon } from '../../components/data-table/cell-format';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { ReportFilterBar } from '../part-report/report-filter-bar';
import { useReportParams } from '../part-report/use-report-params';
import { PURCHASE_PATHS } from '../purchase/purchase.api';
import { downloadRegister, useBuyRegister, usePurchaseRegister } from './purchase-analysis.api';
import { SupplierSelect } from './supplier-select';

const COLUMNS = gridColumnsOf(PURCHASE_REGISTER_COLUMNS);
const right = 'right' as const;

const SUBTOTAL_COLUMNS = [
  {
    title: '매입처',
    dataIndex: 'supplierName',
    render: (n: string, s: BuyRegisterSubtotal) => `${n} (${s.supplierCode})`,
  },
  { title: '줄 수', dataIndex: 'count', width: 70, align: right },
  { title: '수량', dataIndex: 'qty', width: 80, align: right },
  { title: '공급가액', dataIndex: 'supply', width: 120, align: right, render: formatWon },
  { title: '부가세', dataIndex: 'vat', width: 110, align: right, render: formatWon },
  { title: '합계', dataIndex: 'total', width: 120, align: right, render: formatWon },
];

/**
 * PurchaseRegister and BuyRegister (매입 장부): every fixed purchase line of a period with the
 * running total; `bySupplier` orders by supplier, runs the total within each and lists every
 * supplier's subtotal. A row opens its purchase.
 */
const RegisterPage = ({ bySupplier }: { bySupplier: boolean }) => {
  const navigate = useNavigate();
  const report = useReportParams({ supplier: '' });
  const { params, setParams } = report;
  const query = { ...report.query, ...(params.supplier ? { supplierCode: params.supplier } : {}) };
  const enabled = report.problem === null;
  const plain = usePurchaseRegister(query, enabled && !bySupplier);
  const grouped = useBuyRegister(query, enabled && bySupplier);
  const data = bySupplier ? grouped.data : plain.data;
  return (
    <ListPage<PurchaseRegisterRow>
      title={bySupplier ? '매입처별 매입 장부' : '매입 장부'}
      description={
        bySupplier
          ? '확정 매입 줄을 매입처별로 모으고 매입처마다 누계와 소계를 냅니다.'
          : '확정된 매입의 모든 줄을 매입일 순으로 적고 누계를 냅니다.'
      }
      onExcelDownload={() => downloadRegister(query, bySupplier)}
      filterBar={
        <ReportFilterBar {...report.bar}>
          <SupplierSelect value={params.supplier} onChange={(supplier) => setParams({ supplier, page: 1 })} />
        </ReportFilterBar>
      }
      table={{
        gridId: bySupplier ? 'buy-register' : 'purchase-register',
        columns: COLUMNS,
        rows: data?.rows,
        rowId: (r) => `${r.purchaseCode}-${r.lineNo}`,
        loading: bySupplier ? grouped.isFetching : plain.isFetching,
        summaryRow: data ? { purchaseDate: '합계', ...data.sums } : null,
        onRowOpen: (r) => navigate(PURCHASE_PATHS.detail(r.purchaseCode)),
        emptyText: '기간 동안 확정된 매입이 없습니다.',
      }}
      paging={report.paging(data?.total ?? 0)}
      footer={
        bySupplier &&
        grouped.data && (
          <Card size="small" title="매입처별 소계">
            <Table<BuyRegisterSubtotal>
              size="small"
              rowKey="supplierCode"
              pagination={false}
              dataSource={grouped.data.subtotals}
              columns={SUBTOTAL_COLUMNS}
            />
          </Card>
        )
      }
    />
  );
};

export const PurchaseRegisterPage = () => <RegisterPage bySupplier={false} />;
export const BuyRegisterPage = () => <RegisterPage bySupplier />;
