import { RightOutlined } from '@ant-design/icons';
import { Button, Empty, Spin } from 'antd';
import type { ReactNode } from 'react';
import './mobile-page.css';

type More = { has: boolean; loading: boolean; shown: number; total: number; load: () => void };

/** The "more" button of a list read page by page (an infinite query): how many show of how many. */
export const moreOf = (
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> },
  shown: number,
  total: number,
): More => ({
  has: Boolean(query.hasNextPage),
  loading: query.isFetchingNextPage,
  shown,
  total,
  load: () => void query.fetchNextPage(),
});

type Props<T> = {
  items: readonly T[];
  keyOf: (item: T) => string;
  loading: boolean;
  emptyText: string;
  onOpen: (item: T) => void;
  /** The card's lines, beside the arrow. */
  renderMain: (item: T) => ReactNode;
  /** Under the card, outside its button (e.g. a call link). */
  renderAfter?: (item: T) => ReactNode;
  /** The feature's class names: `${prefix}-list`, `-card`, `-main` and `-arrow`. */
  classPrefix: string;
  more?: More;
};

/** Records as thumb-sized cards of a phone page (375 px and up); a tap opens the record. */
export const MobileCardList = <T,>({
  items,
  keyOf,
  loading,
  emptyText,
  onOpen,
  renderMain,
  renderAfter,
  classPrefix,
  more,
}: Props<T>) => {
  if (loading)
    return (
      <div className="erp-center-fill">
        <Spin />
      </div>
    );
  if (items.length === 0) return <Empty description={emptyText} />;
  return (
    <>
      <ul className={`erp-mobile-cards ${classPrefix}-list`}>
        {items.map((item) => (
          <li key={keyOf(item)}>
            <button
              type="button"
              className={`erp-mobile-tap-card ${classPrefix}-card`}
              onClick={() => onOpen(item)}
            >
              <span className={`erp-mobile-tap-main ${classPrefix}-main`}>{renderMain(item)}</span>
              <RightOutlined className={`erp-mobile-tap-arrow ${classPrefix}-arrow`} />
            </button>
            {renderAfter?.(item)}
          </li>
        ))}
      </ul>
      {more?.has && (
        <Button block size="large" loading={more.loading} onClick={more.load}>
          더 보기 ({more.shown.toLocaleString('ko-KR')} / {more.total.toLocaleString('ko-KR')})
        </Button>
      )}
    </>
  );
};
