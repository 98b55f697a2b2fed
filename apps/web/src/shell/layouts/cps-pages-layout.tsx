import { BgColorsOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { logout } from '../../app/session.api';
import { roleLabelOf } from '../header/session-labels';
import { AppSidebar } from '../sidebar/app-sidebar';
import { useSidebarState } from '../sidebar/use-sidebar-state';
import { useThemeScheme } from '../theme/theme-context';
import { ThemePanelOnDemand } from '../theme/theme-panel-on-demand';
import { useShell } from './shell-context';

/** SPEC §2.1 cps-pages: sidebar only, used by the Seo branch; its open state lives in a cookie. */
export const CpsPagesLayout = ({ children }: { children: ReactNode }) => {
  const { session, sidebarEntries, menuLoading, loginPage } = useShell();
  const sidebar = useSidebarState(session.auth);
  const { sidebar: scheme, setPanelOpen } = useThemeScheme();
  const top = (
    <div className="erp-cps-top">
      {sidebar.expanded && <span className="erp-brand-text">서(지점) 업무</span>}
      <Tooltip title={sidebar.open ? '메뉴 접기' : '메뉴 펼치기'} placement="right">
        <Button
          type="text"
          className="erp-header-icon"
          icon={sidebar.open ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          aria-label={sidebar.open ? '메뉴 접기' : '메뉴 펼치기'}
          aria-expanded={sidebar.open}
          onClick={sidebar.toggle}
        />
      </Tooltip>
    </div>
  );
  const bottom = (
    <div className="erp-cps-bottom">
      {sidebar.expanded && (
        <div className="erp-cps-user">
          <span className="erp-user-name">{session.name}</span>
          <span className="erp-user-role">{roleLabelOf(session.auth)}</span>
        </div>
      )}
      <Tooltip title="테마 설정" placement="right">
        <Button
          type="text"
          className="erp-header-icon"
          icon={<BgColorsOutlined />}
          aria-label="테마 설정"
          onClick={() => setPanelOpen(true)}
        />
      </Tooltip>
      <Tooltip title="로그아웃" placement="right">
        <Button
          type="text"
          className="erp-header-icon"
          icon={<LogoutOutlined />}
          aria-label="로그아웃"
          onClick={() => void logout(loginPage)}
        />
      </Tooltip>
    </div>
  );
  return (
    <Layout className="erp-shell erp-cps" hasSider>
      <AppSidebar
        entries={sidebarEntries}
        loading={menuLoading}
        open={sidebar.open}
        expanded={sidebar.expanded}
        scheme={scheme}
        onHover={sidebar.onHover}
        top={top}
        bottom={bottom}
      />
      <Layout.Content className="erp-content erp-cps-content">{children}</Layout.Content>
      <ThemePanelOnDemand />
    </Layout>
  );
};
