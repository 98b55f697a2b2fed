import { type ChannelGraph, type HourlySeries, ORDER_CHANNEL_LABELS, type ProductMonthly } from '@erp/domain';
import type { EChartsCoreOption } from 'echarts/core';
import { THEME_COLORS } from '../../shell/theme/theme-colors';

// Chart options built from the server's figures (pure, so they are unit-tested). Money axes show
// 만원 (SPEC §9: 10 000 and above as a count of man); tooltips keep the exact won.

const PALETTE = [
  THEME_COLORS.primary,
  THEME_COLORS.success,
  THEME_COLORS.warning,
  THEME_COLORS.accent,
  THEME_COLORS.info,
  THEME_COLORS.error,
  THEME_COLORS.secondary,
];

/** Axis label: 10 000 and above as 만원, else won. */
export const manLabel = (value: number): string =>
  Math.abs(value) >= 10_000
    ? `${(value / 10_000).toLocaleString('ko-KR', { maximumFractionDigits: 1 })}만`
    : `${value}`;

/** Hours that had any sale, widened to the working day (08–19) so an empty morning still shows. */
export const visibleHours = (series: readonly HourlySeries[]): number[] => {
  const busy = Array.from({ length: 24 }, (_, h) => h).filter((h) =>
    series.some((s) => (s.amounts[h] ?? 0) !== 0),
  );
  const first = Math.min(8, ...busy);
  const last = Math.max(19, ...busy);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
};

/** Stacked bars of sales per hour, one series per user or customer type; the total as a line. */
export const hourlyOption = (series: readonly HourlySeries[]): EChartsCoreOption => {
  const hours = visibleHours(series);
  const totals = hours.map((h) => series.reduce((n, s) => n + (s.amounts[h] ?? 0), 0));
  return {
    color: PALETTE,
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0, type: 'scroll' },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (v: number) => `${Number(v).toLocaleString('ko-KR')}원`,
    },
    xAxis: { type: 'category', data: hours.map((h) => `${h}시`) },
    yAxis: { type: 'value', axisLabel: { formatter: manLabel } },
    series: [
      ...series.map((s) => ({
        name: s.label,
        type: 'bar',
        stack: 'sales',
        data: hours.map((h) => s.amounts[h] ?? 0),
      })),
      {
        name: '합계',
        type: 'line',
        data: totals,
        itemStyle: { color: THEME_COLORS.secondary },
        lineStyle: { type: 'dashed' },
      },
    ],
  };
};

const ym = (m: string) => `${m.slice(0, 4)}.${m.slice(4, 6)}`;

/** A part's monthly quantities: sold and taken back as bars, the net as a line. */
export const productOption = (data: ProductMonthly): EChartsCoreOption => ({
  grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
  legend: { top: 0 },
  tooltip: { trigger: 'axis', valueFormatter: (v: number) => `${v}개` },
  xAxis: { type: 'category', data: data.months.map(ym) },
  yAxis: { type: 'value', minInterval: 1 },
  series: [
    { name: '판매 수량', type: 'bar', data: data.soldQty, itemStyle: { color: THEME_COLORS.primary } },
    { name: '취소 수량', type: 'bar', data: data.cancelledQty, itemStyle: { color: THEME_COLORS.error } },
    { name: '순판매', type: 'line', data: data.netQty, itemStyle: { color: THEME_COLORS.success } },
  ],
});

const bucketLabel = (b: string) => (b.length === 8 ? `${b.slice(4, 6)}.${b.slice(6, 8)}` : ym(b));

/** Orders per day or month, stacked by channel. */
export const channelOption = (data: ChannelGraph): EChartsCoreOption => ({
  color: [THEME_COLORS.primary, THEME_COLORS.info, THEME_COLORS.success, THEME_COLORS.warning],
  grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
  legend: { top: 0 },
  tooltip: { trigger: 'axis', valueFormatter: (v: number) => `${v}건` },
  xAxis: { type: 'category', data: data.buckets.map(bucketLabel) },
  yAxis: { type: 'value', minInterval: 1 },
  series: data.series.map((s) => ({
    name: ORDER_CHANNEL_LABELS[s.channel],
    type: 'bar',
    stack: 'orders',
    data: s.counts,
  })),
});

export const sum = (values: readonly number[]): number => values.reduce((n, v) => n + v, 0);
