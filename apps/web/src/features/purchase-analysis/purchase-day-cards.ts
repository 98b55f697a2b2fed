import {
  linkTo,
  type PurchaseDay,
  purchaseExaminationScreens,
  purchaseOrderScreens,
  purchaseReturnScreens,
  supplierMoneyScreens,
} from '@erp/domain';
import { formatWon, formatYmd } from '../../components/data-table/cell-format';
import { PURCHASE_PATHS } from '../purchase/purchase.api';
import { ARRIVAL_PATHS } from '../purchase-examination/purchase-examination.api';
import { PURCHASE_ANALYSIS_PATHS as P } from './purchase-analysis-paths';

// The cards of the purchaser's day, one entry each: the desktop landing draws them as cards with
// a short list, the phone landing as big buttons. Each card's figures are a field of PurchaseDay;
// the order is the day's: approve, expect, chase, examine, fix, bill, ship back, reorder, pay.

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

const O = purchaseOrderScreens;
const R = purchaseReturnScreens;
const count = (n: number, unit = '건') => `${n.toLocaleString('ko-KR')}${unit}`;

/** A card line naming a supplier. */
const supplierLine = (r: { supplierCode: string; supplierName: string }, note: string, to: string) => ({
  key: r.supplierCode,
  text: r.supplierName,
  note,
  to,
});

/** Where an approval waits: the first check is a queue, the last check is one document. */
const approvalLink = (r: PurchaseDay['approvals']['rows'][number]): string => {
  if (r.kind === 'order')
    return r.status === 'requested'
      ? O.purchaseOrderCheck.path
      : linkTo(O.purchaseOrderLastCheck, { code: r.code });
  return r.status === 'requested'
    ? R.purchaseReturnCheck.path
    : linkTo(R.purchaseReturnLastCheck, { code: r.code });
};

/** The cards over orders, returns, examinations and bills (the purchasing documents). */
const WORK_CARDS: readonly DayCard[] = [
  {
    key: 'approvals',
    title: '승인 대기',
    to: (d) =>
      d.approvals.rows[0]?.kind === 'return' ? R.purchaseReturnCheck.path : O.purchaseOrderCheck.path,
    count: (d) => d.approvals.count,
    lines: (d) =>
      d.approvals.rows.map((r) => ({
        key: `${r.kind}-${r.code}`,
        text: `${r.kind === 'order' ? '발주' : '반품'} ${r.code} ${r.supplierName}`,
        note: `${r.status === 'requested' ? '검토 대기' : '최종 승인 대기'} · ${formatWon(r.total)}원`,
        to: approvalLink(r),
      })),
    empty: '승인을 기다리는 발주·반품이 없습니다.',
  },
  {
    key: 'due',
    title: '입고 예정',
    to: () => O.purchaseSchedule.path,
    count: (d) => d.due.count,
    figure: (d) => count(d.due.qty, '개'),
    lines: (d) =>
      d.due.rows.map((r) => ({
        key: String(r.id),
        text: `${r.partNo} ${r.supplierName}`,
        note: `${formatYmd(r.expectedDate)} · 잔량 ${count(r.remainingQty, '개')}`,
        to: linkTo(O.purchaseScheduleModify, { seq: String(r.id) }),
      })),
    empty: '오늘부터 3일 안에 들어올 발주 품목이 없습니다.',
  },
  {
    key: 'late',
    title: '입고 지연',
    to: () => O.purchaseLateSupply.path,
    count: (d) => d.late.count,
    figure: (d) => `매입처 ${count(d.late.suppliers, '곳')}`,
    lines: (d) =>
      d.late.rows.map((r) =>
        supplierLine(
          r,
          `${count(r.lines)} · 최대 ${r.maxDaysLate}일 지연`,
          `${O.purchaseLateSupply.path}?supplierCode.eq=${encodeURIComponent(r.supplierCode)}`,
        ),
      ),
    empty: '예정일이 지난 발주 품목이 없습니다.',
  },
  {
    key: 'exam-wait',
    title: '검수 대기',
    to: () => purchaseExaminationScreens.purchaseUnConfirmedList.path,
    count: (d) => d.examWait.count,
    lines: (d) => d.examWait.rows.map((r) => ({ ...purchaseLine(r), to: ARRIVAL_PATHS.stationOf(r.code) })),
    empty: '검수를 기다리는 입고가 없습니다.',
  },
];

/** After the arrivals: what is still to bill and to send back. */
const AFTER_CARDS: readonly DayCard[] = [
  {
    key: 'unbilled',
    title: '미청구 입고',
    to: () => supplierMoneyScreens.billListPerSupplier.path,
    count: (d) => d.unbilled.count,
    figure: (d) => `${formatWon(d.unbilled.total)}원`,
    lines: (d) =>
      d.unbilled.rows.map((r) =>
        supplierLine(
          r,
          `${count(r.lines)} · ${formatWon(r.total)}원`,
          supplierMoneyScreens.purchasePayingBill.path,
        ),
      ),
    empty: '계산서를 기다리는 입고가 없습니다.',
  },
  {
    key: 'returns-to-ship',
    title: '반품 출고 대기',
    to: () => R.purchaseReturn.path,
    count: (d) => d.returnsToShip.count,
    lines: (d) =>
      d.returnsToShip.rows.map((r) => ({
        key: r.code,
        text: `${r.code} ${r.supplierName}`,
        note: `${formatWon(r.total)}원`,
        to: linkTo(R.purchaseReturnSave, { puCode: r.code }),
      })),
    empty: '출고를 기다리는 반품이 없습니다.',
  },
];

const ARRIVAL_CARDS: readonly DayCard[] = [
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
];

const STOCK_MONEY_CARDS: readonly DayCard[] = [
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
      d.payable.rows.map((r) =>
        supplierLine(
          r,
          `${formatWon(r.balance)}원`,
          `${P.buyRegister}?supplier=${encodeURIComponent(r.supplierCode)}`,
        ),
      ),
    empty: '미지급금이 남은 매입처가 없습니다.',
  },
];

export const DAY_CARDS: readonly DayCard[] = [
  ...WORK_CARDS,
  ...ARRIVAL_CARDS,
  ...AFTER_CARDS,
  ...STOCK_MONEY_CARDS,
];
