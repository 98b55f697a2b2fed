import type { EChartsCoreOption } from 'echarts/core';
import * as echarts from 'echarts/core';
import { type CSSProperties, useEffect, useRef } from 'react';

/**
 * One ECharts chart in a div. Callers register the chart types they use with `echarts.use`, so
 * each screen's chunk carries only its own chart code. The chart follows its box's size.
 */
export const EChart = ({ option, style }: { option: EChartsCoreOption; style?: CSSProperties }) => {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = echarts.init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={box} style={style} />;
};
