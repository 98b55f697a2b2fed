import { listColumns } from '../list/list-columns.js';
import { CORE_AGE_BUCKET_LABELS, CORE_COLLECTION_STATUS_LABELS } from './old-part.status.js';
import type { CoreCollection, ExpectedCore, UncollectedRow } from './old-part.view.js';

// The core lists' columns, in the grid and in their Excel download (one header, one format).

export const EXPECTED_CORE_COLUMNS = listColumns<ExpectedCore>()([
  { key: 'soldAt', label: '판매 일시', value: (r) => r.soldAt, format: 'datetime', width: 132 },
  { key: 'orderCode', label: '주문번호', value: (r) => r.orderCode, format: 'code', width: 138 },
  { key: 'customerCode', label: '거래처 코드', value: (r) => r.customerCode, format: 'code', only: 'excel' },
  { key: 'customerName', label: '거래처', value: (r) => r.customerName, width: 150 },
  { key: 'paybackCode', label: '페이백', value: (r) => r.paybackCode, width: 80 },
  { key: 'partNo', label: '품번', value: (r) => r.partNo, width: 120 },
  { key: 'partName', label: '품명', value: (r) => r.partName, width: 180 },
  { key: 'sold', label: '판매', value: (r) => r.sold, format: 'count', width: 80 },
  { key: 'outstanding', label: '미회수', value: (r) => r.outstanding, format: 'count', width: 80 },
  { key: 'days', label: '경과일', value: (r) => r.days, format: 'count', width: 80 },
  { key: 'bucket', label: '구간', value: (r) => r.bucket, labels: CORE_AGE_BUCKET_LABELS, width: 90 },
]);

export const UNCOLLECTED_CORE_COLUMNS = listColumns<UncollectedRow>()([
  { key: 'customerCode', label: '거래처 코드', value: (r) => r.customerCode, format: 'code', width: 100 },
  { key: 'customerName', label: '거래처', value: (r) => r.customerName, width: 160 },
  { key: 'paybackCode', label: '페이백', value: (r) => r.paybackCode, width: 80 },
  { key: 'pickupAllowed', label: '회수 허용', value: (r) => r.pickupAllowed, format: 'yn', width: 80 },
  { key: 'd30', label: '30일 이내', value: (r) => r.d30, format: 'count', width: 80 },
  { key: 'd60', label: '31~60일', value: (r) => r.d60, format: 'count', width: 80 },
  { key: 'd90', label: '61~90일', value: (r) => r.d90, format: 'count', width: 80 },
  { key: 'over90', label: '90일 초과', value: (r) => r.over90, format: 'count', width: 80 },
  { key: 'total', label: '합계', value: (r) => r.total, format: 'count', width: 80 },
  { key: 'oldestDays', label: '최장 경과일', value: (r) => r.oldestDays, format: 'count', width: 90 },
]);

/** '배터리 ×2, 알터네이터 ×1': a collection's cores by payback code, in one cell. */
export const coresByCodeText = (byCode: CoreCollection['byCode']): string =>
  byCode.map((c) => `${c.paybackCode} ×${c.qty}`).join(', ');

export const CORE_COLLECTION_COLUMNS = listColumns<CoreCollection>()([
  { key: 'code', label: '회수번호', value: (r) => r.code, format: 'code', width: 138 },
  { key: 'collectedAt', label: '회수 일시', value: (r) => r.collectedAt, format: 'datetime', width: 132 },
  { key: 'customerCode', label: '거래처 코드', value: (r) => r.customerCode, format: 'code', only: 'excel' },
  { key: 'customerName', label: '거래처', value: (r) => r.customerName, width: 160 },
  { key: 'byCode', label: '폐부품', value: (r) => coresByCodeText(r.byCode), width: 200 },
  { key: 'units', label: '수량', value: (r) => r.units, format: 'count', only: 'excel' },
  { key: 'cashbackPoints', label: '캐시백', value: (r) => r.cashbackPoints, format: 'won', width: 100 },
  {
    key: 'status',
    label: '상태',
    value: (r) => r.status,
    labels: CORE_COLLECTION_STATUS_LABELS,
    width: 130,
  },
  { key: 'collectedByName', label: '회수자', value: (r) => r.collectedByName, width: 90 },
  { key: 'paidAt', label: '지급 일시', value: (r) => r.paidAt, format: 'datetime', width: 132 },
  { key: 'memo', label: '메모', value: (r) => r.memo, only: 'excel' },
]);

type PickAllowRow = { customerCode: string; customerName: string; allowed: boolean; outstanding: number };

export const PICK_ALLOW_COLUMNS = listColumns<PickAllowRow>()([
  { key: 'customerCode', label: '거래처 코드', value: (r) => r.customerCode, format: 'code', width: 110 },
  { key: 'customerName', label: '거래처', value: (r) => r.customerName, width: 220 },
  { key: 'outstanding', label: '미회수', value: (r) => r.outstanding, format: 'count', width: 90 },
  {
    key: 'allowed',
    label: '회수 허용',
    value: (r) => (r.allowed ? 'allowed' : 'stopped'),
    labels: { allowed: '허용', stopped: '중지' },
    width: 90,
  },
]);
