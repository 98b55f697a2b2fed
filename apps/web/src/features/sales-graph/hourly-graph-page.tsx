import { toYmd } from '@erp/domain';
import { Button, Card, DatePicker, Empty, Spin, Statistic } from 'antd';
import dayjs from 'dayjs';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { formatWon } from '../../components/data-table/cell-format';
import { useUrlParams } from '../../components/list-page/url-params';
import { shiftYmd } from '../sales-report/report-filters';
import { hourlyOption, sum } from './graph-options';
import { ChartCard, GraphPage } from './graph-page';
import { useHourlyGraph } from './sales-graph.api';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

const YMD = 'YYYYMMDD';

/**
 * HourlyGraph: one day's sales (net of checked cancels) by the hour they were fixed, by the clerk
 * who registered the order and by customer type. The spec's insurance type is not an attribute any order or customer has;
 * the customer type (거래처 구분) is, so it is the second breakdown.
 */
export const HourlyGraphPage = () => {
  const today = toYmd(new Date());
  const [params, setParams] = useUrlParams({ date: today });
  const graph = useHourlyGraph(params.date);
  const data = graph.data;
  const byUser = useMemo(() => (data ? hourlyOption(data.byUser) : null), [data]);
  const byType = useMemo(() => (data ? hourlyOption(data.byCustomerType) : null), [data]);
  const total = data ? sum(data.total.amounts) : 0;
  const count = data ? sum(data.total.counts) : 0;
  const empty = data !== undefined && count === 0;
  return (
    <GraphPage
      title="시간대별 매출"
      description="확정 시각 기준, 확인된 취소를 뺀 금액 (통합 현황과 같은 기준, 전부 취소된 주문은 0원). 보험 구분은 거래처·주문에 없는 항목이라 거래처 구분별로 나눕니다."
      tools={
        <>
          <Button onClick={() => setParams({ date: shiftYmd(params.date, -1) })}>전날</Button>
          <DatePicker
            value={dayjs(params.date, YMD)}
            format="YYYY-MM-DD"
            allowClear={false}
            onChange={(d) => d && setParams({ date: d.format(YMD) })}
            aria-label="일자"
          />
          <Button onClick={() => setParams({ date: shiftYmd(params.date, 1) })}>다음날</Button>
          <Button onClick={() => setParams({ date: today })}>오늘</Button>
        </>
      }
      figures={
        <div className="erp-graph-figures">
          <Statistic title="확정 주문" value={count} suffix="건" />
          <Statistic title="매출 합계" value={formatWon(total)} suffix="원" />
        </div>
      }
    >
      {graph.isLoading ? (
        <Spin />
      ) : empty ? (
        <Card size="small">
          <Empty description="이 날 확정된 주문이 없습니다." />
        </Card>
      ) : (
        <>
          <ChartCard title="직원별 (주문 등록자)" option={byUser} height={300} testId="hourly-by-user" />
          <ChartCard title="거래처 구분별" option={byType} height={300} testId="hourly-by-type" />
        </>
      )}
    </GraphPage>
  );
};
