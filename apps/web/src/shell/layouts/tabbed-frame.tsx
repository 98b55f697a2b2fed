import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { tabTitleOf } from '../../app/screen-registry';
import { AppFooter } from '../footer/app-footer';
import { AppHeader } from '../header/app-header';
import { AppSidebar } from '../sidebar/app-sidebar';
import { useSidebarState } from '../sidebar/use-sidebar-state';
import { TabStrip } from '../tab-strip/tab-strip';
import { useTabStrip } from '../tab-strip/use-tab-strip';
import { useThemeScheme } from '../theme/theme-context';
import { ThemePanelOnDemand } from '../theme/theme-panel-on-demand';
import { useShell } from './shell-context';

/** Header, sidebar, tab strip of open pages and footer: the default frame and the sales one. */
export const TabbedFrame = ({ children, headerExtra }: { children: ReactNode; headerExtra?: ReactNode }) => {
  const { session, screen, allowed, sidebarEntries, menuLoading } = useShell();
  const sidebar = useSidebarState(session.auth);
  const { sidebar: scheme } = useThemeScheme();
  const location = useLocation();
  const tabs = useTabStrip(
    allowed ? { title: tabTitleOf(screen), url: location.pathname + location.search } : null,
  );
  return (
    <Layout className="erp-shell">
      <AppHeader
        sidebarOpen={sidebar.open}
        onToggleSidebar={sidebar.toggle}
        brand="부품 ERP"
        extra={headerExtra}
      />
      <Layout className="erp-shell-body">
        <AppSidebar
          entries={sidebarEntries}
          loading={menuLoading}
          open={sidebar.open}
          expanded={sidebar.expanded}
          scheme={scheme}
          onHover={sidebar.onHover}
        />
        <Layout className="erp-main">
          <TabStrip
            tabs={tabs.tabs}
            onOpen={tabs.open}
            onClose={tabs.close}
            onCloseOthers={tabs.closeOthers}
          />
          <Layout.Content className="erp-content">{children}</Layout.Content>
          <AppFooter />
        </Layout>
      </Layout>
      <ThemePanelOnDemand />
    </Layout>
  );
};
