import { type ListColumn, listColumns } from '../list/list-columns.js';
import { STOCK_MOVE_REASON_LABELS } from '../stock/stock.status.js';
import { PART_REPORT_LABELS as L } from './part-report.labels.js';
import type { FastTurnRow, PartReturnRow, ProperStockRow, WithoutRotationRow } from './part-report.schema.js';

type PartHead = { partCode: string; partNo: string; name: string; carModel: string };

/** The part a report row is about: its code (pinned), number, name and car model. */
const partHeadColumns = <Row extends PartHead>(): ListColumn<Row>[] => [
  { key: 'partCode', label: L.partCode, value: (r) => r.partCode, format: 'code', width: 110, pinned: true },
  { key: 'partNo', label: L.partNo, value: (r) => r.partNo, width: 150 },
  { key: 'name', label: L.name, value: (r) => r.name, width: 200 },
  { key: 'carModel', label: L.carModel, value: (r) => r.carModel, width: 120 },
];

/** PartFastTurn's columns. */
export const FAST_TURN_COLUMNS = listColumns<FastTurnRow>()([
  { key: 'rank', label: L.rank, value: (r) => r.rank, format: 'count', width: 70, pinned: true },
  ...partHeadColumns<FastTurnRow>(),
  { key: 'soldQty', label: L.soldQty, value: (r) => r.soldQty, format: 'count', width: 100 },
  { key: 'perDay', label: L.perDay, value: (r) => r.perDay, width: 90 },
  { key: 'orderCount', label: L.orderCount, value: (r) => r.orderCount, format: 'count', width: 80 },
  { key: 'outQty', label: L.outQty, value: (r) => r.outQty, format: 'count', width: 100 },
  { key: 'onHand', label: L.onHand, value: (r) => r.onHand, format: 'count', width: 90 },
]);

/** PartWithoutRotation's columns; the grid adds the idle days, counted from today in the browser. */
export const WITHOUT_ROTATION_COLUMNS = listColumns<WithoutRotationRow>()([
  ...partHeadColumns<WithoutRotationRow>(),
  { key: 'onHand', label: L.onHand, value: (r) => r.onHand, format: 'count', width: 90 },
  { key: 'purchasePrice', label: L.purchasePrice, value: (r) => r.purchasePrice, format: 'won', width: 100 },
  { key: 'stockValue', label: L.stockValue, value: (r) => r.stockValue, format: 'won', width: 120 },
  { key: 'lastOutAt', label: L.lastOutAt, value: (r) => r.lastOutAt, format: 'date', width: 120 },
]);

/** PartProperStockRecordList's columns. */
export const PROPER_STOCK_COLUMNS = listColumns<ProperStockRow>()([
  ...partHeadColumns<ProperStockRow>(),
  { key: 'brandName', label: L.brandName, value: (r) => r.brandName, width: 110 },
  { key: 'properStock', label: L.properStock, value: (r) => r.properStock, format: 'count', width: 100 },
  { key: 'onHand', label: L.onHand, value: (r) => r.onHand, format: 'count', width: 100 },
  { key: 'shortage', label: L.shortage, value: (r) => r.shortage, format: 'count', width: 100 },
  { key: 'purchasePrice', label: L.purchasePrice, value: (r) => r.purchasePrice, format: 'won', width: 110 },
  {
    key: 'shortageAmount',
    label: L.shortageAmount,
    value: (r) => r.shortage * r.purchasePrice,
    format: 'won',
    width: 140,
  },
]);

/** PartReturnList's columns. */
export const PART_RETURN_COLUMNS = listColumns<PartReturnRow>()([
  { key: 'at', label: L.at, value: (r) => r.at, format: 'datetime', width: 150, pinned: true },
  { key: 'reason', label: L.reason, value: (r) => r.reason, labels: STOCK_MOVE_REASON_LABELS, width: 120 },
  { key: 'docCode', label: L.docCode, value: (r) => r.docCode, format: 'code', width: 150 },
  { key: 'orderCode', label: L.orderCode, value: (r) => r.orderCode, format: 'code', width: 150 },
  { key: 'customerName', label: L.customerName, value: (r) => r.customerName, width: 160 },
  { key: 'partCode', label: L.partCode, value: (r) => r.partCode, format: 'code', width: 105 },
  { key: 'partNo', label: L.partNo, value: (r) => r.partNo, width: 140 },
  { key: 'partName', label: L.name, value: (r) => r.partName, width: 200 },
  { key: 'warehouseCode', label: L.warehouseCode, value: (r) => r.warehouseCode, width: 90 },
  { key: 'qty', label: L.qty, value: (r) => r.qty, format: 'count', width: 80 },
]);
