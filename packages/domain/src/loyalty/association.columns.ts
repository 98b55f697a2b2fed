import { listColumns } from '../list/list-columns.js';
import { POINT_KIND_LABELS } from '../point/point.kinds.js';
import {
  type AssociationEntryRow,
  type AssociationPointsRow,
  type AssociationRow,
  type AssociationSalesRow,
  type MemberRow,
  PART_POINT_MODE_LABELS,
  PART_POINT_TARGET_LABELS,
  PAYOUT_STATUS_LABELS,
  type PartPointRow,
  type PayoutRow,
  PRINT_KIND_LABELS,
  type PrintRecordRow,
} from './association.schema.js';

// The association lists' columns, once for the grid and the Excel download.

const code = (label: string, width = 90) => ({ label, format: 'code' as const, width });

export const ASSOCIATION_COLUMNS = listColumns<AssociationRow>()([
  { key: 'code', ...code('협회 코드'), value: (r) => r.code, pinned: true },
  { key: 'name', label: '협회명', value: (r) => r.name, width: 180 },
  { key: 'representative', label: '대표자', value: (r) => r.representative, width: 90 },
  { key: 'phone', label: '연락처', value: (r) => r.phone, width: 120 },
  { key: 'members', label: '회원 수', value: (r) => r.members, format: 'count', width: 80 },
  { key: 'active', label: '사용', value: (r) => r.active, format: 'yn', width: 60 },
  { key: 'memo', label: '비고', value: (r) => r.memo, width: 220 },
]);

export const MEMBER_COLUMNS = listColumns<MemberRow>()([
  { key: 'associationName', label: '협회', value: (r) => r.associationName, width: 140 },
  { key: 'customerCode', ...code('거래처 코드'), value: (r) => r.customerCode },
  { key: 'customerName', label: '거래처명', value: (r) => r.customerName, width: 170 },
  { key: 'accrue', label: '적립', value: (r) => r.accrue, format: 'yn', width: 60 },
  { key: 'rateBp', label: '기본 적립률(%)', value: (r) => r.rateBp / 100, width: 110 },
  { key: 'joinedOn', label: '가입일', value: (r) => r.joinedOn, format: 'date', width: 100 },
  { key: 'balance', label: '포인트 잔액', value: (r) => r.balance, format: 'count', width: 110 },
  { key: 'updatedByName', label: '수정자', value: (r) => r.updatedByName, width: 90 },
  { key: 'memo', label: '비고', value: (r) => r.memo, width: 200 },
]);

export const PART_POINT_COLUMNS = listColumns<PartPointRow>()([
  { key: 'target', label: '대상', value: (r) => r.target, labels: PART_POINT_TARGET_LABELS, width: 80 },
  { key: 'targetCode', ...code('대상 코드', 110), value: (r) => r.targetCode },
  { key: 'targetName', label: '대상명', value: (r) => r.targetName, width: 180 },
  { key: 'mode', label: '방식', value: (r) => r.mode, labels: PART_POINT_MODE_LABELS, width: 100 },
  {
    key: 'value',
    label: '적립값',
    value: (r) => (r.mode === 'rate' ? `${r.value / 100}%` : `${r.value.toLocaleString('ko-KR')}점`),
    width: 100,
  },
  { key: 'active', label: '사용', value: (r) => r.active, format: 'yn', width: 60 },
  { key: 'updatedByName', label: '수정자', value: (r) => r.updatedByName, width: 90 },
  { key: 'updatedAt', label: '수정 일시', value: (r) => r.updatedAt, format: 'datetime', width: 140 },
]);

export const ASSOCIATION_ENTRY_COLUMNS = listColumns<AssociationEntryRow>()([
  { key: 'at', label: '일시', value: (r) => r.at, format: 'datetime', width: 140 },
  { key: 'customerCode', ...code('거래처 코드'), value: (r) => r.customerCode },
  { key: 'customerName', label: '거래처명', value: (r) => r.customerName, width: 160 },
  {
    key: 'kind',
    label: '구분',
    value: (r) => POINT_KIND_LABELS[r.kind as keyof typeof POINT_KIND_LABELS] ?? r.kind,
    width: 120,
  },
  { key: 'amount', label: '포인트', value: (r) => r.amount, format: 'count', width: 90 },
  { key: 'docCode', ...code('문서 번호', 140), value: (r) => r.docCode },
  { key: 'memo', label: '사유·내용', value: (r) => r.memo, width: 240 },
  { key: 'byName', label: '처리자', value: (r) => r.byName, width: 90 },
]);

export const ASSOCIATION_SALES_COLUMNS = listColumns<AssociationSalesRow>()([
  { key: 'associationCode', ...code('협회 코드'), value: (r) => r.associationCode },
  { key: 'associationName', label: '협회', value: (r) => r.associationName, width: 140 },
  { key: 'customerCode', ...code('거래처 코드'), value: (r) => r.customerCode },
  { key: 'customerName', label: '거래처명', value: (r) => r.customerName, width: 170 },
  { key: 'orders', label: '주문 수', value: (r) => r.orders, format: 'count', width: 80 },
  { key: 'lines', label: '품목 줄 수', value: (r) => r.lines, format: 'count', width: 90 },
  { key: 'total', label: '매출 합계', value: (r) => r.total, format: 'won', width: 130 },
]);

export const ASSOCIATION_POINTS_COLUMNS = listColumns<AssociationPointsRow>()([
  { key: 'associationCode', ...code('협회 코드'), value: (r) => r.associationCode },
  { key: 'associationName', label: '협회', value: (r) => r.associationName, width: 140 },
  { key: 'customerCode', ...code('거래처 코드'), value: (r) => r.customerCode },
  { key: 'customerName', label: '거래처명', value: (r) => r.customerName, width: 170 },
  { key: 'earned', label: '적립', value: (r) => r.earned, format: 'count', width: 90 },
  { key: 'reversed', label: '회수', value: (r) => r.reversed, format: 'count', width: 90 },
  { key: 'paid', label: '지급', value: (r) => r.paid, format: 'count', width: 90 },
  { key: 'net', label: '기간 증감', value: (r) => r.net, format: 'count', width: 100 },
  { key: 'payable', label: '미지급 잔여', value: (r) => r.payable, format: 'count', width: 110 },
]);

export const PAYOUT_COLUMNS = listColumns<PayoutRow>()([
  { key: 'code', ...code('지급 번호', 140), value: (r) => r.code, pinned: true },
  { key: 'associationName', label: '협회', value: (r) => r.associationName, width: 140 },
  { key: 'status', label: '상태', value: (r) => r.status, labels: PAYOUT_STATUS_LABELS, width: 90 },
  { key: 'total', label: '지급 포인트', value: (r) => r.total, format: 'count', width: 110 },
  { key: 'requestedByName', label: '요청자', value: (r) => r.requestedByName, width: 90 },
  { key: 'requestedAt', label: '요청 일시', value: (r) => r.requestedAt, format: 'datetime', width: 140 },
  { key: 'confirmedByName', label: '확인자', value: (r) => r.confirmedByName, width: 90 },
  { key: 'confirmedAt', label: '확인 일시', value: (r) => r.confirmedAt, format: 'datetime', width: 140 },
  { key: 'prints', label: '출력 횟수', value: (r) => r.prints, format: 'count', width: 80 },
  { key: 'memo', label: '비고·반려 사유', value: (r) => r.rejectReason ?? r.memo, width: 200 },
]);

export const PRINT_RECORD_COLUMNS = listColumns<PrintRecordRow>()([
  { key: 'printedAt', label: '출력 일시', value: (r) => r.printedAt, format: 'datetime', width: 140 },
  { key: 'kind', label: '구분', value: (r) => r.kind, labels: PRINT_KIND_LABELS, width: 80 },
  { key: 'printedByName', label: '출력자', value: (r) => r.printedByName, width: 90 },
  { key: 'payoutCode', ...code('지급 번호', 140), value: (r) => r.payoutCode },
  { key: 'associationName', label: '협회', value: (r) => r.associationName, width: 140 },
  { key: 'members', label: '회원 수', value: (r) => r.members, format: 'count', width: 80 },
  { key: 'total', label: '포인트 합계', value: (r) => r.total, format: 'count', width: 110 },
]);
