import { type ChannelGraph, ORDER_CHANNEL_LABELS, toYmd } from '@erp/domain';
import { Card, Segmented, Spin, Table } from 'antd';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { formatWon } from '../../components/data-table/cell-format';
import { useUrlParams } from '../../components/list-page/url-params';
import { YmdRangePicker } from '../../components/screen-parts/filter-card';
import { shiftYmd } from '../sales-report/report-filters';
import { channelOption, sum } from './graph-options';
import { ChartCard, GraphPage } from './graph-page';
import { useChannelGraph } from './sales-graph.api';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

/**
 * AppOrderGraph: orders registered per day or month by channel — the kind of account that
 * registered them (staff from a phone memo or directly, a customer user online, other portals).
 */
export const AppOrderGraphPage = () => {
  const today = toYmd(new Date());
  const [params, setParams] = useUrlParams({ from: shiftYmd(today, -29), to: today, unit: 'day' });
  const unit = params.unit === 'month' ? 'month' : 'day';
  const graph = useChannelGraph(params.from, params.to, unit);
  const option = useMemo(() => (graph.data ? channelOption(graph.data) : null), [graph.data]);
  const rows = (graph.data?.series ?? []).map((s: ChannelGraph['series'][number]) => ({
    channel: s.channel,
    label: ORDER_CHANNEL_LABELS[s.channel],
    count: sum(s.counts),
    fixed: sum(s.fixedTotals),
  }));
  return (
    <GraphPage
      title="경로별 주문 추이"
      description="주문일 기준 등록 건수 (작성 중 포함). 경로는 주문을 등록한 계정의 종류로 정합니다. 확정 금액은 확인된 취소를 뺀 금액입니다."
      tools={
        <>
          <Segmented
            value={unit}
            onChange={(value) => setParams({ unit: String(value) })}
            options={[
              { value: 'day', label: '일별' },
              { value: 'month', label: '월별' },
            ]}
          />
          <YmdRangePicker
            label="기간"
            ends="closed"
            from={params.from}
            to={params.to}
            onChange={(from, to) => setParams({ from, to })}
          />
        </>
      }
    >
      {graph.isLoading ? (
        <Spin />
      ) : (
        <>
          <ChartCard title="주문 건수" option={option} height={320} />
          <Card size="small" title="기간 합계" className="erp-graph-card">
            <Table
              size="small"
              rowKey="channel"
              pagination={false}
              dataSource={rows}
              columns={[
                { title: '경로', dataIndex: 'label' },
                {
                  title: '주문 건수',
                  dataIndex: 'count',
                  align: 'right',
                  render: (v: number) => formatWon(v),
                },
                {
                  title: '확정 금액 (취소 반영)',
                  dataIndex: 'fixed',
                  align: 'right',
                  render: (v: number) => `${formatWon(v)}원`,
                },
              ]}
            />
          </Card>
        </>
      )}
    </GraphPage>
  );
};
