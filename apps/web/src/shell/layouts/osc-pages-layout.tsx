import { ROLE_LABELS } from '@erp/domain';
import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { effectiveRole } from '../../app/screen-access';
import { AppFooter } from '../footer/app-footer';
import { AppHeader } from '../header/app-header';
import { AppSidebar } from '../sidebar/app-sidebar';
import { useSidebarState } from '../sidebar/use-sidebar-state';
import { useThemeScheme } from '../theme/theme-context';
import { ThemePanelOnDemand } from '../theme/theme-panel-on-demand';
import { useShell } from './shell-context';

/** SPEC §2.1 osc-pages: the outsourcing partners' frame: header with the partner's name, sidebar, no tabs. */
export const OscPagesLayout = ({ children }: { children: ReactNode }) => {
  const { session, sidebarEntries, menuLoading } = useShell();
  const sidebar = useSidebarState(session.auth);
  const { sidebar: scheme } = useThemeScheme();
  return (
    <Layout className="erp-shell erp-osc">
      <AppHeader
        sidebarOpen={sidebar.open}
        onToggleSidebar={sidebar.toggle}
        brand={ROLE_LABELS[effectiveRole(session.auth)]}
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
          <Layout.Content className="erp-content">{children}</Layout.Content>
          <AppFooter />
        </Layout>
      </Layout>
      <ThemePanelOnDemand />
    </Layout>
  );
};
