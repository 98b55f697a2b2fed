import { BellOutlined } from '@ant-design/icons';
import type { NotificationItem } from '@erp/domain';
import { Badge, Button, Empty, List, Popover, Spin, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useInbox, useMarkRead } from './notification.api';
import { useUserChannel } from './use-user-channel';
import { sinceText } from './user-channel';
import './notification-bell.css';

const NOTICE_LIST = '/Company/Notice/NoticeUserList';

/**
 * The header bell: unread count, the latest items (new notices, individual notices and other
 * realtime events), opened with a click or Enter; the user's realtime channel keeps it current.
 */
export const NotificationBell = ({ userId }: { userId: string }) => {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const inbox = useInbox(true);
  const markRead = useMarkRead();
  const channel = useUserChannel(userId, true);
  const unread = inbox.data?.unread ?? 0;

  const openItem = (item: NotificationItem) => {
    if (!item.read) markRead.mutate({ ids: [item.id] });
    setOpen(false);
    if (item.link) navigate(item.link);
  };

  const content = (
    <div className="erp-bell-panel">
      <div className="erp-bell-head">
        <Typography.Text strong>알림</Typography.Text>
        <span>
          <Button
            size="small"
            type="link"
            disabled={unread === 0}
            onClick={() => markRead.mutate({ all: true })}
          >
            모두 읽음
          </Button>
          <Button
            size="small"
            type="link"
            onClick={() => {
              setOpen(false);
              navigate(NOTICE_LIST);
            }}
          >
            공지사항
          </Button>
        </span>
      </div>
      {inbox.isLoading ? (
        <Spin />
      ) : (inbox.data?.items.length ?? 0) === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="알림이 없습니다." />
      ) : (
        <List
          size="small"
          className="erp-bell-list"
          dataSource={inbox.data?.items ?? []}
          renderItem={(item) => (
            <List.Item
              className={item.read ? 'erp-bell-item' : 'erp-bell-item erp-bell-unread'}
              tabIndex={0}
              role="button"
              onClick={() => openItem(item)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') openItem(item);
              }}
            >
              <div className="erp-bell-title">{item.title}</div>
              {item.body && <div className="erp-bell-body">{item.body}</div>}
              <div className="erp-bell-time">{sinceText(item.createdAt, Date.now())}</div>
            </List.Item>
          )}
        />
      )}
    </div>
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
