import { priceLine } from '@erp/domain';
import { type NumberCellRule, numberCellProblem } from '../../components/line-grid/line-cell-rules';
import type { OrderLineView } from '../sales-order/sales-order.api';

// What a cancel request asks for: some quantity of some lines, never more than is still sold.
// (Quantities already asked by a pending request are checked by the server, which knows them.)

export type CancelChoice = { lineNo: number; qty: number };

/** Units of a line that are sold and not cancelled yet. */
export const openQty = (line: Pick<OrderLineView, 'qty' | 'cancelledQty'>): number =>
  Math.max(0, line.qty - line.cancelledQty);

/** What may be asked back of a line: 0 to its open units, whole units only. */
export const cancelQtyRule = (line: Pick<OrderLineView, 'qty' | 'cancelledQty'>): NumberCellRule => ({
  label: '취소 수량',
  min: 0,
  max: openQty(line),
});

/** Why the quantity typed for a line is refused (negative, fraction, more than is open), or null. */
export const cancelQtyProblem = (
  line: Pick<OrderLineView, 'qty' | 'cancelledQty'>,
  qty: number | undefined,
): string | null => (qty === undefined ? null : numberCellProblem(cancelQtyRule(line), qty));

/** Every open unit of every line: the whole order. */
export const wholeOrder = (lines: readonly OrderLineView[]): Record<number, number> =>
  Object.fromEntries(lines.map((l) => [l.lineNo, openQty(l)]));

export const cancelChoices = (chosen: Record<number, number>): CancelChoice[] =>
  Object.entries(chosen)
    .map(([lineNo, qty]) => ({ lineNo: Number(lineNo), qty }))
    .filter((c) => Number.isInteger(c.qty) && c.qty > 0)
    .sort((a, b) => a.lineNo - b.lineNo);

/** Whether the choice is the whole order (then the request sends no lines, as the API asks). */
export const isWholeOrder = (lines: readonly OrderLineView[], chosen: Record<number, number>): boolean =>
  lines.every((l) => (chosen[l.lineNo] ?? 0) === openQty(l));

export const cancelProblems = (
  lines: readonly OrderLineView[],
  chosen: Record<number, number>,
  reason: string,
): string[] => {
  const problems: string[] = [];
  const refused = lines.flatMap((line) => {
    const qty = chosen[line.lineNo];
    if (qty === undefined || cancelQtyProblem(line, qty) === null) return [];
    // More than is open reads as the count that is left; the rest as the cell says it.
    return [
      `${line.lineNo}번 ${line.partNo}: ${
        Number.isInteger(qty) && qty > openQty(line)
          ? `취소할 수 있는 수량은 ${openQty(line)}개입니다.`
          : cancelQtyProblem(line, qty)
      }`,
    ];
  });
  if (cancelChoices(chosen).length === 0 && refused.length === 0)
    problems.push('취소할 품목과 수량을 고르세요.');
  problems.push(...refused);
  if (reason.trim().length < 2) problems.push('취소 사유를 2자 이상 입력하세요.');
  return problems;
};

/** Money going back: each chosen quantity priced by the domain rule, as the server prices the cancel. */
export const chosenTotal = (
  lines: readonly OrderLineView[],
  chosen: Record<number, number>,
  vatIncluded: boolean,
): number =>
  cancelChoices(chosen).reduce((sum, c) => {
    const line = lines.find((l) => l.lineNo === c.lineNo);
    // A refused quantity is left out, so the total shown is never an impossible figure.
    return line && cancelQtyProblem(line, c.qty) === null
      ? sum + priceLine(c.qty, line.unitPrice, vatIncluded).total
      : sum;
  }, 0);
