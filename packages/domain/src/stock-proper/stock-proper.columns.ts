import { type ListColumn, listColumns } from '../list/list-columns.js';
import { STOCK_PROPER_LABELS as L } from './stock-proper.labels.js';
import type {
  KindPercentRow,
  NewInOutRow,
  ProperHistoryRow,
  ProperSuggestionRow,
  TurnRatioRow,
} from './stock-proper.schema.js';

type PartHead = { partCode: string; partNo: string; name: string; carModel: string };

const partHeadColumns = <Row extends PartHead>(): ListColumn<Row>[] => [
  { key: 'partCode', label: L.partCode, value: (r) => r.partCode, format: 'code', width: 110, pinned: true },
  { key: 'partNo', label: L.partNo, value: (r) => r.partNo, width: 140 },
  { key: 'name', label: L.name, value: (r) => r.name, width: 180 },
  { key: 'carModel', label: L.carModel, value: (r) => r.carModel, width: 100 },
];

const round2 = (n: number) => Math.round(n * 100) / 100;

/** StockCalculation's review grid of a run's suggestions. */
export const PROPER_SUGGESTION_COLUMNS = listColumns<ProperSuggestionRow>()([
  { key: 'accepted', label: L.accepted, value: (r) => r.accepted, format: 'yn', width: 70, pinned: true },
  ...partHeadColumns<ProperSuggestionRow>(),
  { key: 'warehouseCode', label: L.warehouseCode, value: (r) => r.warehouseCode, width: 80 },
  { key: 'demandQty', label: L.demandQty, value: (r) => r.demandQty, format: 'count', width: 90 },
  { key: 'missQty', label: L.missQty, value: (r) => r.missQty, format: 'count', width: 90 },
  { key: 'meanPerDay', label: L.meanPerDay, value: (r) => round2(r.meanPerDay), width: 100 },
  { key: 'sigma', label: L.sigma, value: (r) => round2(r.sigma), width: 100 },
  { key: 'leadDays', label: L.leadDays, value: (r) => r.leadDays, format: 'count', width: 100 },
  { key: 'safety', label: L.safety, value: (r) => r.safety, format: 'count', width: 90 },
  { key: 'currentMin', label: L.currentMin, value: (r) => r.currentMin, format: 'count', width: 90 },
  { key: 'newMin', label: L.newMin, value: (r) => r.newMin, format: 'count', width: 90 },
  { key: 'currentMax', label: L.currentMax, value: (r) => r.currentMax, format: 'count', width: 90 },
  { key: 'newMax', label: L.newMax, value: (r) => r.newMax, format: 'count', width: 90 },
  { key: 'onHand', label: L.onHand, value: (r) => r.onHand, format: 'count', width: 90 },
]);

/** StockAutoChange's history of applied changes. */
export const PROPER_HISTORY_COLUMNS = listColumns<ProperHistoryRow>()([
  { key: 'at', label: L.at, value: (r) => r.at, format: 'datetime', width: 150, pinned: true },
  { key: 'runId', label: L.runId, value: (r) => r.runId, width: 80 },
  ...partHeadColumns<ProperHistoryRow>(),
  { key: 'warehouseCode', label: L.warehouseCode, value: (r) => r.warehouseCode, width: 80 },
  { key: 'oldMin', label: L.oldMin, value: (r) => r.oldMin, format: 'count', width: 90 },
  { key: 'newMin', label: L.newMin, value: (r) => r.newMin, format: 'count', width: 90 },
  { key: 'oldMax', label: L.oldMax, value: (r) => r.oldMax, format: 'count', width: 90 },
  { key: 'newMax', label: L.newMax, value: (r) => r.newMax, format: 'count', width: 90 },
  { key: 'changedBy', label: L.changedBy, value: (r) => r.changedBy ?? '', width: 100 },
]);

/** StockKindPercentLessList's columns. */
export const KIND_PERCENT_COLUMNS = listColumns<KindPercentRow>()([
  { key: 'kindCode', label: '분류 코드', value: (r) => r.kindCode, format: 'code', width: 110, pinned: true },
  { key: 'kindName', label: L.kindName, value: (r) => r.kindName, width: 200 },
  { key: 'partCount', label: L.partCount, value: (r) => r.partCount, format: 'count', width: 90 },
  { key: 'belowCount', label: L.belowCount, value: (r) => r.belowCount, format: 'count', width: 110 },
  { key: 'properQty', label: L.properQty, value: (r) => r.properQty, format: 'count', width: 120 },
  { key: 'onHand', label: L.onHand, value: (r) => r.onHand, format: 'count', width: 100 },
  { key: 'percent', label: L.percent, value: (r) => round2(r.percent), width: 100 },
]);

/** StockProductTurnRatioList's columns. */
export const TURN_RATIO_COLUMNS = listColumns<TurnRatioRow>()([
  ...partHeadColumns<TurnRatioRow>(),
  { key: 'issueQty', label: L.issueQty, value: (r) => r.issueQty, format: 'count', width: 90 },
  { key: 'openingQty', label: L.openingQty, value: (r) => r.openingQty, format: 'count', width: 90 },
  { key: 'closingQty', label: L.closingQty, value: (r) => r.closingQty, format: 'count', width: 90 },
  { key: 'avgStock', label: L.avgStock, value: (r) => round2(r.avgStock), width: 90 },
  {
    key: 'turnRatio',
    label: L.turnRatio,
    value: (r) => (r.turnRatio === null ? '' : round2(r.turnRatio)),
    width: 90,
  },
  {
    key: 'daysOfStock',
    label: L.daysOfStock,
    value: (r) => (r.daysOfStock === null ? '' : Math.round(r.daysOfStock)),
    width: 90,
  },
]);

/** StockNewInOutList's columns. */
export const NEW_IN_OUT_COLUMNS = listColumns<NewInOutRow>()([
  ...partHeadColumns<NewInOutRow>(),
  { key: 'firstInAt', label: L.firstInAt, value: (r) => r.firstInAt, format: 'date', width: 110 },
  { key: 'firstInQty', label: L.firstInQty, value: (r) => r.firstInQty, format: 'count', width: 100 },
  { key: 'firstOutAt', label: L.firstOutAt, value: (r) => r.firstOutAt, format: 'date', width: 110 },
  { key: 'firstOutQty', label: L.firstOutQty, value: (r) => r.firstOutQty, format: 'count', width: 100 },
  { key: 'onHand', label: L.onHand, value: (r) => r.onHand, format: 'count', width: 90 },
]);
