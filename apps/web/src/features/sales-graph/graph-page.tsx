import { Card, Space } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import type { ReactNode } from 'react';
import { EChart } from '../../components/echart';
import { TitledPage } from '../../components/page-head/page-head';
import './sales-graph.css';

type Props = {
  title: string;
  description: ReactNode;
  /** The boxes that choose what is drawn (a period, a day, a part). */
  tools: ReactNode;
  /** The figures of the whole period, under the tools. */
  figures?: ReactNode;
  children: ReactNode;
};

/** The frame of a graph screen: its head, a card with the tools (and figures), then the charts. */
export const GraphPage = ({ title, description, tools, figures, children }: Props) => (
  <TitledPage className="erp-graph-page" title={title} description={description}>
    <Card size="small" className="erp-graph-card">
      <div className="erp-graph-toolbar">
        <Space wrap>{tools}</Space>
      </div>
      {figures}
    </Card>
    {children}
  </TitledPage>
);

type ChartProps = {
  title?: string;
  /** Null while the data is not there yet: the card stays, empty. */
  option: EChartsCoreOption | null;
  height: number;
  testId?: string;
};

/** One chart in its card, drawn as SVG so its labels stay text (found, read out, printed sharp). */
export const ChartCard = ({ title, option, height, testId }: ChartProps) => (
  <Card size="small" title={title} className="erp-graph-card" data-testid={testId}>
    {option && <EChart option={option} renderer="svg" style={{ height }} />}
  </Card>
);
