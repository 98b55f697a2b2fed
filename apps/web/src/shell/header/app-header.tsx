import { AppstoreAddOutlined, BgColorsOutlined } from '@ant-design/icons';
import { Layout } from 'antd';
import { type ReactNode, useState } from 'react';
import { effectiveRole } from '../../app/screen-access';
import { useOnDemand } from '../../components/use-on-demand';
import { useCurrentPage, useShell } from '../layouts/shell-context';
import { NotificationBell } from '../notifications/notification-bell';
import { recordsQuickLinks } from '../quick-links/quick-links';
import { useThemeScheme } from '../theme/theme-context';
import { HeaderIconButton, SidebarToggleButton } from './header-icon-button';
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
  const { session, loginPage } = useShell();
  const { header, panelOpen, setPanelOpen } = useThemeScheme();
  const [muzinOpen, setMuzinOpen] = useState(false);
  // The dialog is fetched when it is first opened.
  const MuzinMenuDialog = useOnDemand(loadMuzinMenuDialog, muzinOpen);
  const staff = recordsQuickLinks(effectiveRole(session.auth));
  const current = useCurrentPage();

  return (
    <Layout.Header className={`erp-header erp-tone-${header.tone}`} style={{ background: header.background }}>
      <div className={sidebarOpen ? 'erp-brand' : 'erp-brand erp-brand-narrow'}>
        <span className="erp-brand-mark">P</span>
        {sidebarOpen && <span className="erp-brand-text">{brand}</span>}
      </div>
      <SidebarToggleButton open={sidebarOpen} onToggle={onToggleSidebar} />
      {extra}
      {staff && <QuickLinksBar current={current} />}
      <div className="erp-header-spacer" />
      {staff && (
        // The tooltip stays shut while its dialog is open: one left open under the mouse would be
        // the top layer that takes Escape, and the dialog would need a second press.
        <HeaderIconButton
          label="무진 메뉴"
          icon={<AppstoreAddOutlined />}
          onClick={() => setMuzinOpen(true)}
          tooltipOpen={muzinOpen ? false : undefined}
        />
      )}
      <HeaderIconButton
        label="테마 설정"
        icon={<BgColorsOutlined />}
        onClick={() => setPanelOpen(true)}
        tooltipOpen={panelOpen ? false : undefined}
      />
      {staff && <NotificationBell userId={session.id} />}
      <UserMenu session={session} loginPage={loginPage} />
      {staff && MuzinMenuDialog && <MuzinMenuDialog open={muzinOpen} onClose={() => setMuzinOpen(false)} />}
    </Layout.Header>
  );
};
