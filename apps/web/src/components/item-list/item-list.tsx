import { Empty, Spin } from 'antd';
import type { ReactNode } from 'react';
import './item-list.css';

// A short list of items with a title, a description, extra content and actions: what antd's List
// drew (deprecated in antd 6 and removed in its next major), as plain markup.

export type ItemListProps<T> = {
  items: readonly T[];
  rowKey: (item: T) => string | number;
  title: (item: T) => ReactNode;
  description?: (item: T) => ReactNode;
  /** Below the title and description (a comment's text). */
  body?: (item: T) => ReactNode;
  /** At the right of the row (an amount). */
  extra?: (item: T) => ReactNode;
  actions?: (item: T) => ReactNode;
  emptyText: string;
  loading?: boolean;
  bordered?: boolean;
};

export const ItemList = <T,>({
  items,
  rowKey,
  title,
  description,
  body,
  extra,
  actions,
  emptyText,
  loading = false,
  bordered = false,
}: ItemListProps<T>) => (
  <Spin spinning={loading}>
    {items.length === 0 ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
    ) : (
      <ul className={`erp-item-list${bordered ? ' erp-item-list-bordered' : ''}`}>
        {items.map((item) => (
          <li key={rowKey(item)} className="erp-item-list-row">
            <div className="erp-item-list-main">
              <div className="erp-item-list-title">{title(item)}</div>
              {description && <div className="erp-item-list-description">{description(item)}</div>}
              {body?.(item)}
            </div>
            {extra && <div className="erp-item-list-extra">{extra(item)}</div>}
            {actions && <div className="erp-item-list-actions">{actions(item)}</div>}
          </li>
        ))}
      </ul>
    )}
  </Spin>
);
