import type {
  ListPage,
  OnlineOrderSummary,
  OnlineOrderView,
  OnlineRecall,
  OnlineStatement,
} from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkedCancel,
  countRows,
  newCustomer,
  newPart,
  orderDeskApp,
  saveCompany,
  stockIn,
} from '../../test/fixtures.js';
import { verifyLedgers } from '../verify-ledgers.js';

// Online orders through real HTTP: a marketplace order is a sales order with its channel, fixed
// like any order; what the marketplace still owes is read from the receivable ledger (sale,
// cancels and returns, the payments tied to the order); a recall is a return request of one line.

const { t, admin, clerk, checker } = await orderDeskApp('on');
const O = '/api/order/v1.0/online/order';
let customer: string;
let pad: string;
let oil: string;
let seq = 0;

const register = (extra: Record<string, unknown> = {}) => {
  seq += 1;
  return t.ok<OnlineOrderView>('POST', `${O}/insert`, clerk, {
    customerCode: customer,
    vin: 'KMHD341CBHU123456',
    channel: 'coupang',
    channelOrderNo: `CP-${seq}`,
    buyerName: '김구매',
    lines: [
      { partCode: pad, qty: 2, unitPrice: 10_000 },
      { partCode: oil, qty: 3, unitPrice: 5_000 },
    ],
    ...extra,
  });
};

const fixed = async (extra: Record<string, unknown> = {}) => {
  const made = await register(extra);
  await t.ok('POST', `/api/order/v1.0/fix/${made.code}`, clerk);
  return t.ok<OnlineOrderView>('GET', `${O}/single/${made.code}`, clerk);
};

const listOf = (body: Record<string, unknown>) =>
  t.ok<ListPage<OnlineOrderSummary>>('POST', `${O}/list`, clerk, { page: 1, size: 50, ...body });

beforeAll(async () => {
  await saveCompany(t, admin);
  customer = await newCustomer(t, clerk, '온라인몰 정산');
  pad = await newPart(t, admin, { partNo: 'ON-PAD', name: '브레이크 패드', salePrice: 10_000 });
  oil = await newPart(t, admin, { partNo: 'ON-OIL', name: '엔진오일', salePrice: 5_000 });
  await stockIn(t, admin, pad, 100);
  await stockIn(t, admin, oil, 100);
});

describe('online order registration', () => {
  it('registers a draft sales order carrying its channel and marketplace number', async () => {
    const o = await register();
    expect(o).toMatchObject({
      status: 'draft',
      channel: 'coupang',
      buyerName: '김구매',
      customerCode: customer,
      vin: 'KMHD341CBHU123456',
      total: 0,
      rest: 0,
    });
    expect(o.lines.map((l) => [l.partCode, l.qty, l.total])).toEqual([
      [pad, 2, 22_000],
      [oil, 3, 16_500],
    ]);
  });

  it('refuses the same marketplace order twice and writes nothing', async () => {
    await register({ channel: 'naver', channelOrderNo: 'NV-1' });
    const orders = await countRows(t, 'sales_orders');
    const message = await t.refused(409, 'POST', `${O}/insert`, clerk, {
      customerCode: customer,
      channel: 'naver',
      channelOrderNo: 'NV-1',
      lines: [{ partCode: pad, qty: 1, unitPrice: 10_000 }],
    });
    expect(message).toContain('채널 주문번호');
    expect(await countRows(t, 'sales_orders')).toBe(orders);
  });

  it('names the field of bad input in Korean', async () => {
    const message = await t.refused(422, 'POST', `${O}/insert`, clerk, {
      customerCode: customer,
      channel: 'ebay',
      channelOrderNo: 'X 1',
      lines: [{ partCode: pad, qty: 1, unitPrice: 10_000 }],
    });
    expect(message).toContain('판매 채널');
  });

  it('answers a plain sales order as a missing online order', async () => {
    const plain = await t.ok<{ code: string }>('POST', '/api/order/v1.0/insert', clerk, {
      customerCode: customer,
      warehouseCode: 'MAIN',
      lines: [{ partCode: pad, qty: 1, unitPrice: 10_000 }],
    });
    await t.refused(404, 'GET', `${O}/single/${plain.code}`, clerk);
  });
});

describe('what the marketplace owes', () => {
  it('reads the sale posted at the fix as the rest to collect', async () => {
    const o = await fixed();
    expect(o).toMatchObject({ status: 'fixed', total: 38_500, credited: 0, collected: 0, rest: 38_500 });
  });

  it('lowers the rest by a checked cancel and by collections, exact to the won', async () => {
    const o = await fixed();
    await checkedCancel(t, clerk, checker, o.code, '구매자 취소', [{ lineNo: 2, qty: 1 }]);
    const paid = await t.ok<OnlineOrderView>('POST', `${O}/collect/${o.code}`, clerk, {
      kind: 'payment-transfer',
      amount: 20_000,
    });
    expect(paid).toMatchObject({ total: 38_500, credited: -5_500, collected: 20_000, rest: 13_000 });
    expect(paid.collections).toHaveLength(1);
    expect(paid.collections[0]).toMatchObject({ kind: 'payment-transfer', amount: 20_000 });
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('refuses to collect more than the rest, and a draft', async () => {
    const o = await fixed();
    const message = await t.refused(422, 'POST', `${O}/collect/${o.code}`, clerk, {
      kind: 'payment-cash',
      amount: 38_501,
    });
    expect(message).toContain('수금액');
    const draft = await register();
    await t.refused(422, 'POST', `${O}/collect/${draft.code}`, clerk, { kind: 'payment-cash', amount: 1 });
  });

  it('lists unpaid orders as collect targets and paid ones apart', async () => {
    const unpaid = await fixed({ channel: '11st' });
    const paid = await fixed({ channel: '11st' });
    await t.ok('POST', `${O}/collect/${paid.code}`, clerk, { kind: 'payment-card', amount: paid.rest });
    const targets = await listOf({
      filters: [
        { field: 'collect', op: 'eq', value: 'unpaid' },
        { field: 'channel', op: 'eq', value: '11st' },
      ],
    });
    expect(targets.rows.map((r) => r.code)).toEqual([unpaid.code]);
    expect(targets.rows[0]?.rest).toBe(38_500);
    const done = await listOf({
      filters: [
        { field: 'collect', op: 'eq', value: 'paid' },
        { field: 'channel', op: 'eq', value: '11st' },
      ],
    });
    expect(done.rows.map((r) => r.code)).toEqual([paid.code]);
  });

  it('finds an order by its marketplace number', async () => {
    const o = await fixed({ channel: 'gmarket', channelOrderNo: 'GM-777' });
    const found = await listOf({ keyword: 'GM-777' });
    expect(found.rows.map((r) => r.code)).toEqual([o.code]);
  });
});

describe('memo, recall and statement', () => {
  it('saves the memo with the order', async () => {
    const o = await register();
    const saved = await t.ok<OnlineOrderView>('POST', `${O}/memo/${o.code}`, clerk, {
      memo: '부재 시 경비실',
    });
    expect(saved.memo).toBe('부재 시 경비실');
  });

  it('requests a recall of one line as a return request, listed with its amount', async () => {
    const o = await fixed({ channel: 'auction', channelOrderNo: 'AU-1' });
    const after = await t.ok<OnlineOrderView>('POST', `${O}/recall/${o.code}/1`, clerk, {
      qty: 1,
      reason: '사이즈 안 맞음',
    });
    expect(after.lines[0]?.recallQty).toBe(1);
    expect(after.recalls).toHaveLength(1);
    expect(after.recalls[0]).toMatchObject({ lineNo: 1, qty: 1, amount: 11_000, status: 'requested' });
    const list = await t.ok<ListPage<OnlineRecall>>('POST', `${O}/recall/list`, clerk, {
      page: 1,
      size: 50,
      filters: [{ field: 'channel', op: 'eq', value: 'auction' }],
    });
    expect(list.rows.map((r) => [r.orderCode, r.channelOrderNo, r.partCode])).toEqual([
      [o.code, 'AU-1', pad],
    ]);
  });

  it('refuses a recall of more than is open on the line and writes nothing', async () => {
    const o = await fixed();
    const recalls = await countRows(t, 'online_recalls');
    const returns = await countRows(t, 'order_returns');
    const message = await t.refused(422, 'POST', `${O}/recall/${o.code}/1`, clerk, {
      qty: 3,
      reason: '전량 반품',
    });
    expect(message).toContain('반품할 수 있는 수량은 2개');
    expect(await countRows(t, 'online_recalls')).toBe(recalls);
    expect(await countRows(t, 'order_returns')).toBe(returns);
  });

  it('prints the statement of account with the marketplace figures', async () => {
    const o = await fixed({ channel: 'own', channelOrderNo: 'OWN-5' });
    const s = await t.ok<OnlineStatement>('GET', `${O}/statement/${o.code}`, clerk);
    expect(s.statement).toMatchObject({ kind: 'sale', orderCode: o.code, total: 38_500 });
    expect(s.online).toMatchObject({ channel: 'own', channelOrderNo: 'OWN-5', rest: 38_500 });
  });
});
