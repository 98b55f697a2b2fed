import {
  type StaffSellMatrix,
  type StaffSellQuery,
  type StaffSellRow,
  type StaffSellSpan,
  staffPerformanceApi,
  staffSellColumns,
  toYmd,
} from '@erp/domain';
import { Button, DatePicker, Result, Statistic } from 'antd';
import dayjs from 'dayjs';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import type { EChartsCoreOption } from 'echarts/core';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { messageOf } from '../../app/api-error';
import { downloadApi, useApiQuery } from '../../app/contract-client';
import { formatWon } from '../../components/data-table/cell-format';
import { DataTable } from '../../components/data-table/data-table';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ExcelDownloadButton } from '../../components/list-page/excel-download-button';
import { useUrlParams } from '../../components/list-page/url-params';
import { manLabel } from '../sales-graph/graph-options';
import { ChartCard, GraphPage } from '../sales-graph/graph-page';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

type SpanSetup = {
  title: string;
  description: string;
  token: string;
  shown: string;
  picker?: 'year' | 'month';
  step: 'year' | 'month' | 'day';
  unit: string;
};

const SETUP: Record<StaffSellSpan, SpanSetup> = {
  year: {
    title: '연간 사용자 매출',
    description: '직원(주문 등록자)별 월 매출. 확정 시각 기준, 확인된 취소를 뺀 금액입니다.',
    token: 'YYYY',
    shown: 'YYYY년',
    picker: 'year',
    step: 'year',
    unit: '월',
  },
  month: {
    title: '월간 사용자 매출',
    description: '직원(주문 등록자)별 일 매출. 확정 시각 기준, 확인된 취소를 뺀 금액입니다.',
    token: 'YYYYMM',
    shown: 'YYYY-MM',
    picker: 'month',
    step: 'month',
    unit: '일',
  },
  day: {
    title: '일간 사용자 매출',
    description: '직원(주문 등록자)별 시간대 매출. 확정 시각 기준, 확인된 취소를 뺀 금액입니다.',
    token: 'YYYYMMDD',
    shown: 'YYYY-MM-DD',
    step: 'day',
    unit: '시',
  },
};

/** The staff stacked per bucket: who sold in which month, day or hour. */
const stackedOption = (m: StaffSellMatrix, unit: string): EChartsCoreOption => ({
  tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => `${formatWon(Number(v))}원` },
  legend: { type: 'scroll', top: 0 },
  grid: { left: 56, right: 16, top: 36, bottom: 28 },
  xAxis: { type: 'category', data: m.buckets.map((b) => `${Number(b)}${unit}`) },
  yAxis: { type: 'value', axisLabel: { formatter: manLabel } },
  series: m.rows.map((r) => ({ name: r.staffName, type: 'bar', stack: 'staff', data: r.amounts })),
});

/** The pinned 합계 row keyed by the grid's column ids. */
const summaryOf = (m: StaffSellMatrix): Record<string, unknown> => ({
  staffName: '합계',
  amount: m.total.amount,
  count: m.total.count,
  ...Object.fromEntries(m.buckets.map((b, i) => [`b${b}`, m.total.amounts[i] ?? 0])),
});

const nowIn = (token: string) => dayjs(toYmd(new Date()), 'YYYYMMDD').format(token);

const StaffSellPage = ({ span }: { span: StaffSellSpan }) => {
  const setup = SETUP[span];
  const [params, setParams] = useUrlParams({ at: nowIn(setup.token) });
  const query = { span, at: params.at } as StaffSellQuery;
  const result = useApiQuery(staffPerformanceApi.sell, { body: query });
  const data = result.data;
  const columns = useMemo(() => (data ? gridColumnsOf(staffSellColumns(data)) : []), [data]);
  const option = useMemo(() => (data ? stackedOption(data, setup.unit) : null), [data, setup.unit]);
  const shift = (n: number) =>
    setParams({ at: dayjs(params.at, setup.token).add(n, setup.step).format(setup.token) });
  return (
    <GraphPage
      title={setup.title}
      description={setup.description}
      tools={
        <>
          <Button onClick={() => shift(-1)}>이전</Button>
          <DatePicker
            aria-label="기간"
            {...(setup.picker ? { picker: setup.picker } : {})}
            format={setup.shown}
            allowClear={false}
            value={dayjs(params.at, setup.token)}
            onChange={(d) => d && setParams({ at: d.format(setup.token) })}
          />
          <Button onClick={() => shift(1)}>다음</Button>
          <Button onClick={() => setParams({ at: nowIn(setup.token) })}>오늘</Button>
          <ExcelDownloadButton
            download={() =>
              downloadApi(staffPerformanceApi.sellExcel, { body: query }, `${setup.title}.xlsx`)
            }
          />
        </>
      }
      figures={
        data && (
          <div className="erp-graph-figures">
            <Statistic title="확정 주문" value={data.total.count} suffix="건" />
            <Statistic title="매출 합계" value={formatWon(data.total.amount)} suffix="원" />
            <Statistic title="직원" value={data.rows.length} suffix="명" />
          </div>
        )
      }
    >
      {result.error ? (
        <Result status="warning" title={messageOf(result.error)} />
      ) : (
        <>
          <ChartCard title="직원별 매출" option={option} height={280} testId="staff-sell-chart" />
          <DataTable<StaffSellRow>
            gridId={`staff-sell-${span}`}
            columns={columns}
            rows={data?.rows}
            loading={result.isFetching}
            rowId={(r) => String(r.accountId ?? 'none')}
            summaryRow={data ? (summaryOf(data) as Partial<StaffSellRow>) : null}
            emptyText="이 기간에 확정된 주문이 없습니다."
          />
        </>
      )}
    </GraphPage>
  );
};

/** /Company/UserSellYear */
export const UserSellYearPage = () => <StaffSellPage span="year" />;
/** /UserSellMonth */
export const UserSellMonthPage = () => <StaffSellPage span="month" />;
/** /UserSellDay */
export const UserSellDayPage = () => <StaffSellPage span="day" />;
