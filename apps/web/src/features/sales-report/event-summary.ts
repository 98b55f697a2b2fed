import { formatThousands, type OrderEventKind } from '@erp/domain';

// One readable line for each order event (OrderLog, OrderChangeInfoList): what it was before and
// after, from the JSON the server stored with it.

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const won = (v: unknown): string => {
  const n = num(v);
  return n === null ? '-' : `${formatThousands(n)}원`;
};
const ymd = (v: unknown): string =>
  typeof v === 'string' && /^\d{8}$/.test(v) ? `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}` : '없음';
const hm = (v: unknown): string =>
  typeof v === 'string' && /^\d{4}$/.test(v) ? `${v.slice(0, 2)}:${v.slice(2)}` : '';
const arr = (v: unknown): Json[] => (Array.isArray(v) ? v.map(obj) : []);

const DOCUMENTS: Record<string, string> = { sale: '거래명세서', estimate: '견적서', cancel: '취소 명세서' };

const reservation = (v: Json): string => {
  if (!v.date) return '없음';
  const time = hm(v.time);
  return time ? `${ymd(v.date)} ${time}` : ymd(v.date);
};

export const summarizeEvent = (event: { kind: OrderEventKind; before: unknown; after: unknown }): string => {
  const before = obj(event.before);
  const after = obj(event.after);
  switch (event.kind) {
    case 'registered':
      return `${arr(after.lines).length}개 품목, 합계 ${won(after.total)}${after.memoCode ? ` (메모 ${String(after.memoCode)})` : ''}`;
    case 'modified': {
      const lines = `${arr(before.lines).length}개 → ${arr(after.lines).length}개 품목`;
      return `${lines}, 합계 ${won(before.total)} → ${won(after.total)}`;
    }
    case 'price-changed':
      return arr(after.lines)
        .map(
          (l) =>
            `${l.lineNo}번 ${String(l.partName ?? l.partCode ?? '')}: ${won(l.listPrice)} → ${won(l.unitPrice)}`,
        )
        .join(', ');
    case 'fixed':
      return `합계 ${won(after.total)} 출고·매출`;
    case 'cancel-requested':
    case 'cancel-checked': {
      const lines = arr(after.lines)
        .map((l) => `${l.lineNo}번 ${l.qty}개`)
        .join(', ');
      const refund = event.kind === 'cancel-checked' ? `, 환원 ${won(after.refund)}` : '';
      const whole = after.orderCancelled === true ? ' (주문 전체 취소)' : '';
      return `${String(after.request ?? '')} ${lines}${refund}${whole}`.trim();
    }
    case 'cancel-rejected':
      return `${String(after.request ?? '')} 반려`;
    case 'exam-refused':
      return `읽은 값: ${String(after.scanned ?? '')}`;
    case 'printed':
      return `${DOCUMENTS[String(after.document)] ?? '명세서'} ${String(after.documentCode ?? '')}`.trim();
    case 'date-changed':
      return `주문일 ${ymd(before.orderDate)} → ${ymd(after.orderDate)}`;
    case 'reservation-changed':
      return `예약 ${reservation(before)} → ${reservation(after)}`;
    default:
      return '';
  }
};
