import { listColumns } from '../list/list-columns.js';
import { RETURN_STATUS_LABELS } from '../order-return/order-return.status.js';
import { ORDER_STATUS_LABELS } from '../sales-order/sales-order.status.js';
import { ONLINE_ORDER_LABELS as L, ONLINE_CHANNEL_LABELS } from './online-order.labels.js';
import type { OnlineOrderSummary, OnlineRecall } from './online-order.schema.js';

/** OnlineOrderMemo's and OnlineCollectTargetList's columns, in the grid and in the Excel file. */
export const ONLINE_ORDER_COLUMNS = listColumns<OnlineOrderSummary>()([
  { key: 'code', label: L.code, value: (r) => r.code, format: 'code', width: 150, pinned: true },
  { key: 'orderDate', label: L.orderDate, value: (r) => r.orderDate, format: 'date', width: 100 },
  { key: 'channel', label: L.channel, value: (r) => r.channel, labels: ONLINE_CHANNEL_LABELS, width: 130 },
  { key: 'channelOrderNo', label: L.channelOrderNo, value: (r) => r.channelOrderNo, width: 150 },
  { key: 'buyerName', label: L.buyerName, value: (r) => r.buyerName, width: 90 },
  { key: 'customerCode', label: L.customerCode, value: (r) => r.customerCode, format: 'code', width: 90 },
  { key: 'customerName', label: L.customerName, value: (r) => r.customerName, width: 150 },
  { key: 'status', label: L.status, value: (r) => r.status, labels: ORDER_STATUS_LABELS, width: 80 },
  { key: 'total', label: L.total, value: (r) => r.total, format: 'won', width: 110 },
  { key: 'credited', label: L.credited, value: (r) => r.credited, format: 'won', width: 100 },
  { key: 'collected', label: L.collected, value: (r) => r.collected, format: 'won', width: 110 },
  { key: 'rest', label: L.rest, value: (r) => r.rest, format: 'won', width: 110 },
  { key: 'memo', label: L.memo, value: (r) => r.memo, width: 240 },
]);

/** OnlineRecallRequestList's columns. */
export const ONLINE_RECALL_COLUMNS = listColumns<OnlineRecall>()([
  {
    key: 'returnCode',
    label: L.returnCode,
    value: (r) => r.returnCode,
    format: 'code',
    width: 150,
    pinned: true,
  },
  { key: 'requestedAt', label: L.requestedAt, value: (r) => r.requestedAt, format: 'datetime', width: 140 },
  { key: 'orderCode', label: L.code, value: (r) => r.orderCode, format: 'code', width: 150 },
  { key: 'channel', label: L.channel, value: (r) => r.channel, labels: ONLINE_CHANNEL_LABELS, width: 130 },
  { key: 'channelOrderNo', label: L.channelOrderNo, value: (r) => r.channelOrderNo, width: 150 },
  { key: 'customerName', label: L.customerName, value: (r) => r.customerName, width: 150 },
  { key: 'lineNo', label: L.lineNo, value: (r) => r.lineNo, width: 50 },
  { key: 'partCode', label: L.partCode, value: (r) => r.partCode, format: 'code', width: 100 },
  { key: 'partName', label: L.partName, value: (r) => r.partName, width: 180 },
  { key: 'qty', label: L.qty, value: (r) => r.qty, width: 60 },
  { key: 'amount', label: L.amount, value: (r) => r.amount, format: 'won', width: 100 },
  { key: 'status', label: L.status, value: (r) => r.status, labels: RETURN_STATUS_LABELS, width: 80 },
  { key: 'reason', label: L.reason, value: (r) => r.reason, width: 240 },
]);
