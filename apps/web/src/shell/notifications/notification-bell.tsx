import { BellOutlined } from '@ant-design/icons';
import type { NotificationItem } from '@erp/domain';
import { Badge, Button, Popover, Tooltip } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useOnDemand } from '../../components/use-on-demand';
import { useInbox, useMarkRead } from './notification.api';
import { useUserChannel } from './use-user-channel';
import './notification-bell.css';

const NOTICE_LIST = '/Company/Notice/NoticeUserList';

// The panel's list is fetched when the bell is first opened; the count comes with the bell.
const loadPanel = () => import('./notification-panel').then((m) => m.NotificationPanel);

/**
 * The header bell: unread count, the latest items (new notices, individual notices and other
 * realtime events), opened with a click or Enter; the user's realtime channel keeps it current.
 */
export const NotificationBell = ({ userId }: { userId: string }) => {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const Panel = useOnDemand(loadPanel, open);
  const inbox = useInbox(true);
  const markRead = useMarkRead();
  const channel = useUserChannel(userId, true);
  const unread = inbox.data?.unread ?? 0;

  const openItem = (item: NotificationItem) => {
    if (!item.read) markRead.mutate({ ids: [item.id] });
    setOpen(false);
    if (item.link) navigate(item.link);
  };

  const content = Panel ? (
    <Panel
      items={inbox.data?.items}
      loading={inbox.isLoading}
      unread={unread}
      onOpenItem={openItem}
      onReadAll={() => markRead.mutate({ all: true })}
      onNoticeList={() => {
        setOpen(false);
        navigate(NOTICE_LIST);
      }}
    />
  ) : (
    <div className="erp-bell-panel erp-bell-loading erp-text-secondary">불러오는 중…</div>
  );

  return (
    <Popover content={content} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen}>
      <Tooltip title={unread > 0 ? `안 읽은 알림 ${unread}건` : '알림'} open={open ? false : undefined}>
        <Button
          type="text"
          className="erp-header-icon"
          data-channel={channel}
          aria-label={unread > 0 ? `알림, 안 읽음 ${unread}건` : '알림'}
          icon={
            <Badge count={unread} size="small" overflowCount={99}>
              <BellOutlined />
            </Badge>
          }
        />
      </Tooltip>
    </Popover>
  );
};
