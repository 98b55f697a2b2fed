import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startFakeToss } from '../apps/server/src/modules/payment/fake-toss';
import { startFakeAsp } from '../apps/server/src/modules/tax-invoice/fake-asp';
import { pageApiOk } from './support/api';
import { announceSkipWithoutChromium, hasChromium } from './support/chromium';
import { isRefusalAnswer } from './support/console';
import { soon } from './support/eventually';
import { DEMO_PARTS, ledgerOf, placeFixedOrder } from './support/sales-data';
import type { TestServer } from './support/server';
import { shotsFolder } from './support/shots';
import { useSecondDesk, useSuite } from './support/suite';

announceSkipWithoutChromium('billing.e2e.test.ts');

// Issue #22's journey on its screens: a month of orders and one return (requested, checked by a
// second person, its goods scanned back) for a customer → the billing statement issued → the
// monthly tax invoice issued through the fake ASP → the amended invoice for the return (환입) → a
// card payment through the fake Toss gateway clears the balance on the customer ledger.

const SHOTS = shotsFolder('billing');
const BATTERY = DEMO_PARTS.battery;
// The fakes run beside the built server, which reads their addresses from the environment.
const asp = await startFakeAsp();
const toss = await startFakeToss('test_sk_e2e');
Object.assign(process.env, {
  TAX_ASP_BASE_URL: asp.url,
  TAX_ASP_LINK_ID: 'E2E',
  TAX_ASP_SECRET_KEY: 'e2e-secret',
  TAX_ASP_NAME: '테스트 ASP',
  TOSS_API_BASE_URL: toss.url,
  TOSS_SECRET_KEY: 'test_sk_e2e',
  TOSS_CLIENT_KEY: 'test_ck_e2e',
  TOSS_CHECKOUT_URL: `${toss.url}/checkout`,
  OUTBOX_POLL_MS: '0',
});
afterAll(async () => {
  await asp.close();
  await toss.close();
});

const ymd = (d: Date) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(d).replaceAll('-', '');
const today = ymd(new Date());
const monthStart = `${today.slice(0, 6)}01`;
const won = (n: number) => n.toLocaleString('ko-KR');

describe.skipIf(!hasChromium)('billing, tax invoices and card payment end to end (Chromium)', () => {
  let server: TestServer;
  let page: Page;
  let checker: Page;
  let customer = '';
  let returnCode = '';
  let monthly = '';
  let sales = 0;
  const suite = useSuite(
    'staff',
    (s) => {
      ({ server, page } = s);
    },
    isRefusalAnswer,
  );
  useSecondDesk(suite, 'staff2', (desk) => {
    checker = desk;
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail')
      await page?.screenshot({ path: path.join(SHOTS, 'FAIL.png'), fullPage: true }).catch(() => undefined);
  });
  const go = (to: string) => page.goto(`${server.baseUrl}${to}`);

  it('issues the month’s billing statement, exact against the ledger', async () => {
    const saved = await pageApiOk<{ customer: { code: string } }>(page, '/api/customer/v1.0/insert', {
      name: '청구 E2E 정비',
      bizNo: '220-81-62517',
      representative: '김청구',
    });
    customer = saved.customer.code;
    await pageApiOk(checker, `/api/customer/v1.0/insert/check/${customer}`, {});
    const first = await placeFixedOrder(page, {
      customerCode: customer,
      lines: [{ partCode: BATTERY.code, qty: 2, unitPrice: BATTERY.price }],
    });
    await placeFixedOrder(page, {
      customerCode: customer,
      lines: [{ partCode: BATTERY.code, qty: 1, unitPrice: BATTERY.price }],
    });
    const ret = await pageApiOk<{ id: number; code: string }>(page, '/api/order/v1.0/return/request', {
      orderCode: first.code,
      kind: 'plain',
      reason: '주문 착오',
      lines: [{ lineNo: 1, qty: 1 }],
    });
    await pageApiOk(checker, `/api/order/v1.0/return/check/${ret.id}`, {});
    await pageApiOk(checker, `/api/examination/v1.0/order/return/scan/${ret.code}`, {
      barcode: BATTERY.barcode,
    });
    await pageApiOk(checker, `/api/examination/v1.0/order/return/complete/${ret.code}`, {});
    returnCode = ret.code;
    const ledger = await ledgerOf(page, customer, monthStart, today);

    await go(`/Company/ObtainBillingIssuance/${customer}/${monthStart}/${today}`);
    const closing = page.getByTestId('billing-closingBalance');
    await soon(async () => closing.innerText()).toBe(won(ledger.closingBalance));
    const sum = (kind: string) =>
      ledger.lines.filter((l) => l.kind === kind).reduce((s, l) => s + l.debit - l.credit, 0);
    sales = sum('sale');
    expect(await page.getByTestId('billing-sales').innerText()).toBe(won(sales));
    expect(await page.getByTestId('billing-returns').innerText()).toBe(won(sum('return')));
    const issueButton = page.locator('.erp-page-head button', { hasText: '청구서 발행' });
    await issueButton.click();
    await page.locator('.ant-popconfirm button', { hasText: /^발행$/ }).click();
    await page.getByText(/발행됨: E\d{8}-\d{4}/).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'billing-issuance.png'), fullPage: true });
    expect(await issueButton.isDisabled()).toBe(true);
  });

  it('issues the monthly tax invoice through the fake ASP', async () => {
    const draft = await pageApiOk<{ code: string; total: number }>(
      page,
      '/api/order/v1.0/tax-invoice/draft/month',
      {
        customerCode: customer,
        month: today.slice(0, 6),
      },
    );
    monthly = draft.code;
    expect(draft.total).toBe(sales);
    await go(`/Company/Tax/TaxInvoiceIssueList/${customer}/${monthly}`);
    await page.getByTestId('tax-state').filter({ hasText: '임시 저장' }).waitFor();
    await page.locator('.erp-page-head button', { hasText: /^발행$/ }).click();
    await page.locator('.ant-popconfirm button', { hasText: /^발행$/ }).click();
    await page.getByTestId('tax-state').filter({ hasText: '발행 완료' }).waitFor();
    expect(await page.getByTestId('tax-total').innerText()).toBe(won(sales));
    expect(asp.requests.get(monthly)).toBe(1);
    await page.screenshot({ path: path.join(SHOTS, 'tax-invoice.png'), fullPage: true });
  });

  it('writes and issues the amended invoice for the return (환입), with negative amounts', async () => {
    await go('/Company/Tax/TaxInvoiceIssue');
    const row = page.locator('tr', { hasText: returnCode });
    await row.waitFor();
    expect(await row.innerText()).toContain('환입');
    await page.screenshot({ path: path.join(SHOTS, 'tax-issue-desk.png'), fullPage: true });
    await row.getByRole('button', { name: '작성' }).click();
    await page.waitForURL(/TaxInvoiceIssueList\/C\d+\/I\d{8}-\d{4}$/);
    const amended = page.url().match(/I\d{8}-\d{4}$/)?.[0] ?? '';
    await page.locator('.erp-page-head button', { hasText: /^발행$/ }).click();
    await page.locator('.ant-popconfirm button', { hasText: /^발행$/ }).click();
    await page.getByTestId('tax-state').filter({ hasText: '발행 완료' }).waitFor();
    expect(await page.getByTestId('tax-total').innerText()).toBe(won(-sales / 3));
    expect(asp.issued.get(amended)).toMatchObject({ modifyCode: 3 });
    await page.screenshot({ path: path.join(SHOTS, 'amended-invoice.png'), fullPage: true });
  });

  it('clears the balance with a card payment through the fake gateway', async () => {
    const owed = (await ledgerOf(page, customer)).closingBalance;
    expect(owed).toBe((sales / 3) * 2);
    await go('/Company/OrderTossInfoList');
    await page.getByRole('button', { name: /카드 결제 요청/ }).click();
    await page.locator('#toss-customer').click();
    await page.keyboard.type(customer);
    await page.locator('.ant-select-item-option', { hasText: customer }).click();
    await page.getByRole('spinbutton', { name: '결제 금액' }).fill(String(owed));
    await page.getByRole('button', { name: /결제창 열기/ }).click();
    await page.waitForURL(/\/checkout\?/);
    await page.locator('#pay').click();
    await page.waitForURL(/OrderTossHistoryInfo\/TOSS-/);
    await page.getByTestId('toss-state').filter({ hasText: '결제 완료' }).waitFor();
    await soon(async () => page.getByTestId('toss-customer-balance').innerText()).toBe('0원');
    expect((await ledgerOf(page, customer)).closingBalance).toBe(0);
    await page.screenshot({ path: path.join(SHOTS, 'toss-history.png'), fullPage: true });
  });
});
