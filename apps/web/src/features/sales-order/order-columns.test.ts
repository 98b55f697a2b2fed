import { describe, expect, it } from 'vitest';
import { cancelledText } from '../sales-report/report-columns';
import { ORDER_COLUMNS, orderPageSummary } from './order-columns';
import type { OrderSummary } from './sales-order.api';

const row = (status: OrderSummary['status'], total: number, cancelledTotal = 0): OrderSummary =>
  ({
    status,
    lineCount: 2,
    supply: total - total / 11,
    tax: total / 11,
    total,
    cancelledTotal,
    netTotal: status === 'cancelled' ? 0 : total - cancelledTotal,
    cancelPending: false,
  }) as OrderSummary;

describe('order list totals row', () => {
  it('sums the page net of checked cancels, leaving cancelled orders out of the money', () => {
    const summary = orderPageSummary([
      row('fixed', 110_000, 22_000),
      row('draft', 22_000),
      row('cancelled', 55_000, 55_000),
    ]);
    expect(summary).toMatchObject({
      customerName: '이 페이지 3건',
      lineCount: 4,
      netTotal: 110_000,
      cancelledTotal: 77_000,
    });
  });

  it('has no row for an empty page', () => {
    expect(orderPageSummary([])).toBeNull();
  });
});

describe('order list columns', () => {
  it('shows the net total as 합계, the cancelled amount and the warehouse name', () => {
    const ids = ORDER_COLUMNS.filter((c) => !c.hide).map((c) => c.colId);
    expect(ids).toEqual(expect.arrayContaining(['netTotal', 'cancelledTotal', 'warehouseName']));
    expect(ids).not.toContain('warehouseCode');
    expect(ORDER_COLUMNS.find((c) => c.colId === 'netTotal')?.headerName).toBe('합계');
  });

  it('says what a cancel took back and that one waits, never a bare dash', () => {
    expect(cancelledText(0, false)).toBe('');
    expect(cancelledText(22_000, false)).toBe('−22,000');
    expect(cancelledText(0, true)).toBe('확인 대기');
    expect(cancelledText(22_000, true)).toBe('−22,000 (확인 대기)');
  });
});
