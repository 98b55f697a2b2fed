import { formatThousands } from '@erp/domain';
import type { Statement } from './statement.api';

// How amounts read on a printed statement: thousands separators, a cancel's amounts with a
// minus sign, and the balance box only where the ledger has balances (not on an estimate).

export const printWon = (value: number | null | undefined): string =>
  typeof value === 'number' && Number.isFinite(value) ? formatThousands(value) : '';

/** A cancel is addressed by its request number (12) or its document code (X20261122-0001). */
export const isCancelKey = (text: string): boolean =>
  /^[1-9]\d{0,9}$/.test(text.trim()) || /^X\d{8}-\d{4,}$/i.test(text.trim());

export const STATEMENT_TITLES: Record<Statement['kind'], string> = {
  sale: '거래명세서',
  estimate: '견적서',
  cancel: '취소 명세서',
};

export type BalanceCell = { label: string; value: string; strong?: boolean };

/** 전잔액, 입금, 금회 거래, 현잔액: the balance box under the lines; none for an estimate. */
export const balanceCells = (s: Statement): BalanceCell[] | null => {
  if (s.previousBalance === null || s.newBalance === null) return null;
  return [
    { label: '전잔액', value: printWon(s.previousBalance) },
    { label: '입금액', value: printWon(s.payment ?? 0) },
    { label: s.kind === 'cancel' ? '금회 취소' : '금회 거래', value: printWon(s.total) },
    { label: '현잔액', value: printWon(s.newBalance), strong: true },
  ];
};

/** The supplier's phone and fax as one line of the box. */
export const phoneLine = (phone: string | null, fax: string | null): string | null =>
  [phone, fax ? `팩스 ${fax}` : null].filter(Boolean).join(' / ') || null;
