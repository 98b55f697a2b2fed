import type {
  CustomerLedgerView,
  PayMethod,
  PrepaidInfo,
  PrepaidOrder,
  TossPaymentView,
  TossRequestView,
} from '@erp/domain';
import { toYmd } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedOrder, newCustomer, newPart, orderDeskApp, saveCompany, stockIn } from '../../test/fixtures.js';
import { startFakeToss } from './fake-toss.js';

const fake = await startFakeToss('test_sk_secret');
const ENV = {
  TOSS_API_BASE_URL: fake.url,
  TOSS_SECRET_KEY: 'test_sk_secret',
  TOSS_CLIENT_KEY: 'test_ck_client',
  TOSS_CHECKOUT_URL: `${fake.url}/checkout`,
};
const saved = Object.fromEntries(Object.keys(ENV).map((k) => [k, process.env[k]]));
Object.assign(process.env, ENV);
const { t, admin, clerk } = await orderDeskApp('pay');
afterAll(async () => {
  for (const [k, v] of Object.entries(saved))
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  await fake.close();
});

const base = '/api/order/v1.0/toss';
let customerCode = '';
let part = '';
const balance = async () =>
  (
    await t.ok<CustomerLedgerView>('POST', '/api/customer/v1.0/ledger', clerk, {
      customerCode,
      fromDate: '20200101',
      toDate: toYmd(new Date()),
    })
  ).closingBalance;
const request = (amount: number) =>
  t.ok<TossRequestView>('POST', `${base}/request`, clerk, { customerCode, amount });
const confirm = (r: TossRequestView, paymentKey = `pk_${r.orderId}`, amount = r.amount) =>
  t.ok<TossPaymentView>('POST', `${base}/confirm`, clerk, { paymentKey, orderId: r.orderId, amount });

beforeAll(async () => {
  await saveCompany(t, admin);
  customerCode = await newCustomer(t, clerk, { name: '카드정비', bizNo: '220-81-62517', vatIncluded: true });
  part = await newPart(t, admin, { partNo: 'PY70', name: '배터리 70Ah', salePrice: 150_000 });
  await stockIn(t, admin, part, 10);
  await fixedOrder(t, clerk, customerCode, [{ partCode: part, qty: 2, unitPrice: 150_000 }]);
});

describe('Toss-shaped card payments', () => {
  it("opens the gateway's window with the request; no card field ever reaches the server", async () => {
    const r = await request(100_000);
    expect(r.orderId).toMatch(/^TOSS-C\d{6}-\d{4,}$/);
    const url = new URL(r.checkoutUrl!);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      orderId: r.orderId,
      amount: '100000',
      clientKey: 'test_ck_client',
    });
    expect(r.checkoutUrl).not.toContain('test_sk_secret');
    await t.refused(422, 'POST', `${base}/confirm`, clerk, {
      paymentKey: 'pk',
      orderId: r.orderId,
      amount: 100_000,
      cardNumber: '4330123412341234',
    });
  });

  it('confirms once, posts a card payment to the receivable, and refuses a changed amount', async () => {
    const before = await balance();
    const r = await request(120_000);
    await t.refused(422, 'POST', `${base}/confirm`, clerk, {
      paymentKey: `pk_${r.orderId}`,
      orderId: r.orderId,
      amount: 1_000,
    });
    const done = await confirm(r);
    expect(done).toMatchObject({ state: 'done', method: '카드', cardLast4: '123*', balanceAmount: 120_000 });
    expect(done.receivableCode).toMatch(/^D\d{8}-\d{4}$/);
    expect(await balance()).toBe(before - 120_000);
    const again = await confirm(r);
    expect(again.receivableCode).toBe(done.receivableCode);
    expect(await balance()).toBe(before - 120_000);
    expect(fake.confirms.get(r.orderId)).toBe(1);
  });

  it('cancels in part and then the rest, each raising the receivable again', async () => {
    const r = await request(50_000);
    await confirm(r);
    const before = await balance();
    const part = await t.ok<TossPaymentView>('POST', `${base}/cancel/${r.orderId}`, clerk, {
      cancelReason: '부분 반품',
      cancelAmount: 20_000,
    });
    expect(part).toMatchObject({ state: 'partial-canceled', canceledAmount: 20_000, balanceAmount: 30_000 });
    expect(await balance()).toBe(before + 20_000);
    expect(
      await t.refused(422, 'POST', `${base}/cancel/${r.orderId}`, clerk, {
        cancelReason: '초과',
        cancelAmount: 40_000,
      }),
    ).toContain('취소 금액');
    const rest = await t.ok<TossPaymentView>('POST', `${base}/cancel/${r.orderId}`, clerk, {
      cancelReason: '전액',
    });
    expect(rest).toMatchObject({ state: 'canceled', balanceAmount: 0 });
    expect(rest.events.map((e) => e.event)).toEqual(['request', 'confirm', 'cancel', 'cancel']);
    expect(await balance()).toBe(before + 50_000);
    await t.refused(422, 'POST', `${base}/cancel/${r.orderId}`, clerk, { cancelReason: '또' });
  });

  it('leaves the receivable alone when the gateway refuses the card', async () => {
    const before = await balance();
    const r = await request(10_000);
    expect(
      await t.refused(422, 'POST', `${base}/confirm`, clerk, {
        paymentKey: 'bad_card',
        orderId: r.orderId,
        amount: 10_000,
      }),
    ).toContain('한도 초과');
    expect(await balance()).toBe(before);
    const view = await t.ok<TossPaymentView>('GET', `${base}/detail/${r.orderId}`, clerk);
    expect(view.state).toBe('ready');
    expect(view.events.at(-1)?.event).toBe('confirm-failed');
  });

  it('lists payments by state, and lets only an admin change the payment methods', async () => {
    const page = await t.ok<{ rows: { orderId: string; state: string }[] }>('POST', `${base}/list`, clerk, {
      filters: [{ field: 'state', op: 'eq', value: 'done' }],
    });
    expect(page.rows.length).toBeGreaterThan(0);
    expect(page.rows.every((r) => r.state === 'done')).toBe(true);
    const method = { code: 'CARD', name: '신용카드', enabled: true, sortOrder: 1 };
    await t.refused(403, 'POST', '/api/order/v1.0/pay-method/save', clerk, method);
    const list = await t.ok<PayMethod[]>('POST', '/api/order/v1.0/pay-method/save', admin, method);
    expect(list).toEqual([{ ...method, memo: null }]);
    await t.refused(422, 'POST', '/api/order/v1.0/pay-method/save', admin, { ...method, code: 'card!' });
  });

  it('holds a prepaid customer’s order until a payment that covers it is confirmed, each payment once', async () => {
    const prepaid = await newCustomer(t, clerk, { name: '선결제정비', vatIncluded: true });
    const info = await t.ok<PrepaidInfo>('POST', '/api/order/v1.0/prepaid/info/save', clerk, {
      customerCode: prepaid,
      prepaid: true,
      paymentInfo: '국민 123-45',
    });
    expect(info).toMatchObject({ customerCode: prepaid, prepaid: true, paymentInfo: '국민 123-45' });
    const order = await fixedOrder(t, clerk, prepaid, [{ partCode: part, qty: 1, unitPrice: 150_000 }]);
    const pay = (amount: number) =>
      t.ok<{ code: string }>('POST', '/api/customer/v1.0/payment/save', clerk, {
        customerCode: prepaid,
        kind: 'payment-transfer',
        amount,
      });
    const small = await pay(100_000);
    const full = await pay(150_000);
    const held = await t.ok<PrepaidOrder[]>('POST', '/api/order/v1.0/prepaid/orders', clerk, {
      confirmed: 'unconfirmed',
    });
    const row = held.find((o) => o.orderCode === order.code)!;
    expect(row.openPayments.map((p) => p.code).sort()).toEqual([small.code, full.code].sort());
    const url = `/api/order/v1.0/prepaid/confirm/${order.code}`;
    expect(await t.refused(422, 'POST', url, clerk, { paymentCode: small.code })).toContain('적습니다');
    const done = await t.ok<PrepaidOrder>('POST', url, clerk, { paymentCode: full.code });
    expect(done).toMatchObject({ paymentCode: full.code });
    expect(done.confirmedAt).not.toBeNull();
    await t.refused(422, 'POST', url, clerk, { paymentCode: small.code });
    const second = await fixedOrder(t, clerk, prepaid, [
      { partCode: part, qty: 1, unitPrice: 90_000, priceReason: '특가' },
    ]);
    await t.refused(422, 'POST', `/api/order/v1.0/prepaid/confirm/${second.code}`, clerk, {
      paymentCode: full.code,
    });
    const confirmed = await t.ok<PrepaidOrder[]>('POST', '/api/order/v1.0/prepaid/orders', clerk, {
      confirmed: 'confirmed',
    });
    expect(confirmed.map((o) => o.orderCode)).toEqual([order.code]);
  });
});
