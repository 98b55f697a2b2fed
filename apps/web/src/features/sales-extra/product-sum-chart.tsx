import type { ProductSumRow } from '@erp/domain';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { EChart } from '../../components/echart';
import { THEME_COLORS } from '../../shell/theme/theme-colors';

echarts.use([BarChart, GridComponent, TooltipComponent, SVGRenderer]);

/** The top twenty as horizontal bars (largest on top); SVG so the labels stay text. */
export const ProductSumChart = ({
  rows,
  measure,
}: {
  rows: readonly ProductSumRow[];
  measure: 'qty' | 'amount';
}) => {
  const option = useMemo(() => {
    const top = rows.slice(0, 20).reverse();
    return {
      grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'value' },
      yAxis: { type: 'category', data: top.map((r) => r.label) },
      series: [
        {
          name: measure === 'qty' ? '수량' : '금액',
          type: 'bar',
          data: top.map((r) => (measure === 'qty' ? r.qty : r.total)),
          itemStyle: { color: THEME_COLORS.primary },
        },
      ],
    };
  }, [rows, measure]);
  return (
    <EChart
      option={option}
      renderer="svg"
      style={{ height: Math.max(160, Math.min(rows.length, 20) * 24 + 40) }}
    />
  );
};
