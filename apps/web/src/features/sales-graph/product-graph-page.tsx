import { toYmd } from '@erp/domain';
import { Alert, Card, Empty, Spin, Statistic } from 'antd';
import dayjs from 'dayjs';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { useUrlParams } from '../../components/list-page/url-params';
import { YmdRangePicker } from '../../components/screen-parts/filter-card';
import { PartPicker } from '../part-info/part-picker';
import { productOption, sum } from './graph-options';
import { ChartCard, GraphPage } from './graph-page';
import { useProductMonthly } from './sales-graph.api';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

const YM = 'YYYYMM';

/**
 * ProductOrderAndTossGraph/:code: a part's monthly sales from the stock ledger (units out on
 * sales, units back on checked cancels, the net). "Toss" — handing an order on to another
 * supplier — is not recorded by this system, so the page says so instead of drawing a made-up line.
 */
export const ProductOrderAndTossGraphPage = () => {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const thisMonth = toYmd(new Date()).slice(0, 6);
  const [params, setParams] = useUrlParams({
    from: dayjs(thisMonth, YM).subtract(11, 'month').format(YM),
    to: thisMonth,
  });
  const graph = useProductMonthly(code.toUpperCase(), params.from, params.to);
  const option = useMemo(() => (graph.data ? productOption(graph.data) : null), [graph.data]);
  const part = graph.data?.part;
  return (
    <GraphPage
      title="품목 월별 판매"
      description={part ? `${part.partNo} · ${part.name} (${part.code})` : code}
      tools={
        <>
          <PartPicker
            style={{ width: 320 }}
            placeholder="다른 품목: 품번·품명·바코드"
            ariaLabel="품목"
            onPick={(p) => navigate(`/Company/Graph/ProductOrderAndTossGraph/${encodeURIComponent(p.code)}`)}
          />
          <YmdRangePicker
            label="기간"
            unit="month"
            ends="closed"
            from={params.from}
            to={params.to}
            onChange={(from, to) => setParams({ from, to })}
          />
        </>
      }
    >
      <Alert
        type="info"
        showIcon
        className="erp-graph-card"
        title="토스(다른 업체로 넘긴 주문) 수량은 이 시스템에 기록되지 않아 그리지 않습니다. 판매·취소 수량은 재고 원장 기준입니다."
      />
      {graph.isLoading ? (
        <Spin />
      ) : graph.isError ? (
        <Card size="small">
          <Empty description={`${messageOf(graph.error)} 위에서 품목을 고르세요.`} />
        </Card>
      ) : graph.data ? (
        <>
          <Card size="small" className="erp-graph-card">
            <div className="erp-graph-figures">
              <Statistic title="판매 수량" value={sum(graph.data.soldQty)} suffix="개" />
              <Statistic title="취소 수량" value={sum(graph.data.cancelledQty)} suffix="개" />
              <Statistic title="순판매" value={sum(graph.data.netQty)} suffix="개" />
              <Statistic title="판매 주문" value={sum(graph.data.orderCount)} suffix="건" />
            </div>
          </Card>
          <ChartCard title="월별 수량" option={option} height={320} />
        </>
      ) : null}
    </GraphPage>
  );
};
