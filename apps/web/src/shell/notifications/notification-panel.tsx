import type { NotificationItem } from '@erp/domain';
import { Button, Empty, List, Spin } from 'antd';
import { sinceText } from './user-channel';

type Props = {
  items: readonly NotificationItem[] | undefined;
  loading: boolean;
  unread: number;
  onOpenItem: (item: NotificationItem) => void;
  onReadAll: () => void;
  onNoticeList: () => void;
};

/**
 * What the bell opens: the latest items, newest first. NotificationBell fetches it the first time
 * the bell is opened (issue 14 §6: the antd List, Empty and Spin are no part of a first load).
 */
export const NotificationPanel = ({ items, loading, unread, onOpenItem, onReadAll, onNoticeList }: Props) => (
  <div className="erp-bell-panel">
    <div className="erp-bell-head">
      <strong>알림</strong>
      <span>
        <Button size="small" type="link" disabled={unread === 0} onClick={onReadAll}>
          모두 읽음
        </Button>
        <Button size="small" type="link" onClick={onNoticeList}>
          공지사항
        </Button>
      </span>
    </div>
    {loading ? (
      <Spin />
    ) : (items?.length ?? 0) === 0 ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="알림이 없습니다." />
    ) : (
      <List
        size="small"
        className="erp-bell-list"
        dataSource={[...(items ?? [])]}
        renderItem={(item) => (
          <List.Item
            className={item.read ? 'erp-bell-item' : 'erp-bell-item erp-bell-unread'}
            tabIndex={0}
            role="button"
            onClick={() => onOpenItem(item)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') onOpenItem(item);
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
