import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { AppFooter } from '../footer/app-footer';
import { AppHeader } from '../header/app-header';
import { AppSidebar } from '../sidebar/app-sidebar';
import { useSidebarState } from '../sidebar/use-sidebar-state';
import { ThemePanelOnDemand } from '../theme/theme-panel-on-demand';
import { useShell } from './shell-context';

type Props = {
  /** `erp-shell` plus the frame's own class. */
  className: string;
  brand: string;
  headerExtra?: ReactNode;
  /** Shown above the page, e.g. the tab strip of open pages. */
  aboveContent?: ReactNode;
  children: ReactNode;
};

/** Header, sidebar and footer around the page: the frame of the staff and the partner layouts. */
export const HeaderFrame = ({ className, brand, headerExtra, aboveContent, children }: Props) => {
  const { session } = useShell();
  const sidebar = useSidebarState(session.auth);
  return (
    <Layout className={className}>
      <AppHeader
        sidebarOpen={sidebar.open}
        onToggleSidebar={sidebar.toggle}
        brand={brand}
        extra={headerExtra}
      />
      <Layout className="erp-shell-body">
        <AppSidebar state={sidebar} />
        <Layout className="erp-main">
          {aboveContent}
          <Layout.Content className="erp-content">{children}</Layout.Content>
          <AppFooter />
        </Layout>
      </Layout>
      <ThemePanelOnDemand />
    </Layout>
  );
};
