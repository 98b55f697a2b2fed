import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkedCancel,
  draftOrder,
  fixedOrder,
  newCustomer,
  newPart,
  orderDeskApp,
  saveCompany,
  stockIn,
} from '../../test/fixtures.js';
import type { OrderView } from './sales-order.service.js';
import type { Statement } from './statement.service.js';

const { t, admin, clerk, checker } = await orderDeskApp('st');
let customerCode = '';
let part = '';

beforeAll(async () => {
  await saveCompany(t, admin);
  customerCode = await newCustomer(t, clerk, {
    name: '명세정비',
    bizNo: '220-81-62517',
    representative: '박명세',
    address: '경기 성남시 중원구 둔촌대로 83',
    phone: '031-752-3300',
    vatIncluded: true,
  });
  part = await newPart(t, admin, {
    partNo: 'DF90L',
    name: '배터리 90Ah',
    norm: '12V 90Ah',
    salePrice: 110_000,
  });
  await stockIn(t, admin, part, 20);
});

const fixed = (qty: number): Promise<OrderView> =>
  fixedOrder(t, clerk, customerCode, [{ partCode: part, qty, unitPrice: 110_000 }]);

/** Cancels one unit of an order's first line, has the checker check it, and prints its statement. */
const checkedCancelStatement = async (orderCode: string, reason: string): Promise<Statement> => {
  const request = await checkedCancel(t, clerk, checker, orderCode, reason, [{ lineNo: 1, qty: 1 }]);
  return t.ok<Statement>('GET', `/api/order/v1.0/cancel/statement/${request.id}`, clerk);
};

describe('statements of account', () => {
  it('prints supplier, recipient, lines with supply and VAT, and balances exact to the won', async () => {
    const first = await fixed(1);
    await t.ok('POST', '/api/customer/v1.0/payment/save', clerk, {
      customerCode,
      kind: 'payment-cash',
      amount: 30_000,
    });
    const second = await fixed(3);
    const statement = (await t.ok('GET', `/api/order/v1.0/statement/${second.code}`, clerk)) as Statement;
    expect(statement.supplier).toMatchObject({ name: '한국부품상사', bizNo: '104-81-71238' });
    expect(statement.recipient).toMatchObject({
      code: customerCode,
      name: '명세정비',
      bizNo: '220-81-62517',
      representative: '박명세',
    });
    expect(statement.lines).toEqual([
      {
        no: 1,
        partNo: 'DF90L',
        name: '배터리 90Ah',
        norm: '12V 90Ah',
        qty: 3,
        unitPrice: 110_000,
        supply: 300_000,
        tax: 30_000,
        total: 330_000,
      },
    ]);
    expect({ supply: statement.supply, tax: statement.tax, total: statement.total }).toEqual({
      supply: 300_000,
      tax: 30_000,
      total: 330_000,
    });
    // Before the second sale: the first sale (110 000); the same day's payment shown on its own line.
    expect(statement.previousBalance).toBe(first.total);
    expect(statement.payment).toBe(30_000);
    expect(statement.newBalance).toBe(first.total - 30_000 + 330_000);
    const ledger = (await t.ok('POST', '/api/customer/v1.0/ledger', clerk, {
      customerCode,
      fromDate: '20200101',
      toDate: '20991231',
    })) as {
      closingBalance: number;
    };
    expect(ledger.closingBalance).toBe(statement.newBalance);
  });

  it('prints the balances the customer ledger runs: a payment dated back counts before the sale', async () => {
    const sale = await fixed(1);
    await t.ok('POST', '/api/customer/v1.0/payment/save', clerk, {
      customerCode,
      kind: 'payment-transfer',
      amount: 10_000,
      date: '20200101',
    });
    const ledgerLines = async () =>
      (
        (await t.ok('POST', '/api/customer/v1.0/ledger', clerk, {
          customerCode,
          fromDate: '20200101',
          toDate: '20991231',
        })) as { lines: { docCode: string; balance: number }[]; closingBalance: number }
      ).lines;
    const saleLine = (await ledgerLines()).find((l) => l.docCode === sale.code)!;
    const statement = (await t.ok('GET', `/api/order/v1.0/statement/${sale.code}`, clerk)) as Statement;
    expect(statement.newBalance).toBe(saleLine.balance);
    expect(statement.newBalance! - statement.previousBalance! + statement.payment!).toBe(sale.total);

    const entries = (await ledgerLines()).length;
    const future = await t.refused(422, 'POST', '/api/customer/v1.0/payment/save', clerk, {
      customerCode,
      kind: 'payment-cash',
      amount: 5_000,
      date: '29991231',
    });
    expect(future).toContain('입금일');
    expect((await ledgerLines()).length).toBe(entries);
  });

  it('prints a draft only as an estimate, without balances', async () => {
    const draft = await draftOrder(t, clerk, customerCode, [{ partCode: part, qty: 2, unitPrice: 110_000 }]);
    const refused = await t.refused(422, 'GET', `/api/order/v1.0/statement/${draft.code}`, clerk);
    expect(refused).toContain('견적서');
    const estimate = (await t.ok('GET', `/api/order/v1.0/estimate/${draft.code}`, clerk)) as Statement;
    expect(estimate).toMatchObject({
      kind: 'estimate',
      total: 220_000,
      previousBalance: null,
      newBalance: null,
    });
  });

  it('prints a checked cancel as negative lines that bring the balance back', async () => {
    const order = await fixed(2);
    const statement = await checkedCancelStatement(order.code, '불량');
    expect(statement.lines[0]).toMatchObject({ qty: -1, supply: -100_000, tax: -10_000, total: -110_000 });
    expect(statement.newBalance! - statement.previousBalance! + statement.payment!).toBe(-110_000);
  });

  it('prints each cancel of a line taken back in parts as posted, adding up to the line in supply and VAT', async () => {
    const order = await fixedOrder(t, clerk, customerCode, [
      { partCode: part, qty: 3, unitPrice: 7_335, priceReason: '특가' },
    ]);
    const sum = { supply: 0, tax: 0, total: 0 };
    for (let i = 0; i < 3; i += 1) {
      const statement = await checkedCancelStatement(order.code, '부분 취소');
      // The statement's own balances move by exactly its total: it prints what the ledger posted.
      expect(statement.newBalance! - statement.previousBalance! + statement.payment!).toBe(statement.total);
      sum.supply += statement.supply;
      sum.tax += statement.tax;
      sum.total += statement.total;
    }
    expect(sum).toEqual({ supply: -order.supply, tax: -order.tax, total: -order.total });
  });

  it('shows a customer user its own statements only', async () => {
    const order = await fixed(1);
    await t.addAccount({ loginId: 'st-other', kind: 'customer', role: 'cust', customerCode: 'C999999' });
    const other = await t.login('st-other', 'customer');
    expect((await t.call('GET', `/api/order/v1.0/statement/${order.code}`, { cookie: other })).status).toBe(
      404,
    );
    await t.addAccount({ loginId: 'st-own', kind: 'customer', role: 'cust', customerCode });
    const own = await t.login('st-own', 'customer');
    expect((await t.call('GET', `/api/order/v1.0/statement/${order.code}`, { cookie: own })).status).toBe(
      200,
    );
  });

  it('says plainly when the company profile is missing', async () => {
    await t.db.execute(sql`delete from company_profile`);
    const order = await fixed(1);
    const res = await t.refused(404, 'GET', `/api/order/v1.0/statement/${order.code}`, clerk);
    expect(res).toContain('회사 정보');
  });
});
