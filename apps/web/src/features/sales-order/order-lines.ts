import { type OrderLineInput, sumAmounts, type VatAmounts } from '@erp/domain';
import {
  LINE_QTY_RULE,
  lineMoney,
  numberCellProblem,
  ORDER_PRICE_RULE,
  parseCellNumber,
  pricedTotals,
} from '../../components/line-grid/line-cell-rules';
import type { LastPrice, OrderCandidate, OrderLineView, StockQty } from './sales-order.api';

// The lines of the order register while they are typed. Money is the domain's rule (VAT per
// line, split when the customer's prices include VAT, added otherwise), so the totals shown are
// the totals the server will store, to the won.

export type DraftLine = {
  /** Stable React key; lines are reordered and removed while typed. */
  key: string;
  partCode: string | null;
  partNo: string;
  partName: string;
  norm: string | null;
  /** The part's sale price: any other unit price needs a reason (the server refuses otherwise). */
  listPrice: number;
  qty: number | null;
  unitPrice: number | null;
  priceReason: string;
  memo: string;
  cancelledQty: number;
  stock: StockQty[] | null;
  lastPrice: LastPrice | null;
  /** Prices agreed with this customer (sale, category, last): typing one needs no reason. */
  agreedPrices: number[];
};

let keySeed = 0;
export const newLineKey = (): string => {
  keySeed += 1;
  return `line-${Date.now().toString(36)}-${keySeed}`;
};

export const emptyLine = (): DraftLine => ({
  key: newLineKey(),
  partCode: null,
  partNo: '',
  partName: '',
  norm: null,
  listPrice: 0,
  qty: null,
  unitPrice: null,
  priceReason: '',
  memo: '',
  cancelledQty: 0,
  stock: null,
  lastPrice: null,
  agreedPrices: [],
});

/** The order always ends with one blank line to type the next part into. */
export const withTrailingBlank = (lines: DraftLine[]): DraftLine[] => {
  const last = lines.at(-1);
  return last && last.partCode === null && last.partNo === '' ? lines : [...lines, emptyLine()];
};

const displayName = (c: Pick<OrderCandidate, 'name' | 'carModel'>) =>
  c.carModel ? `${c.name} ${c.carModel}` : c.name;

type PriceFacts = Pick<
  OrderCandidate,
  'salePrice' | 'lastPrice' | 'categoryPrice' | 'rankPrice' | 'suggestedPrice'
>;

/** The price offered for a part: the server's suggestion (last price, category price, sale price). */
export const suggestedPrice = (c: PriceFacts): number => c.suggestedPrice;

/** An offered price other than the sale price says where it came from, so no reason need be typed. */
export const suggestedReason = (c: PriceFacts): string => {
  if (c.suggestedPrice === c.salePrice) return '';
  if (c.lastPrice && c.suggestedPrice === c.lastPrice.unitPrice)
    return `최근 단가 (${c.lastPrice.orderCode})`;
  if (c.categoryPrice !== null && c.suggestedPrice === c.categoryPrice) return '거래처 분류 단가';
  if (c.rankPrice != null && c.suggestedPrice === c.rankPrice) return '등급 할인 단가';
  return '';
};

export const agreedPricesOf = (c: PriceFacts): number[] =>
  [c.salePrice, c.categoryPrice, c.rankPrice, c.lastPrice?.unitPrice].filter(
    (p): p is number => typeof p === 'number',
  );

/** Puts a chosen candidate on a line, keeping a quantity already typed. */
export const withCandidate = (line: DraftLine, c: OrderCandidate): DraftLine => ({
  ...line,
  partCode: c.code,
  partNo: c.partNo,
  partName: displayName(c),
  norm: c.norm,
  listPrice: c.salePrice,
  qty: line.qty ?? 1,
  unitPrice: suggestedPrice(c),
  priceReason: suggestedReason(c),
  stock: c.stock,
  lastPrice: c.lastPrice,
  agreedPrices: agreedPricesOf(c),
});

export const fromOrderLines = (lines: readonly OrderLineView[]): DraftLine[] =>
  lines.map((l) => ({
    key: newLineKey(),
    partCode: l.partCode,
    partNo: l.partNo,
    partName: l.partName,
    norm: l.norm,
    listPrice: l.listPrice,
    qty: l.qty,
    unitPrice: l.unitPrice,
    priceReason: l.priceReason ?? '',
    memo: l.memo ?? '',
    cancelledQty: l.cancelledQty,
    stock: null,
    lastPrice: null,
    // A stored price with its reason stays agreed when the draft is opened again.
    agreedPrices: l.priceReason ? [l.listPrice, l.unitPrice] : [l.listPrice],
  }));

export const isBlank = (line: DraftLine): boolean =>
  line.partCode === null && line.qty === null && line.unitPrice === null && line.partNo.trim() === '';

/** A price that is none of the agreed ones must say why (the reason cell asks for it). */
export const needsReason = (line: DraftLine): boolean =>
  line.partCode !== null &&
  line.unitPrice !== null &&
  line.unitPrice !== line.listPrice &&
  !line.agreedPrices.includes(line.unitPrice);

/** Whether the line sends a reason: any price other than the sale price keeps its reason on record. */
const sendsReason = (line: DraftLine): boolean => line.unitPrice !== line.listPrice;

const ORDER_RULES = { qty: LINE_QTY_RULE, price: ORDER_PRICE_RULE };

/** The line's money, or null while a cell of it is refused (the grid flags it, the totals leave it out). */
export const lineAmounts = (line: DraftLine, vatIncluded: boolean): VatAmounts | null =>
  line.partCode !== null ? lineMoney(line.qty, line.unitPrice, vatIncluded, ORDER_RULES) : null;

export type OrderTotals = VatAmounts & { lineCount: number; qty: number; unpriced: number };

export const orderTotals = (lines: readonly DraftLine[], vatIncluded: boolean): OrderTotals => {
  const picked = lines.filter((l) => l.partCode !== null);
  const priced = pricedTotals(picked.map((l) => lineAmounts(l, vatIncluded)));
  return {
    ...priced,
    lineCount: picked.length,
    // Only quantities that could be sent count: 99,999,999,999 is a typing slip, not a figure.
    qty: picked.reduce((sum, l) => sum + (qtyProblem(l.qty) === null ? (l.qty ?? 0) : 0), 0),
  };
};

/** What checked cancels took back from the lines, priced by the same rule as the sale. */
export const cancelledTotals = (lines: readonly DraftLine[], vatIncluded: boolean): VatAmounts =>
  sumAmounts(
    lines
      .filter((l) => l.cancelledQty > 0)
      .flatMap((l) => lineMoney(l.cancelledQty, l.unitPrice, vatIncluded, ORDER_RULES) ?? []),
  );

/** On hand in the order's warehouse, when the candidate search told us. */
export const stockIn = (line: DraftLine, warehouseCode: string): number | null =>
  line.stock ? (line.stock.find((s) => s.warehouseCode === warehouseCode)?.qty ?? 0) : null;

export const isShort = (line: DraftLine, warehouseCode: string): boolean => {
  const onHand = stockIn(line, warehouseCode);
  return onHand !== null && line.qty !== null && line.qty > onHand;
};

/** Why a line's quantity cannot be sent, in the server's words for the same rule. */
export const qtyProblem = (qty: number | null, typed = ''): string | null =>
  numberCellProblem(LINE_QTY_RULE, qty ?? parseCellNumber(typed), typed);

/** Why a line's unit price cannot be sent (negative, fraction, over 10억 원), or null. */
export const priceProblem = (unitPrice: number | null, typed = ''): string | null =>
  numberCellProblem(ORDER_PRICE_RULE, unitPrice ?? parseCellNumber(typed), typed);

/** What stops the order from being saved, line by line, in the words the clerk reads. */
export const lineProblems = (lines: readonly DraftLine[]): string[] => {
  const problems: string[] = [];
  const filled = lines.filter((l) => !isBlank(l));
  if (filled.length === 0) return ['품목을 1개 이상 입력하세요.'];
  filled.forEach((l, i) => {
    const at = `${i + 1}번째 줄`;
    if (l.partCode === null) problems.push(`${at}: 품목을 고르세요 (품번·품명을 입력하고 Enter).`);
    else if (qtyProblem(l.qty)) problems.push(`${at} ${l.partNo}: ${qtyProblem(l.qty)}`);
    else if (priceProblem(l.unitPrice)) problems.push(`${at} ${l.partNo}: ${priceProblem(l.unitPrice)}`);
    else if (needsReason(l) && l.priceReason.trim() === '')
      problems.push(`${at} ${l.partNo}: 기준 단가와 다르면 변경 사유를 입력하세요.`);
  });
  return problems;
};

export const toOrderLines = (lines: readonly DraftLine[]): OrderLineInput[] =>
  lines
    .filter((l) => l.partCode !== null && l.qty !== null && l.unitPrice !== null)
    .map((l) => ({
      partCode: l.partCode as string,
      qty: l.qty as number,
      unitPrice: l.unitPrice as number,
      priceReason: sendsReason(l) ? l.priceReason.trim() || null : null,
      memo: l.memo.trim() || null,
    }));

/** '1,200', '1200원', ' 1 200 ' → 1200; anything that is not a whole number → null. */
export const parseAmount = (text: string): number | null => {
  const digits = text.replace(/[,\s원]/g, '');
  if (!/^\d{1,12}$/.test(digits)) return null;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : null;
};
