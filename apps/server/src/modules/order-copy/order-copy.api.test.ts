import type { MemoView, OrderCopyPreview, OrderView } from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkedCancel,
  countRows,
  draftOrder,
  fixedOrder,
  newCustomer,
  newPart,
  orderDeskApp,
  stockIn,
} from '../../test/fixtures.js';

// Copying an order through real HTTP: a new draft with the old order's parts and the quantities
// still sold, at the prices the chosen customer gets today (an old special price stays behind).

const { t, admin, clerk, checker } = await orderDeskApp('cp');
const C = '/api/order/v1.0/copy';
let first: string;
let second: string;
let pad: string;
let oil: string;

beforeAll(async () => {
  first = await newCustomer(t, clerk, '복사원정비');
  second = await newCustomer(t, clerk, '복사새정비');
  pad = await newPart(t, admin, { partNo: 'CP-PAD', name: '브레이크 패드', salePrice: 10_000 });
  oil = await newPart(t, admin, { partNo: 'CP-OIL', name: '엔진오일', salePrice: 5_000 });
  await stockIn(t, admin, pad, 100);
  await stockIn(t, admin, oil, 100);
});

const specialOrder = () =>
  draftOrder(t, clerk, first, [
    { partCode: pad, qty: 2, unitPrice: 9_000, priceReason: '오픈 특가' },
    { partCode: oil, qty: 3, unitPrice: 5_000 },
  ]);

describe('order copy', () => {
  it('copies to another customer at its own price today, not the old special price', async () => {
    const source = await specialOrder();
    const copy = await t.ok<OrderView>('POST', `${C}/insert`, clerk, {
      sourceCode: source.code,
      customerCode: second,
    });
    expect(copy).toMatchObject({ status: 'draft', customerCode: second });
    expect(copy.code).not.toBe(source.code);
    expect(copy.lines.map((l) => [l.partCode, l.qty, l.unitPrice])).toEqual([
      [pad, 2, 10_000],
      [oil, 3, 5_000],
    ]);
  });

  it('prices the same customer at its last fixed price and leaves cancelled units out', async () => {
    const fixed = await fixedOrder(t, clerk, first, [
      { partCode: pad, qty: 4, unitPrice: 9_500, priceReason: '단골 할인' },
    ]);
    await checkedCancel(t, clerk, checker, fixed.code, '한 개 취소', [{ lineNo: 1, qty: 1 }]);
    const preview = await t.ok<OrderCopyPreview>('POST', `${C}/preview`, clerk, {
      sourceCode: fixed.code,
      customerCode: first,
    });
    expect(preview.lines).toEqual([
      expect.objectContaining({
        partCode: pad,
        qty: 3,
        oldUnitPrice: 9_500,
        unitPrice: 9_500,
        priceBasis: 'last',
      }),
    ]);
    const toOther = await t.ok<OrderCopyPreview>('POST', `${C}/preview`, clerk, {
      sourceCode: fixed.code,
      customerCode: second,
    });
    expect(toOther.lines[0]).toMatchObject({ unitPrice: 10_000, priceBasis: 'sale' });
  });

  it('copies only the chosen lines with the quantities typed', async () => {
    const source = await specialOrder();
    const copy = await t.ok<OrderView>('POST', `${C}/insert`, clerk, {
      sourceCode: source.code,
      customerCode: second,
      lines: [{ lineNo: 2, qty: 7 }],
    });
    expect(copy.lines.map((l) => [l.partCode, l.qty])).toEqual([[oil, 7]]);
  });

  it('refuses a line the source does not have and writes nothing', async () => {
    const source = await specialOrder();
    const before = await countRows(t, 'sales_orders');
    const message = await t.refused(422, 'POST', `${C}/insert`, clerk, {
      sourceCode: source.code,
      customerCode: second,
      lines: [{ lineNo: 9, qty: 1 }],
    });
    expect(message).toContain('복사할 품목');
    expect(await countRows(t, 'sales_orders')).toBe(before);
  });

  it('answers a missing source order as missing', async () => {
    await t.refused(404, 'POST', `${C}/preview`, clerk, {
      sourceCode: 'O20990101-0001',
      customerCode: first,
    });
  });

  it('registers the copy from a phone memo and closes the memo', async () => {
    const source = await specialOrder();
    const memo = await t.ok<MemoView>('POST', '/api/memo/v1.0/save', clerk, {
      customerCode: second,
      request: '지난번과 같은 것',
    });
    const copy = await t.ok<OrderView>('POST', `${C}/insert`, clerk, {
      sourceCode: source.code,
      customerCode: second,
      memoCode: memo.code,
    });
    expect(copy.memoCode).toBe(memo.code);
    const after = await t.ok<MemoView>('GET', `/api/memo/v1.0/single/${memo.code}`, clerk);
    expect(after.status).toBe('done');
  });
});
