import type {
  AmendmentCandidate,
  BillingStatement,
  OutboxFailure,
  TaxInvoiceConfig,
  TaxInvoiceView,
} from '@erp/domain';
import { toYmd } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkedCancel,
  fixedOrder,
  newCustomer,
  newPart,
  orderDeskApp,
  saveCompany,
  stockIn,
} from '../../test/fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import { ntsConfigFromEnv } from '../customer/nts-biz-status.adapter.js';
import { startFakeAsp } from './fake-asp.js';
import { runOutboxOnce } from './outbox.service.js';
import { taxAspConfigFromEnv } from './tax-asp.adapter.js';
import { taxInvoiceHandlers } from './tax-invoice-issue.service.js';

// The ASP and the NTS status API are one local fake; the app reads their addresses at start.
const fake = await startFakeAsp();
const ENV = {
  TAX_ASP_BASE_URL: fake.url,
  TAX_ASP_LINK_ID: 'TEST',
  TAX_ASP_SECRET_KEY: 'test-secret',
  NTS_BASE_URL: fake.url,
  NTS_SERVICE_KEY: 'nts-test',
  OUTBOX_POLL_MS: '0',
};
const saved = Object.fromEntries(Object.keys(ENV).map((k) => [k, process.env[k]]));
Object.assign(process.env, ENV);
const { t, admin, clerk, checker } = await orderDeskApp('ti');
afterAll(async () => {
  for (const [k, v] of Object.entries(saved))
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  await fake.close();
});

const base = '/api/order/v1.0/tax-invoice';
const month = toYmd(new Date()).slice(0, 6);
let customerCode = '';
let part = '';
/** The part's maker barcode, scanned when a return's goods come back. */
const RETURN_BARCODE = '8800000000103';
const handlers = () => taxInvoiceHandlers({ asp: taxAspConfigFromEnv(), nts: ntsConfigFromEnv() });

const draftMonth = (code = customerCode) =>
  t.ok<TaxInvoiceView>('POST', `${base}/draft/month`, clerk, { customerCode: code, month });
const issue = (code: string) => t.ok<TaxInvoiceView>('POST', `${base}/issue/${code}`, clerk);
const customer = (name: string, bizNo: string) => newCustomer(t, clerk, { name, bizNo, vatIncluded: true });
const sell = (code: string, qty: number, unitPrice: number) =>
  fixedOrder(t, clerk, code, [{ partCode: part, qty, unitPrice, priceReason: '특가' }]);

beforeAll(async () => {
  await saveCompany(t, admin);
  part = await newPart(t, admin, {
    partNo: 'TX60',
    name: '배터리 60Ah',
    norm: '12V 60Ah',
    salePrice: 77_777,
  });
  await stockIn(t, admin, part, 100);
  await t.ok('POST', '/api/barcode/v1.0/save', admin, { partCode: part, value: RETURN_BARCODE });
  customerCode = await customer('세금정비', '220-81-62517');
});

describe('tax invoices', () => {
  it('says the ASP and NTS are configured', async () => {
    const config = await t.ok<TaxInvoiceConfig>('GET', `${base}/config`, clerk);
    expect(config).toMatchObject({ aspConfigured: true, ntsConfigured: true });
  });

  it("writes a monthly invoice whose lines' supply + VAT add up to the totals and the billing's sales", async () => {
    await sell(customerCode, 3, 77_777);
    await sell(customerCode, 1, 12_345);
    const invoice = await draftMonth();
    expect(invoice).toMatchObject({ basis: 'month', state: 'draft', buyerBizNo: '220-81-62517' });
    expect(invoice.code).toMatch(/^I\d{8}-\d{4}$/);
    expect(invoice.lines).toHaveLength(2);
    for (const l of invoice.lines) expect(l.tax).toBe(Math.trunc((l.supply + l.tax) / 11));
    expect(invoice.lines.reduce((s, l) => s + l.supply, 0)).toBe(invoice.supplyTotal);
    expect(invoice.lines.reduce((s, l) => s + l.tax, 0)).toBe(invoice.taxTotal);
    expect(invoice.supplyTotal + invoice.taxTotal).toBe(invoice.total);
    expect(invoice.total).toBe(3 * 77_777 + 12_345);
    const bill = await t.ok<BillingStatement>('POST', '/api/order/v1.0/billing/statement', clerk, {
      customerCode,
      fromDate: `${month}01`,
      toDate: toYmd(new Date()),
    });
    expect(bill.totals.salesSupply).toBe(invoice.supplyTotal);
    expect(bill.totals.salesTax).toBe(invoice.taxTotal);
    expect(invoice.dueDate?.slice(6)).toBe('10');
    // Every order of the month is on it: a second monthly draft finds nothing to invoice.
    expect(await t.refused(422, 'POST', `${base}/draft/month`, clerk, { customerCode, month })).toContain(
      '매출이 없습니다',
    );
  });

  it('issues once: a second issue is refused and the ASP hears of the invoice once', async () => {
    const [draft] = (
      await t.ok<{ rows: TaxInvoiceView[] }>('POST', `${base}/list`, clerk, {
        filters: [{ field: 'customerCode', op: 'eq', value: customerCode }],
      })
    ).rows;
    const issued = await issue(draft!.code);
    expect(issued.state).toBe('issued');
    expect(issued.ntsConfirmNo).toMatch(/-41000000-/);
    expect(issued.log.map((l) => l.event)).toEqual(['draft', 'queued', 'issued']);
    const again = await t.refused(422, 'POST', `${base}/issue/${draft!.code}`, clerk);
    expect(again).toContain('이미 발행');
    await t.refused(422, 'POST', `${base}/retry/${draft!.code}`, clerk);
    await t.db.execute(
      sql`update outbox_messages set state = 'pending', next_attempt_at = now() - interval '1 hour'`,
    );
    await t.db.execute(sql`update outbox_messages set state = 'sent'`);
    expect(await runOutboxOnce(t.db, handlers())).toBe(0);
    expect(fake.requests.get(draft!.code)).toBe(1);
    const sent = fake.issued.get(draft!.code)!;
    expect(sent).toMatchObject({
      invoiceeCorpNum: '2208162517',
      invoicerCorpNum: '1048171238',
      modifyCode: null,
    });
    expect(sent.detailList.map((d) => Number(d.supplyCost) + Number(d.tax))).toEqual([3 * 77_777, 12_345]);
  });

  it('keeps an invoice 전송 대기 while the ASP is down, lists it as a failure, and sends it on retry', async () => {
    const other = await customer('대기정비', '123-45-67891');
    await sell(other, 1, 50_000);
    const draft = await draftMonth(other);
    fake.down = true;
    const waiting = await issue(draft.code);
    expect(waiting.state).toBe('queued');
    expect(waiting.lastError).toContain('HTTP 503');
    expect(waiting.log.at(-1)?.event).toBe('send-failed');
    const failures = await t.ok<OutboxFailure[]>('GET', `${base}/failures`, clerk);
    expect(failures.map((f) => f.docCode)).toContain(draft.code);
    // The runner does not send before the backoff has passed, and not while the ASP is down.
    expect(await runOutboxOnce(t.db, handlers())).toBe(0);
    await t.db.execute(
      sql`update outbox_messages set next_attempt_at = now() where doc_code = ${draft.code}`,
    );
    expect(await runOutboxOnce(t.db, handlers())).toBe(0);
    fake.down = false;
    const sent = await t.ok<TaxInvoiceView>('POST', `${base}/retry/${draft.code}`, clerk);
    expect(sent.state).toBe('issued');
    expect(sent.attempts).toBe(3);
    expect(fake.requests.get(draft.code)).toBe(1);
    const after = await t.ok<OutboxFailure[]>('GET', `${base}/failures`, clerk);
    expect(after.map((f) => f.docCode)).not.toContain(draft.code);
  });

  it('sends a waiting invoice from the runner once the ASP is back', async () => {
    const other = await customer('러너정비', '234-56-78904');
    await sell(other, 2, 30_000);
    const draft = await draftMonth(other);
    fake.down = true;
    expect((await issue(draft.code)).state).toBe('queued');
    fake.down = false;
    await t.db.execute(
      sql`update outbox_messages set next_attempt_at = now() where doc_code = ${draft.code}`,
    );
    expect(await runOutboxOnce(t.db, handlers())).toBe(1);
    expect((await t.ok<TaxInvoiceView>('GET', `${base}/detail/${draft.code}`, clerk)).state).toBe('issued');
  });

  it('writes an amended invoice for a cancel with its reason code, negative amounts and the original', async () => {
    const order = await sell(customerCode, 4, 20_000);
    const monthly = await t.ok<TaxInvoiceView>('POST', `${base}/draft/order/${order.code}`, clerk);
    expect(monthly.basis).toBe('order');
    expect(monthly.lines[0]).toMatchObject({ itemName: '배터리 60Ah', spec: '12V 60Ah', qty: 4 });
    const original = await issue(monthly.code);
    const cancel = await checkedCancel(t, clerk, checker, order.code, '반품 요청', [{ lineNo: 1, qty: 1 }]);
    const candidates = await t.ok<AmendmentCandidate[]>('POST', `${base}/amendment-candidates`, clerk, {
      customerCode,
    });
    const candidate = candidates.find((c) => c.orderCode === order.code)!;
    expect(candidate).toMatchObject({
      originalCode: original.code,
      amendmentCode: '2',
      supply: -18_182,
      tax: -1_818,
    });
    const amended = await t.ok<TaxInvoiceView>('POST', `${base}/draft/amended`, clerk, {
      originalCode: original.code,
      reversingCode: candidate.reversingCode,
    });
    expect(amended).toMatchObject({
      basis: 'amended',
      amendmentCode: '2',
      originalCode: original.code,
      supplyTotal: -18_182,
      taxTotal: -1_818,
      total: -20_000,
    });
    expect(amended.lines[0]).toMatchObject({ qty: -1, supply: -18_182, tax: -1_818 });
    const issued = await issue(amended.code);
    expect(fake.issued.get(issued.code)).toMatchObject({
      modifyCode: 2,
      orgNTSConfirmNum: original.ntsConfirmNo,
      totalAmount: '-20000',
    });
    await t.refused(409, 'POST', `${base}/draft/amended`, clerk, {
      originalCode: original.code,
      reversingCode: candidate.reversingCode,
    });
    // The rest of the order called off: the whole contract is cancelled (계약의 해제).
    await checkedCancel(t, clerk, checker, order.code, '주문 취소', [{ lineNo: 1, qty: 3 }]);
    const rest = await t.ok<AmendmentCandidate[]>('POST', `${base}/amendment-candidates`, clerk, {
      customerCode,
    });
    expect(rest.find((c) => c.orderCode === order.code)?.amendmentCode).toBe('4');
    expect(cancel.id).toBeGreaterThan(0);
  });

  it('writes an amended invoice for a return: 환입 (3), negative amounts, offered once examined', async () => {
    const order = await sell(customerCode, 3, 22_000);
    const original = await issue(
      (await t.ok<TaxInvoiceView>('POST', `${base}/draft/order/${order.code}`, clerk)).code,
    );
    const ret = await t.ok<{ id: number; code: string }>('POST', '/api/order/v1.0/return/request', clerk, {
      orderCode: order.code,
      kind: 'plain',
      reason: '불량 아님, 단순 반품',
      lines: [{ lineNo: 1, qty: 1 }],
    });
    await t.ok('POST', `/api/order/v1.0/return/check/${ret.id}`, checker);
    const offered = () =>
      t.ok<AmendmentCandidate[]>('POST', `${base}/amendment-candidates`, clerk, { customerCode });
    // Until the goods are examined nothing is credited, so there is nothing to amend.
    expect((await offered()).find((c) => c.reversingCode === ret.code)).toBeUndefined();
    await t.refused(422, 'POST', `${base}/draft/amended`, clerk, {
      originalCode: original.code,
      reversingCode: ret.code,
    });
    await t.ok('POST', `/api/examination/v1.0/order/return/scan/${ret.code}`, checker, {
      barcode: RETURN_BARCODE,
    });
    await t.ok('POST', `/api/examination/v1.0/order/return/complete/${ret.code}`, checker);
    expect((await offered()).find((c) => c.reversingCode === ret.code)).toMatchObject({
      reversingKind: 'return',
      originalCode: original.code,
      amendmentCode: '3',
      supply: -20_000,
      tax: -2_000,
    });
    const amended = await t.ok<TaxInvoiceView>('POST', `${base}/draft/amended`, clerk, {
      originalCode: original.code,
      reversingCode: ret.code,
    });
    expect(amended).toMatchObject({
      basis: 'amended',
      amendmentCode: '3',
      supplyTotal: -20_000,
      taxTotal: -2_000,
    });
    expect(amended.lines[0]).toMatchObject({ qty: -1, supply: -20_000, tax: -2_000 });
    const issued = await issue(amended.code);
    expect(fake.issued.get(issued.code)).toMatchObject({
      modifyCode: 3,
      orgNTSConfirmNum: original.ntsConfirmNo,
      totalAmount: '-22000',
    });
    expect((await offered()).find((c) => c.reversingCode === ret.code)).toBeUndefined();
  });

  it('refuses a buyer whose business number fails its check digit or is closed at the NTS', async () => {
    const bad = await customer('검증정비', '345-67-89013');
    await sell(bad, 1, 10_000);
    const draft = await draftMonth(bad);
    await t.db.execute(
      sql`update tax_invoices set buyer = jsonb_set(buyer, '{bizNo}', '"345-67-89010"') where code = ${draft.code}`,
    );
    expect(await t.refused(422, 'POST', `${base}/issue/${draft.code}`, clerk)).toContain(
      '공급받는자 등록번호',
    );
    await t.db.execute(
      sql`update tax_invoices set buyer = jsonb_set(buyer, '{bizNo}', '"345-67-89013"') where code = ${draft.code}`,
    );
    fake.closed.add('3456789013');
    expect(await t.refused(422, 'POST', `${base}/issue/${draft.code}`, clerk)).toContain('폐업');
    fake.closed.clear();
    expect(fake.requests.get(draft.code)).toBeUndefined();
    const noBizNo = await newCustomer(t, clerk, { name: '무번호정비', vatIncluded: true });
    await sell(noBizNo, 1, 10_000);
    expect(
      await t.refused(422, 'POST', `${base}/draft/month`, clerk, { customerCode: noBizNo, month }),
    ).toContain('사업자등록번호');
  });

  it('keeps drafts only when no ASP is configured, and says so', async () => {
    for (const k of ['TAX_ASP_BASE_URL', 'TAX_ASP_LINK_ID', 'TAX_ASP_SECRET_KEY']) delete process.env[k];
    const bare = await createTestApp();
    Object.assign(process.env, ENV);
    try {
      const desk = await bare.addAccount({ loginId: 'ti-bare', kind: 'staff', role: 'public' });
      const cookie = await bare.login('ti-bare', 'staff');
      expect(desk.id).toBeGreaterThan(0);
      expect(await bare.ok<TaxInvoiceConfig>('GET', `${base}/config`, cookie)).toMatchObject({
        aspConfigured: false,
      });
      expect(await bare.refused(422, 'POST', `${base}/issue/I20260101-0001`, cookie)).toContain(
        '임시 저장만',
      );
    } finally {
      await bare.close();
    }
  });
});
