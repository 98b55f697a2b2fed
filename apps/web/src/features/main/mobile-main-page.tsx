import { Card } from 'antd';
import { useShell } from '../../shell/layouts/shell-context';
import { AccountSummary, Greeting } from './account-summary';
import { shortcutGroups } from './menu-shortcuts';
import { ShortcutGrid } from './shortcut-grid';

/** The phone start page: the user's menu as large buttons, sized for a thumb at 375 px. */
export const MobileMainPage = () => {
  const { session, sidebarEntries, menuLoading } = useShell();
  return (
    <div className="erp-mobile-main">
      <Greeting session={session} level={4} />
      <Card size="small" title="내 계정" className="erp-mobile-card">
        <AccountSummary session={session} compact />
      </Card>
      <Card size="small" title="업무 메뉴" className="erp-mobile-card erp-mobile-menu">
        <ShortcutGrid groups={shortcutGroups(sidebarEntries)} loading={menuLoading} />
      </Card>
    </div>
  );
};
