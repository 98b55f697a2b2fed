import { listColumns } from '../list/list-columns.js';
import type { Pickup } from './pickup.schema.js';
import { PICKUP_KIND_LABELS, PICKUP_STATUS_LABELS } from './pickup.status.js';

const hm = (v: string) => `${v.slice(0, 2)}:${v.slice(2)}`;

/** '11/27 09:00~12:00': the pickup's window, in one cell. */
export const pickupWindowText = (p: Pick<Pickup, 'windowDate' | 'windowFrom' | 'windowTo'>): string =>
  `${p.windowDate.slice(4, 6)}/${p.windowDate.slice(6)} ${hm(p.windowFrom)}~${hm(p.windowTo)}`;

/** The pickup lists' columns, in the grid and in their Excel download. */
export const PICKUP_COLUMNS = listColumns<Pickup>()([
  { key: 'id', label: '번호', value: (r) => r.id, format: 'code', width: 70 },
  { key: 'kind', label: '구분', value: (r) => r.kind, labels: PICKUP_KIND_LABELS, width: 100 },
  { key: 'window', label: '회수일시', value: (r) => pickupWindowText(r), width: 150 },
  { key: 'customerCode', label: '거래처 코드', value: (r) => r.customerCode, format: 'code', only: 'excel' },
  { key: 'customerName', label: '거래처', value: (r) => r.customerName, width: 150 },
  { key: 'address', label: '주소', value: (r) => r.address, width: 240 },
  { key: 'returnCode', label: '반품번호', value: (r) => r.returnCode, format: 'code', width: 138 },
  { key: 'orderCode', label: '주문번호', value: (r) => r.orderCode, format: 'code', only: 'excel' },
  { key: 'driverName', label: '기사', value: (r) => r.driverName, width: 90 },
  { key: 'status', label: '상태', value: (r) => r.status, labels: PICKUP_STATUS_LABELS, width: 90 },
  { key: 'pickedAt', label: '회수 완료', value: (r) => r.pickedAt, format: 'datetime', only: 'excel' },
  { key: 'memo', label: '메모', value: (r) => r.memo, only: 'excel' },
]);
