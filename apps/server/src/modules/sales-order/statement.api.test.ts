import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CancelRequestView } from './order-cancel.service.js';
import type { OrderView } from './sales-order.service.js';
import type { Statement } from './statement.service.js';

let t: TestApp;
let admin: string;
let clerk: string;
let checker: string;
let customerCode = '';
let part = '';

beforeAll(async () => {
  t = await createTestApp();
  await t.addAccount({ loginId: 'st-admin', kind: 'staff', role: 'admin' });
  await t.addAccount({ loginId: 'st-clerk', kind: 'staff', role: 'public' });
  await t.addAccount({ loginId: 'st-checker', kind: 'staff', role: 'public' });
  admin = await t.login('st-admin', 'staff');
  clerk = await t.login('st-clerk', 'staff');
  checker = await t.login('st-checker', 'staff');
  await t.ok('PUT', '/api/comm/v1.0/company', admin, {
    name: '한국부품상사',
    bizNo: '104-81-71238',
    representative: '이대표',
    address: '서울 영등포구 경인로 702',
    phone: '02-2677-1234',
  });
  await t.ok('POST', '/api/stock/v1.0/warehouse/save', admin, { code: 'MAIN', name: '본사 창고' });
  const customer = (await t.ok('POST', '/api/customer/v1.0/insert', clerk, {
    name: '명세정비',
    bizNo: '220-81-62517',
    representative: '박명세',
    address: '경기 성남시 중원구 둔촌대로 83',
    phone: '031-752-3300',
    vatIncluded: true,
  })) as { customer: { code: string } };
  customerCode = customer.customer.code;
  await t.confirmCustomer(customerCode);
  const created = (await t.ok('POST', '/api/product/v1.0/insert', admin, {
    partNo: 'DF90L',
    name: '배터리 90Ah',
    norm: '12V 90Ah',
    salePrice: 110_000,
  })) as {
    part?: { code: string };
    code?: string;
  };
  part = created.part?.code ?? created.code!;
  await t.ok('POST', '/api/stock/v1.0/adjust', admin, {
    partCode: part,
    warehouseCode: 'MAIN',
    qty: 20,
    reason: 'opening',
  });
});
afterAll(async () => t.close());

const fixed = async (qty: number): Promise<OrderView> => {
  const draft = (await t.ok('POST', '/api/order/v1.0/insert', clerk, {
    customerCode,
    lines: [{ partCode: part, qty, unitPrice: 110_000 }],
  })) as OrderView;
  return (await t.ok('POST', `/api/order/v1.0/fix/${draft.code}`, clerk)) as OrderView;
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
    const future = await t.call('POST', '/api/customer/v1.0/payment/save', {
      cookie: clerk,
      body: { customerCode, kind: 'payment-cash', amount: 5_000, date: '29991231' },
    });
    expect(future.status).toBe(422);
    expect(future.body.message).toContain('입금일');
    expect((await ledgerLines()).length).toBe(entries);
  });

  it('prints a draft only as an estimate, without balances', async () => {
    const draft = (await t.ok('POST', '/api/order/v1.0/insert', clerk, {
      customerCode,
      lines: [{ partCode: part, qty: 2, unitPrice: 110_000 }],
    })) as OrderView;
    const refused = await t.call('GET', `/api/order/v1.0/statement/${draft.code}`, { cookie: clerk });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('견적서');
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
    const request = (await t.ok('POST', `/api/order/v1.0/cancel/request/${order.code}`, clerk, {
      reason: '불량',
      lines: [{ lineNo: 1, qty: 1 }],
    })) as CancelRequestView;
    await t.ok('POST', `/api/order/v1.0/cancel/check/${request.id}`, checker);
    const statement = (await t.ok(
      'GET',
      `/api/order/v1.0/cancel/statement/${request.id}`,
      clerk,
    )) as Statement;
    expect(statement.lines[0]).toMatchObject({ qty: -1, supply: -100_000, tax: -10_000, total: -110_000 });
    expect(statement.newBalance! - statement.previousBalance! + statement.payment!).toBe(-110_000);
  });

  it('prints each cancel of a line taken back in parts as posted, adding up to the line in supply and VAT', async () => {
    const draft = (await t.ok('POST', '/api/order/v1.0/insert', clerk, {
      customerCode,
      lines: [{ partCode: part, qty: 3, unitPrice: 7_335, priceReason: '특가' }],
    })) as OrderView;
    const order = (await t.ok('POST', `/api/order/v1.0/fix/${draft.code}`, clerk)) as OrderView;
    const sum = { supply: 0, tax: 0, total: 0 };
    for (let i = 0; i < 3; i += 1) {
      const request = (await t.ok('POST', `/api/order/v1.0/cancel/request/${order.code}`, clerk, {
        reason: '부분 취소',
        lines: [{ lineNo: 1, qty: 1 }],
      })) as CancelRequestView;
      await t.ok('POST', `/api/order/v1.0/cancel/check/${request.id}`, checker);
      const statement = (await t.ok(
        'GET',
        `/api/order/v1.0/cancel/statement/${request.id}`,
        clerk,
      )) as Statement;
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
    const res = await t.call('GET', `/api/order/v1.0/statement/${order.code}`, { cookie: clerk });
    expect(res.status).toBe(404);
    expect(res.body.message).toContain('회사 정보');
  });
});
