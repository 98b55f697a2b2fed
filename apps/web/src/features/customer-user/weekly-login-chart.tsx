import type { WeeklyLoginCount } from '@erp/domain';
import { Empty } from 'antd';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { formatYmd } from '../../components/data-table/cell-format';
import { EChart } from '../../components/echart';
import { THEME_COLORS } from '../../shell/theme/theme-colors';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** Logins and distinct users per week (Monday first), oldest week on the left. */
export const WeeklyLoginChart = ({ weeks }: { weeks: readonly WeeklyLoginCount[] }) => {
  const option = useMemo(() => {
    const ordered = [...weeks].reverse();
    return {
      grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
      legend: { top: 0 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: ordered.map((w) => `${formatYmd(w.weekStart).slice(5)} 주`) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        {
          name: '로그인 수',
          type: 'bar',
          data: ordered.map((w) => w.logins),
          itemStyle: { color: THEME_COLORS.primary },
        },
        {
          name: '사용자 수',
          type: 'line',
          data: ordered.map((w) => w.users),
          itemStyle: { color: THEME_COLORS.success },
        },
      ],
    };
  }, [weeks]);
  if (weeks.length === 0)
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="이 기간에 거래처 사용자 로그인이 없습니다." />
    );
  return <EChart option={option} style={{ height: 260 }} />;
};
