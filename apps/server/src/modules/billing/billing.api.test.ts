import type { BillingIssue, BillingMonthResult, BillingStatement, CustomerLedgerView } from '@erp/domain';
import { toYmd } from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkedCancel,
  countRows,
  fixedOrder,
  loginStaff,
  newCustomer,
  newPart,
  orderDeskApp,
  saveCompany,
  stockIn,
} from '../../test/fixtures.js';

const { t, admin, clerk, checker } = await orderDeskApp('bl');
const today = toYmd(new Date());
const monthStart = `${today.slice(0, 6)}01`;
// A day of the previous month, for a payment that makes the opening balance.
const lastMonth = toYmd(new Date(Date.now() - 40 * 86_400_000));
let customerCode = '';
let otherCode = '';
let part = '';

const period = (code = customerCode, fromDate = monthStart, toDate = today) => ({
  customerCode: code,
  fromDate,
  toDate,
});
const statement = (body = period()) =>
  t.ok<BillingStatement>('POST', '/api/order/v1.0/billing/statement', clerk, body);

beforeAll(async () => {
  await saveCompany(t, admin);
  customerCode = await newCustomer(t, clerk, { name: '청구정비', bizNo: '220-81-62517', vatIncluded: true });
  otherCode = await newCustomer(t, clerk, { name: '다른정비', vatIncluded: true });
  part = await newPart(t, admin, { partNo: 'BL80', name: '배터리 80Ah', salePrice: 99_000 });
  await stockIn(t, admin, part, 30);
  await t.ok('POST', '/api/customer/v1.0/payment/save', clerk, {
    customerCode,
    kind: 'payment-transfer',
    amount: 5_000,
    date: lastMonth,
  });
  const first = await fixedOrder(t, clerk, customerCode, [{ partCode: part, qty: 3, unitPrice: 99_000 }]);
  await fixedOrder(t, clerk, customerCode, [
    { partCode: part, qty: 1, unitPrice: 123_457, priceReason: '특가' },
  ]);
  await checkedCancel(t, clerk, checker, first.code, '수량 착오', [{ lineNo: 1, qty: 1 }]);
  await t.ok('POST', '/api/customer/v1.0/payment/save', clerk, {
    customerCode,
    kind: 'payment-cash',
    amount: 100_000,
  });
  await fixedOrder(t, clerk, otherCode, [{ partCode: part, qty: 1, unitPrice: 50_000, priceReason: '특가' }]);
});

describe('monthly billing statement', () => {
  it('equals the receivable ledger of the month to the won', async () => {
    const ledger = await t.ok<CustomerLedgerView>('POST', '/api/customer/v1.0/ledger', clerk, period());
    const bill = await statement();
    const sum = (kind: string) =>
      ledger.lines.filter((l) => l.kind.startsWith(kind)).reduce((s, l) => s + l.debit - l.credit, 0);
    expect(bill.totals.openingBalance).toBe(ledger.openingBalance);
    expect(bill.totals.openingBalance).toBe(-5_000);
    expect(bill.totals.sales).toBe(sum('sale'));
    expect(bill.totals.sales).toBe(3 * 99_000 + 123_457);
    expect(bill.totals.salesSupply + bill.totals.salesTax).toBe(bill.totals.sales);
    expect(bill.totals.cancels).toBe(-99_000);
    expect(bill.totals.payments).toBe(sum('payment'));
    expect(bill.totals.closingBalance).toBe(ledger.closingBalance);
    expect(
      bill.totals.openingBalance +
        bill.totals.sales +
        bill.totals.cancels +
        bill.totals.returns +
        bill.totals.payments +
        bill.totals.adjustments,
    ).toBe(bill.totals.closingBalance);
    expect(bill.lines.map((l) => l.docCode)).toEqual(ledger.lines.map((l) => l.docCode));
    expect(bill.issued).toBeNull();
  });

  it('issues a period once and refuses a second or overlapping issue', async () => {
    const issued = await t.ok<BillingIssue>('POST', '/api/order/v1.0/billing/issue', clerk, period());
    expect(issued.code).toMatch(/^E\d{8}-\d{4}$/);
    expect(issued).toMatchObject({
      state: 'issued',
      closingBalance: (await statement()).totals.closingBalance,
    });
    const again = await t.refused(409, 'POST', '/api/order/v1.0/billing/issue', clerk, period());
    expect(again).toContain(issued.code);
    await t.refused(409, 'POST', '/api/order/v1.0/billing/issue', clerk, period(customerCode, today, today));
    expect((await statement()).issued?.code).toBe(issued.code);
  });

  it('issues again only after a reversing document voids the first', async () => {
    const { issued } = await statement();
    const reversal = await t.ok<BillingIssue>('POST', `/api/order/v1.0/billing/void/${issued!.code}`, clerk, {
      reason: '금액 정정',
    });
    expect(reversal).toMatchObject({ kind: 'reversal', reversesCode: issued!.code, reason: '금액 정정' });
    expect(reversal.closingBalance).toBe(-issued!.closingBalance);
    expect(reversal.sales).toBe(-issued!.sales);
    await t.refused(422, 'POST', `/api/order/v1.0/billing/void/${issued!.code}`, clerk, { reason: '다시' });
    const second = await t.ok<BillingIssue>('POST', '/api/order/v1.0/billing/issue', clerk, period());
    const view = await statement();
    expect(view.issued?.code).toBe(second.code);
    expect(view.history.map((h) => h.state)).toEqual(['issued', 'reversal', 'voided']);
  });

  it('runs the month for every customer, skipping one already issued', async () => {
    const result = await t.ok<BillingMonthResult>('POST', '/api/order/v1.0/billing/month', admin, {
      month: today.slice(0, 6),
    });
    expect(result.issued).toBeGreaterThanOrEqual(1);
    expect(result.skipped).toBe(1);
    const other = await statement(
      period(
        otherCode,
        monthStart,
        `${today.slice(0, 6)}${String(new Date(Number(today.slice(0, 4)), Number(today.slice(4, 6)), 0).getDate())}`,
      ),
    );
    expect(other.issued?.closingBalance).toBe(other.totals.closingBalance);
    const again = await t.ok<BillingMonthResult>('POST', '/api/order/v1.0/billing/month', admin, {
      month: today.slice(0, 6),
    });
    expect(again.issued).toBe(0);
  });

  it('refuses bad input naming the field, and a clerk the monthly run', async () => {
    const rows = await countRows(t, 'billing_statements');
    const message = await t.refused(422, 'POST', '/api/order/v1.0/billing/issue', clerk, {
      ...period(),
      fromDate: '20261340',
    });
    expect(message).toContain('시작일');
    await t.refused(
      422,
      'POST',
      '/api/order/v1.0/billing/issue',
      clerk,
      period(customerCode, today, monthStart === today ? '20000101' : monthStart),
    );
    await t.refused(403, 'POST', '/api/order/v1.0/billing/month', clerk, { month: today.slice(0, 6) });
    await t.refused(404, 'POST', '/api/order/v1.0/billing/issue', clerk, period('C999999'));
    const other = await loginStaff(t, 'bl-other');
    await t.refused(422, 'POST', '/api/order/v1.0/billing/void/E20000101-0001', other, { reason: '' });
    expect(await countRows(t, 'billing_statements')).toBe(rows);
  });
});
