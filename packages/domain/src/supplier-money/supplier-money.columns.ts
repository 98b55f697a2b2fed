import { ymdToIsoDate } from '../datetime/ymd.js';
import { listColumns } from '../list/list-columns.js';
import type {
  SettlementRow,
  SupplierBillSummary,
  SupplierPayment,
  SupplierStatementLine,
} from './supplier-money.schema.js';

// The columns of the supplier-money lists, once for the grid and the Excel file. Days are
// YYYYMMDD on the wire and read YYYY-MM-DD in both.

export const SUPPLIER_BILL_COLUMNS = listColumns<SupplierBillSummary>()([
  { key: 'code', label: '계산서 번호', value: (r) => r.code, format: 'code', width: 110, pinned: true },
  { key: 'billDate', label: '계산서 일자', value: (r) => ymdToIsoDate(r.billDate), width: 100 },
  { key: 'supplierCode', label: '매입처 코드', value: (r) => r.supplierCode, format: 'code', width: 90 },
  { key: 'supplierName', label: '매입처명', value: (r) => r.supplierName, width: 180 },
  { key: 'kindLabel', label: '종류', value: (r) => r.kindLabel, width: 90 },
  { key: 'supplierBillNo', label: '매입처 계산서 번호', value: (r) => r.supplierBillNo, width: 140 },
  { key: 'status', label: '상태', value: (r) => r.statusLabel, width: 80 },
  { key: 'lineCount', label: '품목 수', value: (r) => r.lineCount, format: 'count', width: 70 },
  { key: 'supply', label: '공급가액', value: (r) => r.supply, format: 'won', width: 110 },
  { key: 'vat', label: '부가세', value: (r) => r.vat, format: 'won', width: 100 },
  { key: 'total', label: '합계', value: (r) => r.total, format: 'won', width: 110 },
  { key: 'adjustment', label: '단가 차이 조정', value: (r) => r.adjustment, format: 'won', width: 110 },
  { key: 'memo', label: '비고', value: (r) => r.memo, width: 200 },
]);

export const SUPPLIER_PAYMENT_COLUMNS = listColumns<SupplierPayment>()([
  { key: 'code', label: '출금 번호', value: (r) => r.code, format: 'code', width: 130, pinned: true },
  { key: 'payDate', label: '출금일', value: (r) => ymdToIsoDate(r.payDate), width: 100 },
  { key: 'supplierCode', label: '매입처 코드', value: (r) => r.supplierCode, format: 'code', width: 90 },
  { key: 'supplierName', label: '매입처명', value: (r) => r.supplierName, width: 180 },
  { key: 'method', label: '출금 방법', value: (r) => r.methodLabel, width: 90 },
  { key: 'amount', label: '지급액', value: (r) => r.amount, format: 'won', width: 110 },
  { key: 'payableChange', label: '미지급금 증감', value: (r) => r.payableChange, format: 'won', width: 110 },
  { key: 'stateLabel', label: '상태', value: (r) => r.stateLabel, width: 170 },
  { key: 'createdByName', label: '등록자', value: (r) => r.createdByName, width: 90 },
  { key: 'memo', label: '비고', value: (r) => r.memo, width: 220 },
]);

export const SUPPLIER_STATEMENT_COLUMNS = listColumns<SupplierStatementLine>()([
  { key: 'date', label: '일자', value: (r) => ymdToIsoDate(r.date), width: 100 },
  { key: 'kindLabel', label: '구분', value: (r) => r.kindLabel, width: 110 },
  { key: 'docCode', label: '전표 번호', value: (r) => r.docCode, format: 'code', width: 130 },
  { key: 'increase', label: '증가 (매입 등)', value: (r) => r.increase, format: 'won', width: 120 },
  { key: 'decrease', label: '감소 (출금 등)', value: (r) => r.decrease, format: 'won', width: 120 },
  { key: 'balance', label: '잔액', value: (r) => r.balance, format: 'won', width: 120 },
  { key: 'memo', label: '비고', value: (r) => r.memo, width: 220 },
]);

export const SETTLEMENT_COLUMNS = listColumns<SettlementRow>()([
  {
    key: 'supplierCode',
    label: '매입처 코드',
    value: (r) => r.supplierCode,
    format: 'code',
    width: 90,
    pinned: true,
  },
  { key: 'supplierName', label: '매입처명', value: (r) => r.supplierName, width: 180, pinned: true },
  { key: 'opening', label: '기초 잔액', value: (r) => r.opening, format: 'won', width: 110 },
  { key: 'purchases', label: '매입', value: (r) => r.purchases, format: 'won', width: 110 },
  { key: 'returns', label: '반품', value: (r) => r.returns, format: 'won', width: 100 },
  { key: 'payments', label: '출금', value: (r) => r.payments, format: 'won', width: 110 },
  { key: 'adjustments', label: '조정', value: (r) => r.adjustments, format: 'won', width: 100 },
  { key: 'closing', label: '기말 잔액', value: (r) => r.closing, format: 'won', width: 110 },
  { key: 'received', label: '입고 금액', value: (r) => r.received, format: 'won', width: 110 },
  { key: 'billed', label: '계산서 금액', value: (r) => r.billed, format: 'won', width: 110 },
  {
    key: 'billDifference',
    label: '계산서 − 입고',
    value: (r) => r.billDifference,
    format: 'won',
    width: 110,
  },
]);
