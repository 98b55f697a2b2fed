import { ymdToIsoDate } from '../datetime/ymd.js';
import { type ListColumn, listColumns } from '../list/list-columns.js';
import type { ProperStockRow } from '../part-report/part-report.schema.js';
import { STOCK_MOVE_COLUMNS } from '../stock/stock-move.columns.js';
import type { StockMoveRow } from '../stock/stock-move.schema.js';
import type {
  PriceComparisonRow,
  PurchaseRegisterRow,
  PurchaseStatusRow,
  StockInOutRow,
} from './purchase-analysis.schema.js';

// The purchasing reports' columns, once for the grid and the Excel file.

const money = <Row extends { supply: number; vat: number; total: number }>() =>
  [
    { key: 'supply', label: '공급가액', value: (r: Row) => r.supply, format: 'won', width: 110 },
    { key: 'vat', label: '부가세', value: (r: Row) => r.vat, format: 'won', width: 96 },
    { key: 'total', label: '합계', value: (r: Row) => r.total, format: 'won', width: 110 },
  ] as const;

export const PURCHASE_STATUS_COLUMNS = listColumns<PurchaseStatusRow>()([
  { key: 'label', label: '구분', value: (r) => r.label, width: 200, pinned: true },
  { key: 'key', label: '코드', value: (r) => r.key, format: 'code', width: 100 },
  { key: 'purchaseCount', label: '매입 건수', value: (r) => r.purchaseCount, format: 'count', width: 90 },
  { key: 'lineCount', label: '줄 수', value: (r) => r.lineCount, format: 'count', width: 80 },
  { key: 'qty', label: '수량', value: (r) => r.qty, format: 'count', width: 80 },
  ...money<PurchaseStatusRow>(),
]);

/** The suggested quantity fills the part up to its proper stock. */
export const SHORTAGE_COLUMNS = listColumns<ProperStockRow>()([
  { key: 'partCode', label: '품목 코드', value: (r) => r.partCode, format: 'code', width: 100, pinned: true },
  { key: 'partNo', label: '품번', value: (r) => r.partNo, width: 140 },
  { key: 'name', label: '품명', value: (r) => r.name, width: 200 },
  { key: 'carModel', label: '차종', value: (r) => r.carModel, width: 120 },
  { key: 'brandName', label: '브랜드', value: (r) => r.brandName, width: 110 },
  { key: 'properStock', label: '적정 재고', value: (r) => r.properStock, format: 'count', width: 90 },
  { key: 'onHand', label: '현재고', value: (r) => r.onHand, format: 'count', width: 80 },
  { key: 'shortage', label: '제안 수량', value: (r) => r.shortage, format: 'count', width: 90 },
  { key: 'purchasePrice', label: '매입 단가', value: (r) => r.purchasePrice, format: 'won', width: 100 },
  {
    key: 'amount',
    label: '예상 금액',
    value: (r) => r.shortage * r.purchasePrice,
    format: 'won',
    width: 110,
  },
]);

const moveColumns = STOCK_MOVE_COLUMNS as readonly ListColumn<StockMoveRow>[];
const afterQty = moveColumns.findIndex((c) => c.key === 'qty') + 1;

/** The stock ledger's move columns with the balance beside the quantity that made it. */
export const STOCK_IN_OUT_COLUMNS = listColumns<StockInOutRow>()([
  ...moveColumns.slice(0, afterQty),
  { key: 'balance', label: '이동 후 재고', value: (r) => r.balance, format: 'count', width: 100 },
  ...moveColumns.slice(afterQty),
]);

export const PURCHASE_REGISTER_COLUMNS = listColumns<PurchaseRegisterRow>()([
  {
    key: 'purchaseDate',
    label: '매입일',
    value: (r) => ymdToIsoDate(r.purchaseDate),
    width: 100,
    pinned: true,
  },
  {
    key: 'purchaseCode',
    label: '매입 번호',
    value: (r) => r.purchaseCode,
    format: 'code',
    width: 110,
    pinned: true,
  },
  { key: 'lineNo', label: '줄', value: (r) => r.lineNo, format: 'count', width: 50 },
  { key: 'supplierName', label: '매입처', value: (r) => r.supplierName, width: 160 },
  { key: 'partCode', label: '품목 코드', value: (r) => r.partCode, format: 'code', width: 100 },
  { key: 'partNo', label: '품번', value: (r) => r.partNo, width: 140 },
  { key: 'partName', label: '품명', value: (r) => r.partName, width: 180 },
  { key: 'brandName', label: '브랜드', value: (r) => r.brandName, width: 100 },
  { key: 'qty', label: '수량', value: (r) => r.qty, format: 'count', width: 70 },
  { key: 'unitPrice', label: '단가', value: (r) => r.unitPrice, format: 'won', width: 100 },
  ...money<PurchaseRegisterRow>(),
  { key: 'runningTotal', label: '누계', value: (r) => r.runningTotal, format: 'won', width: 120 },
]);

/** PurchasePriceComparison: one part's prices by supplier. */
export const PRICE_COMPARISON_COLUMNS = listColumns<PriceComparisonRow>()([
  {
    key: 'supplierName',
    label: '매입처',
    value: (r) => `${r.supplierName} (${r.supplierCode})`,
    width: 200,
    pinned: true,
  },
  { key: 'lastPrice', label: '최근 단가', value: (r) => r.lastPrice, format: 'won', width: 104 },
  { key: 'lastDate', label: '최근 매입일', value: (r) => ymdToIsoDate(r.lastDate), width: 104 },
  {
    key: 'lastPurchaseCode',
    label: '최근 매입 번호',
    value: (r) => r.lastPurchaseCode,
    format: 'code',
    width: 120,
  },
  { key: 'minPrice', label: '최저', value: (r) => r.minPrice, format: 'won', width: 104 },
  { key: 'avgPrice', label: '평균 (수량 가중)', value: (r) => r.avgPrice, format: 'won', width: 120 },
  { key: 'maxPrice', label: '최고', value: (r) => r.maxPrice, format: 'won', width: 104 },
  { key: 'count', label: '매입 횟수', value: (r) => r.count, format: 'count', width: 84 },
  { key: 'qty', label: '수량', value: (r) => r.qty, format: 'count', width: 76 },
]);
