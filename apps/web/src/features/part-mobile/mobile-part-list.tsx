import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { formatWon } from '../../components/data-table/cell-format';
import { MobileCardList, type moreOf } from '../../components/mobile-page/mobile-card-list';

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

type Props = {
  items: MobilePartItem[];
  loading: boolean;
  emptyText: string;
  onOpen: (code: string) => void;
  more?: ReturnType<typeof moreOf>;
};

/** Parts as thumb-sized cards (375 px and up); a tap opens the part. */
export const MobilePartList = ({ items, loading, emptyText, onOpen, more }: Props) => (
  <MobileCardList
    items={items}
    keyOf={(p) => p.key}
    loading={loading}
    emptyText={emptyText}
    onOpen={(p) => onOpen(p.code)}
    classPrefix="erp-mobile-part"
    more={more}
    renderMain={(p) => (
      <>
        {p.badge && <span className="erp-mobile-part-badge">{p.badge}</span>}
        <span className="erp-mobile-part-no">
          {p.partNo} {p.isSet && <Tag color="blue">세트</Tag>}
        </span>
        <span className="erp-mobile-tap-line erp-mobile-part-name">
          {p.name} {p.carModel}
        </span>
        <span className="erp-mobile-tap-line erp-mobile-part-meta">
          {p.code}
          {p.salePrice !== undefined && ` · ${formatWon(p.salePrice)}원`}
        </span>
      </>
    )}
  />
);
