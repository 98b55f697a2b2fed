import { Spin } from 'antd';

export const FullPageSpinner = ({ tip = '불러오는 중…' }: { tip?: string }) => (
  <div className="erp-center-fill" role="progressbar" aria-label={tip}>
    <Spin size="large" />
    <div className="erp-center-fill-tip">{tip}</div>
  </div>
);
