import {
  PURCHASE_STATUS_COLUMNS,
  PURCHASE_STATUS_GROUP_LABELS,
  PURCHASE_STATUS_GROUPS,
  type PurchaseStatusGroup,
  type PurchaseStatusReport,
  type PurchaseStatusRow,
} from '@erp/domain';
import { Segmented } from 'antd';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { formatWon } from '../../components/data-table/cell-format';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { ReportFilterBar } from '../part-report/report-filter-bar';
import { useReportParams } from '../part-report/use-report-params';
import { ChartCard } from '../sales-graph/graph-page';
import { downloadPurchaseStatus, usePurchaseStatus } from './purchase-analysis.api';
import { SupplierSelect } from './supplier-select';

echarts.use([BarChart, GridComponent, TooltipComponent, SVGRenderer]);

const COLUMNS = gridColumnsOf(PURCHASE_STATUS_COLUMNS);
const isGroup = (v: string): v is PurchaseStatusGroup => PURCHASE_STATUS_GROUPS.some((g) => g === v);
/** The bar chart draws the largest groups; the grid has them all. */
const CHART_GROUPS = 20;

const chartOf = (report: PurchaseStatusReport) => {
  const rows = report.rows.slice(0, CHART_GROUPS);
  return {
    grid: { left: 80, right: 16, top: 16, bottom: 60 },
    tooltip: { trigger: 'axis', valueFormatter: (v: number) => `${formatWon(v)}원` },
    xAxis: { type: 'category', data: rows.map((r) => r.label), axisLabel: { rotate: 30, interval: 0 } },
    yAxis: { type: 'value', axisLabel: { formatter: (v: number) => formatWon(v) } },
    series: [{ type: 'bar', name: '합계', data: rows.map((r) => r.total) }],
  };
};

/**
 * PurchaseStatus: fixed purchases of a period summed by supplier, part kind, brand or month —
 * count, quantity, supply, VAT and total — with a bar of each group's total and the Excel file.
 */
export const PurchaseStatusPage = () => {
  const report = useReportParams({ group: 'supplier', supplier: '' });
  const { params, setParams } = report;
  const groupBy = isGroup(params.group) ? params.group : 'supplier';
  const query = {
    fromDate: params.from,
    toDate: params.to,
    groupBy,
    ...(params.supplier ? { supplierCode: params.supplier } : {}),
  };
  const status = usePurchaseStatus(query, report.problem === null);
  const option = useMemo(() => (status.data?.rows.length ? chartOf(status.data) : null), [status.data]);
  return (
    <>
      <ListPage<PurchaseStatusRow>
        title="매입 현황"
        description="확정된 매입을 기간과 기준별로 합계합니다. 미확정 매입은 들어가지 않습니다."
        onExcelDownload={() => downloadPurchaseStatus(query)}
        filterBar={
          <ReportFilterBar {...report.bar}>
            <Segmented
              value={groupBy}
              onChange={(group) => setParams({ group: String(group) })}
              options={PURCHASE_STATUS_GROUPS.map((g) => ({
                value: g,
                label: PURCHASE_STATUS_GROUP_LABELS[g],
              }))}
            />
            <SupplierSelect value={params.supplier} onChange={(supplier) => setParams({ supplier })} />
          </ReportFilterBar>
        }
        table={{
          gridId: 'purchase-status',
          columns: COLUMNS,
          rows: status.data?.rows,
          rowId: (r) => r.key || '-',
          loading: status.isFetching,
          summaryRow: status.data ? { label: '합계', ...status.data.sums } : null,
          emptyText: '기간 동안 확정된 매입이 없습니다.',
          height: 360,
        }}
      />
      <ChartCard title={`${PURCHASE_STATUS_GROUP_LABELS[groupBy]} 매입 합계`} option={option} height={300} />
    </>
  );
};
