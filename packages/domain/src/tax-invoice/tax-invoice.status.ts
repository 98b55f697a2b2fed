// 전자세금계산서 (issue #22). An invoice is written as a draft; issue hands it to the ASP through
// the outbox, where it waits as 전송 대기 until the ASP accepts it (issued) — retried with backoff
// while the ASP is down, and retried by hand from the failure list.
export const TAX_INVOICE_STATES = ['draft', 'queued', 'issued'] as const;
export type TaxInvoiceState = (typeof TAX_INVOICE_STATES)[number];

export const TAX_INVOICE_STATE_LABELS: Record<TaxInvoiceState, string> = {
  draft: '임시 저장',
  queued: '전송 대기',
  issued: '발행 완료',
};

/** per order (건별), a month's total for one customer (월합계), or an amended invoice (수정). */
export const TAX_INVOICE_BASES = ['order', 'month', 'amended'] as const;
export type TaxInvoiceBasis = (typeof TAX_INVOICE_BASES)[number];

export const TAX_INVOICE_BASIS_LABELS: Record<TaxInvoiceBasis, string> = {
  order: '건별',
  month: '월합계',
  amended: '수정',
};

/**
 * 수정세금계산서 사유 (the NTS amendment reason codes, as Popbill's ModifyCode and Barobill's
 * AmendType carry them).
 */
export const AMENDMENT_REASONS = {
  '1': '기재사항의 착오·정정',
  '2': '공급가액 변동',
  '3': '환입',
  '4': '계약의 해제',
  '5': '내국신용장 사후 개설',
  '6': '착오에 의한 이중 발급',
} as const;
export type AmendmentCode = keyof typeof AMENDMENT_REASONS;
export const AMENDMENT_CODES = Object.keys(AMENDMENT_REASONS) as AmendmentCode[];

/**
 * The document that reverses part or all of an invoiced sale. Cancels (X codes) exist today;
 * returns (the returns issue) plug in as `return` with the goods received back.
 */
export type ReversingDocument = {
  kind: 'cancel' | 'return';
  /** Every unit of the original order is reversed (with earlier reversals). */
  whole: boolean;
};

/**
 * The reason code an amended invoice carries for a reversing document: goods that came back are
 * 환입 (3); a whole order called off is 계약의 해제 (4); part of an order called off changes the
 * supply amount (2).
 */
export const amendmentReasonOf = (doc: ReversingDocument): AmendmentCode => {
  if (doc.kind === 'return') return '3';
  return doc.whole ? '4' : '2';
};

/**
 * A monthly (월합계) invoice is due by the 10th of the next month (부가가치세법 §34③); the list warns
 * from `warnDays` before. Dates are YYYYMMDD.
 */
export const monthlyDueDate = (writeDate: string): string => {
  const year = Number(writeDate.slice(0, 4));
  const month = Number(writeDate.slice(4, 6));
  const next = month === 12 ? { y: year + 1, m: 1 } : { y: year, m: month + 1 };
  return `${next.y}${String(next.m).padStart(2, '0')}10`;
};

export type DueWarning = 'overdue' | 'soon' | null;

/** An unissued invoice past its due date, or within `warnDays` of it. */
export const dueWarning = (
  state: TaxInvoiceState,
  dueDate: string | null,
  today: string,
  warnDays = 3,
): DueWarning => {
  if (state === 'issued' || !dueDate) return null;
  if (today > dueDate) return 'overdue';
  const due = Date.UTC(
    Number(dueDate.slice(0, 4)),
    Number(dueDate.slice(4, 6)) - 1,
    Number(dueDate.slice(6, 8)),
  );
  const now = Date.UTC(Number(today.slice(0, 4)), Number(today.slice(4, 6)) - 1, Number(today.slice(6, 8)));
  return (due - now) / 86_400_000 <= warnDays ? 'soon' : null;
};

/** Korean reason an invoice cannot be issued, or null: lines must add up to the totals. */
export const invoiceSumsRefusal = (invoice: {
  supplyTotal: number;
  taxTotal: number;
  total: number;
  lines: readonly { supply: number; tax: number }[];
}): string | null => {
  const supply = invoice.lines.reduce((s, l) => s + l.supply, 0);
  const tax = invoice.lines.reduce((s, l) => s + l.tax, 0);
  if (invoice.lines.length === 0) return '품목이 없는 세금계산서는 발행할 수 없습니다.';
  if (supply !== invoice.supplyTotal)
    return `품목 공급가액 합(${supply})이 공급가액 합계(${invoice.supplyTotal})와 다릅니다.`;
  if (tax !== invoice.taxTotal) return `품목 세액 합(${tax})이 세액 합계(${invoice.taxTotal})와 다릅니다.`;
  if (invoice.supplyTotal + invoice.taxTotal !== invoice.total)
    return '공급가액 + 세액이 합계금액과 다릅니다.';
  return null;
};
