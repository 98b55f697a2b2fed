import type { PurchaseDay } from '@erp/domain';
import { formatWon, formatYmd } from '../../components/data-table/cell-format';
import { PURCHASE_PATHS } from '../purchase/purchase.api';
import { PURCHASE_ANALYSIS_PATHS as P } from './purchase-analysis-paths';

// The cards of the purchaser's day, one entry each: the desktop landing draws them as cards with
// a short list, the phone landing as big buttons. A card for another area's work (requests to
// approve, due and late arrivals, unbilled) is one more entry here once its figures are in
// PurchaseDay.

export type DayCardLine = { key: string; text: string; note: string; to: string };

export type DayCard = {
  key: string;
  title: string;
  /** The screen behind the card: the whole list. */
  to: (day: PurchaseDay) => string;
  count: (day: PurchaseDay) => number;
  /** The money (or other figure) beside the count. */
  figure?: (day: PurchaseDay) => string;
  lines: (day: PurchaseDay) => DayCardLine[];
  empty: string;
};

const purchaseLine = (r: PurchaseDay['unfixed']['rows'][number]): DayCardLine => ({
  key: r.code,
  text: `${r.code} ${r.supplierName}`,
  note: `${formatYmd(r.purchaseDate)} · ${formatWon(r.total)}원`,
  to: PURCHASE_PATHS.detail(r.code),
});

export const DAY_CARDS: readonly DayCard[] = [
  {
    key: 'unfixed',
    title: '미확정 입고',
    to: () => `${PURCHASE_PATHS.list}?status.eq=draft`,
    count: (d) => d.unfixed.count,
    figure: (d) => `${formatWon(d.unfixed.total)}원`,
    lines: (d) => d.unfixed.rows.map(purchaseLine),
    empty: '확정을 기다리는 입고가 없습니다.',
  },
  {
    key: 'fixed-today',
    title: '오늘 확정 매입',
    to: (d) => `${PURCHASE_PATHS.list}?status.eq=fixed&purchaseDate.eq=${d.today}`,
    count: (d) => d.fixedToday.count,
    figure: (d) => `${formatWon(d.fixedToday.total)}원`,
    lines: (d) => d.fixedToday.rows.map(purchaseLine),
    empty: '오늘 확정한 매입이 없습니다.',
  },
  {
    key: 'shortage',
    title: '부족 재고',
    to: () => P.shortage,
    count: (d) => d.shortage.count,
    figure: (d) => (d.shortage.capped ? '1,000건 이상' : `${d.shortage.count.toLocaleString('ko-KR')}품목`),
    lines: (d) =>
      d.shortage.rows.map((r) => ({
        key: r.partCode,
        text: `${r.partNo} ${r.name}`,
        note: `현재고 ${r.onHand} / 적정 ${r.properStock}`,
        to: P.priceOf(r.partCode),
      })),
    empty: '적정 재고보다 적은 품목이 없습니다.',
  },
  {
    key: 'payable',
    title: '미지급금',
    to: () => P.buyRegister,
    count: (d) => d.payable.suppliers,
    figure: (d) => `${formatWon(d.payable.total)}원`,
    lines: (d) =>
      d.payable.rows.map((r) => ({
        key: r.supplierCode,
        text: r.supplierName,
        note: `${formatWon(r.balance)}원`,
        to: `${P.buyRegister}?supplier=${encodeURIComponent(r.supplierCode)}`,
      })),
    empty: '미지급금이 남은 매입처가 없습니다.',
  },
];
