import { PRICE_COMPARISON_COLUMNS, type PriceComparisonRow } from '@erp/domain';
import { Alert, Descriptions } from 'antd';
import { Link, useNavigate } from 'react-router';
import { formatWon } from '../../components/data-table/cell-format';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { ReportFilterBar } from '../part-report/report-filter-bar';
import { useReportParams } from '../part-report/use-report-params';
import { PURCHASE_PATHS } from '../purchase/purchase.api';
import { downloadPriceComparison, usePriceComparison } from './purchase-analysis.api';
import { PURCHASE_ANALYSIS_PATHS as P } from './purchase-analysis-paths';

const COLUMNS = gridColumnsOf(PRICE_COMPARISON_COLUMNS);

/**
 * PurchasePriceComparison: one part's purchase prices by supplier in a period (fixed purchases),
 * the cheapest last price first. The part is picked by part number, name or a scanned barcode.
 */
export const PriceComparisonPage = () => {
  const navigate = useNavigate();
  const report = useReportParams({ part: '' });
  const { params } = report;
  const query = { fromDate: params.from, toDate: params.to, partCode: params.part };
  const compared = usePriceComparison(query, report.problem === null && params.part !== '');
  const c = compared.data;
  const cheapest = c?.rows[0];
  return (
    <ListPage<PriceComparisonRow>
      title="가격 비교"
      description="품목을 고르거나 바코드를 스캔하면 기간 동안 매입처별 매입 단가를 비교합니다 (확정 매입). Enter 또는 두 번 클릭: 그 매입처의 매입 내역."
      onExcelDownload={params.part ? () => downloadPriceComparison(query) : undefined}
      filterBar={
        <>
          <ReportFilterBar {...report.bar} part={report.codeFilter('part')} />
          {!params.part && <Alert type="info" showIcon title="비교할 품목을 고르세요." />}
          {c && (
            <Descriptions size="small" bordered column={{ xs: 1, md: 3 }} style={{ marginBottom: 8 }}>
              <Descriptions.Item label="품목">
                {c.partNo} {c.partName} ({c.partCode})
              </Descriptions.Item>
              <Descriptions.Item label="기준 매입가">{formatWon(c.purchasePrice)}원</Descriptions.Item>
              <Descriptions.Item label="매입처">{c.rows.length}곳</Descriptions.Item>
            </Descriptions>
          )}
        </>
      }
      table={{
        gridId: 'purchase-price-comparison',
        columns: COLUMNS,
        rows: params.part ? c?.rows : [],
        rowId: (r) => r.supplierCode,
        loading: compared.isFetching,
        onRowOpen: (r) => c && navigate(P.inventory(c.partCode, r.supplierCode)),
        emptyText: params.part ? '기간 동안 이 품목의 확정 매입이 없습니다.' : '품목을 고르세요.',
      }}
      footer={
        cheapest && <Link to={PURCHASE_PATHS.detail(cheapest.lastPurchaseCode)}>가장 싼 최근 매입 보기</Link>
      }
    />
  );
};
