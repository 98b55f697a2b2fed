import { Typography } from 'antd';
import type { ReactNode } from 'react';

type HeadProps = {
  title: ReactNode;
  /** One line under the title: what the screen is for. */
  description?: ReactNode;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
  className?: string;
};

const withClass = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

/**
 * The title row of a screen that is neither a list nor a form (those draw their own): the same
 * heading, secondary line and buttons on every screen, so a change of the look is made once.
 */
export const PageHead = ({ title, description, actions, className }: HeadProps) => (
  <div className={withClass('erp-page-head', className)}>
    <div>
      <Typography.Title level={3} className="erp-page-title">
        {title}
      </Typography.Title>
      {description && <Typography.Text type="secondary">{description}</Typography.Text>}
    </div>
    {actions}
  </div>
);

type PageProps = Omit<HeadProps, 'className'> & {
  /** Added to `erp-page` (the screen's own layout). */
  className?: string;
  headClassName?: string;
  /** Drops the title row (the phone layout shows the app bar's title instead). */
  hideHead?: boolean;
  children: ReactNode;
};

/** A screen: the title row, then its content. */
export const TitledPage = ({ className, headClassName, hideHead, children, ...head }: PageProps) => (
  <div className={withClass('erp-page', className)}>
    {!hideHead && <PageHead {...head} className={headClassName} />}
    {children}
  </div>
);
