import { listColumns } from '../list/list-columns.js';
import { MOBIS_SALE_STATUS_LABELS, type MobisPurchaseRow, type MobisSaleRow } from './mobis.schema.js';

// The Mobis lists' columns, once for the grid (and an Excel export if one is added).

export const MOBIS_SALE_COLUMNS = listColumns<MobisSaleRow>()([
  { key: 'code', label: '번호', value: (r) => r.code, format: 'code', width: 140, pinned: true },
  { key: 'saleDate', label: '일자', value: (r) => r.saleDate, format: 'date', width: 100 },
  { key: 'status', label: '상태', value: (r) => r.status, labels: MOBIS_SALE_STATUS_LABELS, width: 90 },
  { key: 'customerName', label: '고객명', value: (r) => r.customerName, width: 120 },
  { key: 'customerPhone', label: '연락처', value: (r) => r.customerPhone, width: 120 },
  { key: 'vin', label: '차대번호', value: (r) => r.vin, format: 'code', width: 170 },
  { key: 'partNo', label: '품번', value: (r) => r.partNo, format: 'code', width: 130 },
  { key: 'partName', label: '품명', value: (r) => r.partName, width: 180 },
  { key: 'qty', label: '수량', value: (r) => r.qty, format: 'count', width: 64 },
  { key: 'unitPrice', label: '단가', value: (r) => r.unitPrice, format: 'won', width: 100 },
  { key: 'amount', label: '금액', value: (r) => r.amount, format: 'won', width: 110 },
  { key: 'saleCode', label: '매출 번호', value: (r) => r.saleCode, format: 'code', width: 140 },
  { key: 'memo', label: '메모', value: (r) => r.memo, width: 200 },
]);

export const MOBIS_PURCHASE_COLUMNS = listColumns<MobisPurchaseRow>()([
  { key: 'purchaseDate', label: '매입일', value: (r) => r.purchaseDate, format: 'date', width: 100 },
  { key: 'slipNo', label: '전표번호', value: (r) => r.slipNo, format: 'code', width: 140 },
  { key: 'partNo', label: '품번', value: (r) => r.partNo, format: 'code', width: 130 },
  { key: 'partName', label: '품명', value: (r) => r.partName, width: 180 },
  { key: 'qty', label: '수량', value: (r) => r.qty, format: 'count', width: 64 },
  { key: 'unitPrice', label: '단가', value: (r) => r.unitPrice, format: 'won', width: 100 },
  { key: 'amount', label: '금액', value: (r) => r.amount, format: 'won', width: 110 },
  { key: 'memo', label: '비고', value: (r) => r.memo, width: 160 },
  { key: 'uploadedByName', label: '올린 사람', value: (r) => r.uploadedByName, width: 100 },
  { key: 'uploadedAt', label: '올린 일시', value: (r) => r.uploadedAt, format: 'datetime', width: 136 },
]);
