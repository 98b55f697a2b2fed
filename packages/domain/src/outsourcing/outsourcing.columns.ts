import { listColumns } from '../list/list-columns.js';
import { RETURN_KIND_LABELS, RETURN_STATUS_LABELS } from '../order-return/order-return.status.js';
import {
  type AdminRequestView,
  CANCEL_STATUS_LABELS,
  type PartnerAsRow,
  type PartnerProductRow,
  type PartnerRequestView,
  type PartnerSaleRow,
  type PartnerUser,
  PURCHASE_ORDER_STATUS_LABELS,
  type PurchaseOrderRow,
  REQUEST_STATUS_LABELS,
} from './outsourcing.schema.js';

/** '헤드램프 ×2 외 1건': what a request asks for, in one cell. */
export const requestLinesText = (
  lines: readonly Pick<PartnerRequestView['lines'][number], 'partName' | 'qty'>[],
) => {
  const [first, ...rest] = lines;
  if (!first) return '';
  const head = `${first.partName} ×${first.qty}`;
  return rest.length > 0 ? `${head} 외 ${rest.length}건` : head;
};

const DELIVERY_LABELS: Record<string, string> = {
  waiting: '출고 대기',
  assigned: '배차',
  done: '출고 완료',
  failed: '배송 실패',
  cancelled: '배송 취소',
};

/** A partner's own request lists (order requests, waybills), grid and Excel. */
export const PARTNER_REQUEST_COLUMNS = listColumns<PartnerRequestView>()([
  { key: 'code', label: '요청번호', value: (r) => r.code, format: 'code', width: 140, pinned: true },
  { key: 'createdAt', label: '요청 일시', value: (r) => r.createdAt, format: 'datetime', width: 136 },
  { key: 'vin', label: '차대번호', value: (r) => r.vin, format: 'code', width: 170 },
  { key: 'carNumber', label: '차량번호', value: (r) => r.carNumber, width: 100 },
  { key: 'clientName', label: '고객명', value: (r) => r.clientName, width: 110 },
  { key: 'lines', label: '요청 부품', value: (r) => requestLinesText(r.lines), width: 200 },
  { key: 'status', label: '상태', value: (r) => r.status, labels: REQUEST_STATUS_LABELS, width: 90 },
  { key: 'erpOrderCode', label: '주문번호', value: (r) => r.erpOrderCode, format: 'code', width: 140 },
  { key: 'orderTotal', label: '주문 금액', value: (r) => r.orderTotal, format: 'won', width: 100 },
  { key: 'fixedAt', label: '확정 일시', value: (r) => r.fixedAt, format: 'datetime', width: 136 },
  {
    key: 'deliveryStatus',
    label: '배송',
    value: (r) => r.deliveryStatus,
    labels: DELIVERY_LABELS,
    width: 90,
  },
  { key: 'waybillNo', label: '송장번호', value: (r) => r.waybillNo, format: 'code', width: 130 },
  {
    key: 'cancelStatus',
    label: '취소',
    value: (r) => r.cancelStatus,
    labels: CANCEL_STATUS_LABELS,
    width: 90,
  },
  { key: 'cancelReason', label: '취소 사유', value: (r) => r.cancelReason, width: 160, only: 'excel' },
  { key: 'memo', label: '요청 메모', value: (r) => r.memo, width: 160, only: 'excel' },
]);

/** Head office's request lists (release list, cancel lists), grid and Excel. */
export const ADMIN_REQUEST_COLUMNS = listColumns<AdminRequestView>()([
  { key: 'code', label: '요청번호', value: (r) => r.code, format: 'code', width: 140, pinned: true },
  { key: 'createdAt', label: '요청 일시', value: (r) => r.createdAt, format: 'datetime', width: 136 },
  { key: 'partnerKey', label: '협력사', value: (r) => r.partnerKey, width: 90 },
  { key: 'customerName', label: '거래처', value: (r) => r.customerName, width: 120 },
  { key: 'vin', label: '차대번호', value: (r) => r.vin, format: 'code', width: 170 },
  { key: 'clientName', label: '고객명', value: (r) => r.clientName, width: 100 },
  { key: 'lines', label: '요청 부품', value: (r) => requestLinesText(r.lines), width: 200 },
  { key: 'status', label: '상태', value: (r) => r.status, labels: REQUEST_STATUS_LABELS, width: 90 },
  { key: 'workingByName', label: '처리자', value: (r) => r.workingByName, width: 80 },
  { key: 'erpOrderCode', label: '주문번호', value: (r) => r.erpOrderCode, format: 'code', width: 140 },
  { key: 'orderTotal', label: '주문 금액', value: (r) => r.orderTotal, format: 'won', width: 100 },
  { key: 'waybillNo', label: '송장번호', value: (r) => r.waybillNo, format: 'code', width: 130 },
  {
    key: 'cancelStatus',
    label: '취소',
    value: (r) => r.cancelStatus,
    labels: CANCEL_STATUS_LABELS,
    width: 90,
  },
  { key: 'cancelReason', label: '취소 사유', value: (r) => r.cancelReason, width: 160 },
  {
    key: 'cancelRequestedAt',
    label: '취소 요청 일시',
    value: (r) => r.cancelRequestedAt,
    format: 'datetime',
    width: 136,
  },
  { key: 'cancelCheckedByName', label: '취소 확인자', value: (r) => r.cancelCheckedByName, width: 90 },
  {
    key: 'cancelCheckedAt',
    label: '취소 확인 일시',
    value: (r) => r.cancelCheckedAt,
    format: 'datetime',
    width: 136,
  },
]);

/** The partner's product sales list (lines of its ERP orders). */
export const PARTNER_SALE_COLUMNS = listColumns<PartnerSaleRow>()([
  {
    key: 'orderCode',
    label: '주문번호',
    value: (r) => r.orderCode,
    format: 'code',
    width: 140,
    pinned: true,
  },
  { key: 'fixedAt', label: '확정 일시', value: (r) => r.fixedAt, format: 'datetime', width: 136 },
  { key: 'requestCode', label: '요청번호', value: (r) => r.requestCode, format: 'code', width: 140 },
  { key: 'vin', label: '차대번호', value: (r) => r.vin, format: 'code', width: 170 },
  { key: 'partCode', label: '품목코드', value: (r) => r.partCode, format: 'code', width: 100 },
  { key: 'partName', label: '품명', value: (r) => r.partName, width: 180 },
  { key: 'qty', label: '수량', value: (r) => r.qty, format: 'count', width: 64 },
  { key: 'cancelledQty', label: '취소 수량', value: (r) => r.cancelledQty, format: 'count', width: 80 },
  { key: 'unitPrice', label: '단가', value: (r) => r.unitPrice, format: 'won', width: 100 },
  { key: 'amount', label: '금액', value: (r) => r.amount, format: 'won', width: 110 },
]);

export const PARTNER_USER_COLUMNS = listColumns<PartnerUser>()([
  { key: 'partner', label: '협력사', value: (r) => r.partner, width: 100 },
  { key: 'loginId', label: '아이디', value: (r) => r.loginId, width: 140 },
  { key: 'name', label: '이름', value: (r) => r.name, width: 120 },
  { key: 'phone', label: '전화번호', value: (r) => r.phone, width: 130 },
  { key: 'disabled', label: '사용 중지', value: (r) => r.disabled, format: 'yn', width: 80 },
  { key: 'lastLoginAt', label: '마지막 로그인', value: (r) => r.lastLoginAt, format: 'datetime', width: 136 },
  { key: 'createdAt', label: '등록 일시', value: (r) => r.createdAt, format: 'datetime', width: 136 },
]);

export const PARTNER_PRODUCT_COLUMNS = listColumns<PartnerProductRow>()([
  { key: 'partCode', label: '품목코드', value: (r) => r.partCode, format: 'code', width: 100, pinned: true },
  { key: 'partNo', label: '품번', value: (r) => r.partNo, width: 140 },
  { key: 'name', label: '품명', value: (r) => r.name, width: 200 },
  { key: 'carModel', label: '차종', value: (r) => r.carModel, width: 140 },
  { key: 'unit', label: '단위', value: (r) => r.unit, width: 60 },
  { key: 'salePrice', label: '정가', value: (r) => r.salePrice, format: 'won', width: 100 },
  { key: 'partnerPrice', label: '협력사 단가', value: (r) => r.partnerPrice, format: 'won', width: 110 },
]);

export const PARTNER_PURCHASE_COLUMNS = listColumns<PurchaseOrderRow>()([
  {
    key: 'orderCode',
    label: '주문번호',
    value: (r) => r.orderCode,
    format: 'code',
    width: 140,
    pinned: true,
  },
  { key: 'createdAt', label: '발주 일시', value: (r) => r.createdAt, format: 'datetime', width: 136 },
  { key: 'status', label: '상태', value: (r) => r.status, labels: PURCHASE_ORDER_STATUS_LABELS, width: 100 },
  { key: 'lineCount', label: '품목 수', value: (r) => r.lineCount, format: 'count', width: 70 },
  { key: 'units', label: '수량', value: (r) => r.units, format: 'count', width: 70 },
  { key: 'total', label: '금액', value: (r) => r.total, format: 'won', width: 110 },
  { key: 'fixedAt', label: '확정 일시', value: (r) => r.fixedAt, format: 'datetime', width: 136 },
  { key: 'waybillNo', label: '송장번호', value: (r) => r.waybillNo, format: 'code', width: 130 },
  { key: 'requestCode', label: '요청번호', value: (r) => r.requestCode, format: 'code', width: 140 },
]);

export const PARTNER_AS_COLUMNS = listColumns<PartnerAsRow>()([
  {
    key: 'returnCode',
    label: 'AS 번호',
    value: (r) => r.returnCode,
    format: 'code',
    width: 140,
    pinned: true,
  },
  { key: 'requestedAt', label: '접수 일시', value: (r) => r.requestedAt, format: 'datetime', width: 136 },
  { key: 'kind', label: '구분', value: (r) => r.kind, labels: RETURN_KIND_LABELS, width: 90 },
  { key: 'status', label: '상태', value: (r) => r.status, labels: RETURN_STATUS_LABELS, width: 100 },
  { key: 'orderCode', label: '주문번호', value: (r) => r.orderCode, format: 'code', width: 140 },
  { key: 'reason', label: '사유', value: (r) => r.reason, width: 220 },
  { key: 'units', label: '수량', value: (r) => r.units, format: 'count', width: 64 },
  { key: 'credit', label: '차감 금액', value: (r) => r.credit, format: 'won', width: 110 },
  { key: 'examinedAt', label: '처리 일시', value: (r) => r.examinedAt, format: 'datetime', width: 136 },
]);
