import { Empty, Typography } from 'antd';
import { Link } from 'react-router';
import { menuIcon } from '../../shell/sidebar/menu-icons';
import type { ShortcutGroup } from './menu-shortcuts';

/** Large buttons for the screens of the user's menu, grouped by section. */
export const ShortcutGrid = ({ groups, loading }: { groups: readonly ShortcutGroup[]; loading: boolean }) => {
  if (loading) return <Typography.Text type="secondary">메뉴를 불러오는 중…</Typography.Text>;
  if (groups.length === 0)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="이 계정으로 열 수 있는 업무 화면이 아직 없습니다. 필요한 메뉴는 관리자에게 요청하세요."
      />
    );
  return (
    <div className="erp-shortcut-groups">
      {groups.map((group) => (
        <section key={group.key} className="erp-shortcut-group" aria-label={group.title}>
          <Typography.Title level={5} className="erp-shortcut-group-title">
            {menuIcon(group.icon)} {group.title}
          </Typography.Title>
          <div className="erp-shortcut-grid">
            {group.items.map((item) => (
              <Link key={item.key} to={item.url} className="erp-shortcut">
                <span className="erp-shortcut-icon">{menuIcon(item.icon)}</span>
                <span className="erp-shortcut-title">{item.title}</span>
              </Link>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
};
