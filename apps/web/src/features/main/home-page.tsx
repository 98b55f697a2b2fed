import { Card, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { effectiveRole } from '../../app/screen-access';
import { useShell } from '../../shell/layouts/shell-context';
import { recordsQuickLinks } from '../../shell/quick-links/quick-links';
import { useQuickLinks } from '../../shell/quick-links/quick-links.store';
import { AccountSummary, Greeting } from './account-summary';
import { shortcutGroups } from './menu-shortcuts';
import { ShortcutGrid } from './shortcut-grid';

const QuickLinksCard = () => {
  const { links } = useQuickLinks();
  return (
    <Card title="빠른 링크" size="small">
      {links.links.length === 0 ? (
        <Typography.Text type="secondary">
          상단의 ☆ 버튼으로 자주 쓰는 화면을 5개까지 추가할 수 있습니다.
        </Typography.Text>
      ) : (
        <Space wrap>
          {links.links.map((link, index) => (
            <Link key={link} to={link}>
              {links.titles[index]}
            </Link>
          ))}
        </Space>
      )}
    </Card>
  );
};

/** The home of every account: who is logged in and the built screens of their menu. */
export const HomePage = () => {
  const { session, sidebarEntries, menuLoading } = useShell();
  return (
    <div className="erp-page">
      <Greeting session={session} level={3} />
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Card title="내 계정" size="small">
          <AccountSummary session={session} />
        </Card>
        {recordsQuickLinks(effectiveRole(session.auth)) && <QuickLinksCard />}
        <Card title="바로 가기" size="small">
          <ShortcutGrid groups={shortcutGroups(sidebarEntries)} loading={menuLoading} />
        </Card>
      </Space>
    </div>
  );
};
