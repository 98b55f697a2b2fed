import type { PageAccessStatsEntry } from '@erp/domain';
import { Empty } from 'antd';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { EChart } from '../../../components/echart';
import { THEME_COLORS } from '../../../shell/theme/theme-colors';
import { chartLabel } from './page-access-filters';

// Only the pieces the bar chart uses, to keep the chunk small.
echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

/** Horizontal bars of the most visited pages, the most visited on top. */
export const PageAccessChart = ({ rows }: { rows: readonly PageAccessStatsEntry[] }) => {
  if (rows.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="접속 기록이 없습니다." />;
  const top = [...rows].reverse();
  const option = {
    grid: { left: 8, right: 48, top: 8, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: { dataIndex: number }[]) => {
        const entry = top[params[0]?.dataIndex ?? 0];
        return entry
          ? `${chartLabel(entry)}<br/>${entry.pagePath}<br/>접속 ${entry.accessCount.toLocaleString('ko-KR')}회 · 사용자 ${entry.uniqueUserCount.toLocaleString('ko-KR')}명`
          : '';
      },
    },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: top.map(chartLabel), axisLabel: { width: 160, overflow: 'truncate' } },
    series: [
      {
        type: 'bar',
        data: top.map((entry) => entry.accessCount),
        itemStyle: { color: THEME_COLORS.primary, borderRadius: [0, 3, 3, 0] },
        label: { show: true, position: 'right' },
        barMaxWidth: 22,
      },
    ],
  };
  return (
    <div data-testid="page-access-chart">
      <EChart option={option} style={{ height: Math.max(160, rows.length * 32 + 24) }} />
    </div>
  );
};
