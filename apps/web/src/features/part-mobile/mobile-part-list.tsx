import { RightOutlined } from '@ant-design/icons';
import { Button, Empty, Spin, Tag } from 'antd';
import type { ReactNode } from 'react';
import { formatWon } from '../../components/data-table/cell-format';

export type MobilePartItem = {
  key: string;
  code: string;
  partNo: string;
  name: string;
  carModel: string;
  salePrice?: number;
  /** A line above the name (the storage location on the location page). */
  badge?: ReactNode;
  isSet?: boolean;
};

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

type Props = {
  items: MobilePartItem[];
  loading: boolean;
  emptyText: string;
  onOpen: (code: string) => void;
  more?: More;
};

/** Parts as thumb-sized cards (375 px and up); a tap opens the part. */
export const MobilePartList = ({ items, loading, emptyText, onOpen, more }: Props) => {
  if (loading)
    return (
      <div className="erp-center-fill">
        <Spin />
      </div>
    );
  if (items.length === 0) return <Empty description={emptyText} />;
  return (
    <>
      <ul className="erp-mobile-part-list">
        {items.map((p) => (
          <li key={p.key}>
            <button type="button" className="erp-mobile-part-card" onClick={() => onOpen(p.code)}>
              <span className="erp-mobile-part-main">
                {p.badge && <span className="erp-mobile-part-badge">{p.badge}</span>}
                <span className="erp-mobile-part-no">
                  {p.partNo} {p.isSet && <Tag color="blue">세트</Tag>}
                </span>
                <span className="erp-mobile-part-name">
                  {p.name} {p.carModel}
                </span>
                <span className="erp-mobile-part-meta">
                  {p.code}
                  {p.salePrice !== undefined && ` · ${formatWon(p.salePrice)}원`}
                </span>
              </span>
              <RightOutlined className="erp-mobile-part-arrow" />
            </button>
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
