import { Typography } from 'antd';
import type { ReactNode } from 'react';

type Props = {
  title: ReactNode;
  /** The line under the title: what the screen is for, or what it shows now. */
  description?: ReactNode;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
};

/**
 * The head of a screen that is not a list, a form or a document (those frames draw their own):
 * the title, the line under it and the buttons at its right, styled by list-page.css.
 */
export const PageHead = ({ title, description, actions }: Props) => (
  <div className="erp-page-head">
    <div>
      <Typography.Title level={3} className="erp-page-title">
        {title}
      </Typography.Title>
      {description && <Typography.Text type="secondary">{description}</Typography.Text>}
    </div>
    {actions}
  </div>
);
