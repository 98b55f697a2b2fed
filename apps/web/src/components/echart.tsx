import type { EChartsCoreOption } from 'echarts/core';
import * as echarts from 'echarts/core';
import { type CSSProperties, useEffect, useRef } from 'react';

/**
 * One ECharts chart in a div. Callers register the chart types they use with `echarts.use`, so
 * each screen's chunk carries only its own chart code, and the renderer they registered: canvas
 * by default, SVG where the chart's text should stay text (small report charts: labels a screen
 * reader and Ctrl+F find, sharp when printed or zoomed). The chart follows its box's size.
 */
export const EChart = ({
  option,
  style,
  renderer = 'canvas',
}: {
  option: EChartsCoreOption;
  style?: CSSProperties;
  renderer?: 'canvas' | 'svg';
}) => {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = echarts.init(element, undefined, { renderer });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [renderer]);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={box} style={style} />;
};
