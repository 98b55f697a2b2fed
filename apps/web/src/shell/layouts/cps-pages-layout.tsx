import { BgColorsOutlined } from '@ant-design/icons';
import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { HeaderIconButton, LogoutButton, SidebarToggleButton } from '../header/header-icon-button';
import { UserNameRole } from '../header/user-name-role';
import { AppSidebar } from '../sidebar/app-sidebar';
import { useSidebarState } from '../sidebar/use-sidebar-state';
import { useThemeScheme } from '../theme/theme-context';
import { ThemePanelOnDemand } from '../theme/theme-panel-on-demand';
import { useShell } from './shell-context';

/** SPEC §2.1 cps-pages: sidebar only, used by the Seo branch; its open state lives in a cookie. */
export const CpsPagesLayout = ({ children }: { children: ReactNode }) => {
  const { session, loginPage } = useShell();
  const sidebar = useSidebarState(session.auth);
  const { setPanelOpen } = useThemeScheme();
  const top = (
    <div className="erp-cps-top">
      {sidebar.expanded && <span className="erp-brand-text">서(지점) 업무</span>}
      <SidebarToggleButton open={sidebar.open} onToggle={sidebar.toggle} placement="right" />
    </div>
  );
  const bottom = (
    <div className="erp-cps-bottom">
      {sidebar.expanded && (
        <div className="erp-cps-user">
          <UserNameRole session={session} />
        </div>
      )}
      <HeaderIconButton
        label="테마 설정"
        icon={<BgColorsOutlined />}
        onClick={() => setPanelOpen(true)}
        placement="right"
      />
      <LogoutButton loginPage={loginPage} placement="right" />
    </div>
  );
  return (
    <Layout className="erp-shell erp-cps" hasSider>
      <AppSidebar state={sidebar} top={top} bottom={bottom} />
      <Layout.Content className="erp-content erp-cps-content">{children}</Layout.Content>
      <ThemePanelOnDemand />
    </Layout>
  );
};
