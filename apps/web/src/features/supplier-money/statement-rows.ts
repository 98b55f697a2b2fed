import type { SupplierStatement } from '@erp/domain';

/** One printed line of the supplier statement: the carried-over balance, then each entry. */
export type StatementRow = {
  key: string;
  date: string;
  label: string;
  docCode: string;
  increase: number;
  decrease: number;
  balance: number;
  memo: string;
};

export const statementRows = (s: SupplierStatement): StatementRow[] => [
  {
    key: 'opening',
    date: s.fromDate,
    label: '전기 이월',
    docCode: '',
    increase: 0,
    decrease: 0,
    balance: s.openingBalance,
    memo: '',
  },
  ...s.lines.map((l) => ({
    key: String(l.id),
    date: l.date,
    label: l.kindLabel,
    docCode: l.docCode ?? '',
    increase: l.increase,
    decrease: l.decrease,
    balance: l.balance,
    memo: l.memo ?? '',
  })),
];

/** The statement agrees with itself: each running balance, the totals and the closing balance. */
export const statementAddsUp = (s: SupplierStatement): boolean => {
  let balance = s.openingBalance;
  for (const line of s.lines) {
    balance += line.increase - line.decrease;
    if (line.balance !== balance) return false;
  }
  const increase = s.lines.reduce((sum, l) => sum + l.increase, 0);
  const decrease = s.lines.reduce((sum, l) => sum + l.decrease, 0);
  return (
    balance === s.closingBalance &&
    increase === s.totalIncrease &&
    decrease === s.totalDecrease &&
    s.openingBalance + increase - decrease === s.closingBalance
  );
};
