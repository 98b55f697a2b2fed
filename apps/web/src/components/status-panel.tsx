import type { ReactNode } from 'react';
import { CloseCircleFilled, ExclamationCircleFilled } from './plain-icons';

type StatusPanelProps = {
  status: 'warning' | 'error';
  title: ReactNode;
  subTitle: ReactNode;
  extra: ReactNode;
};

/**
 * A failure message drawn like antd's Result (icon, title, explanation, buttons) without Result
 * itself: Result carries three large status pictures, and the panels below sit on every page's
 * first load for messages that are rarely shown (issue 14 §6).
 */
export const StatusPanel = ({ status, title, subTitle, extra }: StatusPanelProps) => (
  <div className={`erp-status-panel erp-status-panel-${status}`} role="alert">
    {status === 'error' ? (
      <CloseCircleFilled className="erp-status-panel-icon" />
    ) : (
      <ExclamationCircleFilled className="erp-status-panel-icon" />
    )}
    <div className="erp-status-panel-title">{title}</div>
    <div className="erp-status-panel-subtitle">{subTitle}</div>
    <div className="erp-status-panel-extra">{extra}</div>
  </div>
);
