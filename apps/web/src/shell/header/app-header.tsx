import {
  AppstoreAddOutlined,
  BgColorsOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
} from '@ant-design/icons';
import { Button, Layout, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { effectiveRole } from '../../app/screen-access';
import { tabTitleOf } from '../../app/screen-registry';
import { useOnDemand } from '../../components/use-on-demand';
import { useShell } from '../layouts/shell-context';
import { NotificationBell } from '../notifications/notification-bell';
import { recordsQuickLinks } from '../quick-links/quick-links';
import { useThemeScheme } from '../theme/theme-context';
import { QuickLinksBar } from './quick-links-bar';
import { UserMenu } from './user-menu';

const loadMuzinMenuDialog = () => import('../popup/muzin-menu-dialog').then((m) => m.MuzinMenuDialog);

type Props = {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  /** Brand text: the company for staff, the partner's name in the outsourcing frame. */
  brand: string;
  extra?: ReactNode;
};

export const AppHeader = ({ sidebarOpen, onToggleSidebar, brand, extra }: Props) => {
  const { session, screen, allowed, loginPage } = useShell();
  const { header, panelOpen, setPanelOpen } = useThemeScheme();
  const location = useLocation();
  const [muzinOpen, setMuzinOpen] = useState(false);
  // The dialog is fetched when it is first opened.
  const MuzinMenuDialog = useOnDemand(loadMuzinMenuDialog, muzinOpen);
  const staff = recordsQuickLinks(effectiveRole(session.auth));
  const current = allowed ? { title: tabTitleOf(screen), url: location.pathname + location.search } : null;

  return (
    <Layout.Header className={`erp-header erp-tone-${header.tone}`} style={{ background: header.background }}>
      <div className={sidebarOpen ? 'erp-brand' : 'erp-brand erp-brand-narrow'}>
        <span className="erp-brand-mark">P</span>
        {sidebarOpen && <span className="erp-brand-text">{brand}</span>}
      </div>
      <Tooltip title={sidebarOpen ? '메뉴 접기' : '메뉴 펼치기'}>
        <Button
          type="text"
          className="erp-header-icon"
          icon={sidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          aria-label={sidebarOpen ? '메뉴 접기' : '메뉴 펼치기'}
          aria-expanded={sidebarOpen}
          onClick={onToggleSidebar}
        />
      </Tooltip>
      {extra}
      {staff && <QuickLinksBar current={current} />}
      <div className="erp-header-spacer" />
      {staff && (
        // The tooltip stays shut while its dialog is open: one left open under the mouse would be
        // the top layer that takes Escape, and the dialog would need a second press.
        <Tooltip title="무진 메뉴" open={muzinOpen ? false : undefined}>
          <Button
            type="text"
            className="erp-header-icon"
            icon={<AppstoreAddOutlined />}
            aria-label="무진 메뉴"
            onClick={() => setMuzinOpen(true)}
          />
        </Tooltip>
      )}
      <Tooltip title="테마 설정" open={panelOpen ? false : undefined}>
        <Button
          type="text"
          className="erp-header-icon"
          icon={<BgColorsOutlined />}
          aria-label="테마 설정"
          onClick={() => setPanelOpen(true)}
        />
      </Tooltip>
      {staff && <NotificationBell userId={session.id} />}
      <UserMenu session={session} loginPage={loginPage} />
      {staff && MuzinMenuDialog && <MuzinMenuDialog open={muzinOpen} onClose={() => setMuzinOpen(false)} />}
    </Layout.Header>
  );
};
