import { describe, expect, it } from 'vitest';
import { orderPageSummary } from './order-columns';
import type { OrderSummary } from './sales-order.api';

const row = (status: OrderSummary['status'], total: number): OrderSummary =>
  ({ status, lineCount: 2, supply: total - total / 11, tax: total / 11, total }) as OrderSummary;

describe('order list totals row', () => {
  it('sums the page, leaving cancelled orders out of the money', () => {
    const summary = orderPageSummary([row('fixed', 110_000), row('draft', 22_000), row('cancelled', 55_000)]);
    expect(summary).toMatchObject({ customerName: '이 페이지 3건', lineCount: 4, total: 132_000 });
  });

  it('has no row for an empty page', () => {
    expect(orderPageSummary([])).toBeNull();
  });
});
