import {
  type AgeingRow,
  type AppSettlementRow,
  type CollectionDetail,
  type CustomerMoney,
  type DepositEntry,
  type ProfitLossRow,
  toYmd,
} from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkedCancel,
  fixedOrder,
  newCustomer,
  newPart,
  orderDeskApp,
  stockIn,
} from '../../test/fixtures.js';
import { verifyLedgers } from '../verify-ledgers.js';

// 선수금 through its endpoints: received, applied to a fixed order (the receivable falls with it),
// refunded; never below zero; a modification is a reversing entry and a new one, never twice.

const { t, admin, clerk, checker } = await orderDeskApp('cm');
let part: string;

const money = (code: string) => t.ok<CustomerMoney>('GET', `/api/deposit/v1.0/balance/${code}`, clerk);
const deposit = (body: Record<string, unknown>) =>
  t.ok<DepositEntry>('POST', '/api/deposit/v1.0/insert', clerk, body);

beforeAll(async () => {
  part = await newPart(t, admin, { partNo: 'CM-1', name: '브레이크 패드', salePrice: 50_000 });
  await stockIn(t, admin, part, 20);
});

describe('deposits', () => {
  it('applies a deposit to a fixed order and refunds the rest; the receivable follows', async () => {
    const customer = await newCustomer(t, clerk, '선수금 정비');
    const received = await deposit({
      kind: 'received',
      customerCode: customer,
      amount: 100_000,
      method: 'transfer',
    });
    expect(received.code).toMatch(/^Y\d{8}-\d{4}$/);
    const order = await fixedOrder(t, clerk, customer, [{ partCode: part, qty: 1, unitPrice: 50_000 }]);
    expect((await money(customer)).receivable).toBe(55_000);
    expect(
      await t.refused(422, 'POST', '/api/deposit/v1.0/insert', clerk, {
        kind: 'applied',
        customerCode: customer,
        orderCode: order.code,
        amount: 55_001,
      }),
    ).toContain('55,000원');
    await deposit({ kind: 'applied', customerCode: customer, orderCode: order.code, amount: 55_000 });
    expect(await money(customer)).toMatchObject({ receivable: 0, deposit: 45_000 });
    expect(
      await t.refused(422, 'POST', '/api/deposit/v1.0/insert', clerk, {
        kind: 'refunded',
        customerCode: customer,
        amount: 45_001,
        memo: '환불',
      }),
    ).toContain('선수금 잔액이 부족합니다');
    await deposit({ kind: 'refunded', customerCode: customer, amount: 45_000, memo: '거래 종료' });
    expect(await money(customer)).toMatchObject({ receivable: 0, deposit: 0 });
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('modifies an application by a reversing entry and a new one, and refuses a second correction', async () => {
    const customer = await newCustomer(t, clerk, '정정 정비');
    await deposit({ kind: 'received', customerCode: customer, amount: 200_000, method: 'cash' });
    const order = await fixedOrder(t, clerk, customer, [{ partCode: part, qty: 2, unitPrice: 50_000 }]);
    const applied = await deposit({
      kind: 'applied',
      customerCode: customer,
      orderCode: order.code,
      amount: 100_000,
    });
    const [reversal, again] = await t.ok<DepositEntry[]>(
      'POST',
      `/api/deposit/v1.0/modify/${applied.code}`,
      clerk,
      {
        amount: 60_000,
        reason: '금액 오입력',
      },
    );
    expect(reversal).toMatchObject({ kind: 'reversal', amount: 100_000, reversesCode: applied.code });
    expect(again).toMatchObject({ kind: 'applied', amount: -60_000, orderCode: order.code });
    expect(await money(customer)).toMatchObject({ receivable: 50_000, deposit: 140_000 });
    expect(
      await t.refused(422, 'POST', `/api/deposit/v1.0/modify/${applied.code}`, clerk, {
        amount: 10,
        reason: '다시',
      }),
    ).toContain('이미 정정된 기록');
    expect(
      await t.refused(422, 'POST', '/api/deposit/v1.0/insert', clerk, {
        kind: 'received',
        customerCode: customer,
        amount: 0,
        method: 'cash',
      }),
    ).toContain('금액');
    const list = await t.ok<{ rows: DepositEntry[]; total: number }>(
      'POST',
      '/api/deposit/v1.0/list',
      clerk,
      { customerCode: customer },
    );
    expect(list.total).toBe(4);
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('reports profit and loss per customer: sales less cancelled units less cost, losses alone by type', async () => {
    const cheap = await newPart(t, admin, {
      partNo: 'CM-LOSS',
      name: '손실 품목',
      salePrice: 8_000,
      purchasePrice: 10_000,
    });
    await stockIn(t, admin, cheap, 10);
    const customer = await newCustomer(t, clerk, '손익 정비');
    const order = await fixedOrder(t, clerk, customer, [
      { partCode: cheap, qty: 3, unitPrice: 8_000 },
      { partCode: part, qty: 1, unitPrice: 50_000 },
    ]);
    await checkedCancel(t, clerk, checker, order.code, '일부 취소', [{ lineNo: 1, qty: 1 }]);
    const day = toYmd(new Date());
    const page = await t.ok<{ rows: ProfitLossRow[] }>(
      'POST',
      '/api/cust/v1.0/get/profit/loss/amount/list',
      clerk,
      {
        fromDate: day,
        toDate: day,
        customerCode: customer,
      },
    );
    // Sales 16,000 + 50,000; cost 20,000 + 0 (the pad has no purchase price: an unknown-cost line).
    expect(page.rows[0]).toMatchObject({ sales: 66_000, cost: 20_000, profit: 46_000, unknownCostLines: 1 });
    const losses = await t.ok<{ rows: ProfitLossRow[] }>(
      'POST',
      '/api/cust/v1.0/get/profit/loss/amount/list',
      clerk,
      {
        fromDate: day,
        toDate: day,
        type: 'loss',
      },
    );
    expect(losses.rows.every((r) => r.profit < 0)).toBe(true);
  });

  it('ages a receivable, records a promise to pay and its result once, and logs calls', async () => {
    const customer = await newCustomer(t, clerk, '수금 정비');
    await fixedOrder(t, clerk, customer, [{ partCode: part, qty: 1, unitPrice: 50_000 }]);
    const page = await t.ok<{ rows: AgeingRow[] }>('POST', '/api/cust/v1.0/collect/ageing/list', clerk, {
      bucket: 'd30',
    });
    expect(page.rows.find((r) => r.customerCode === customer)).toMatchObject({
      balance: 55_000,
      d30: 55_000,
      over: 0,
    });
    expect(
      await t.refused(422, 'POST', '/api/cust/v1.0/collect/promise/insert', clerk, {
        customerCode: customer,
        promisedDate: '20991231',
        amount: 0,
        collector: '김수금',
      }),
    ).toContain('약속 금액');
    const withPromise = await t.ok<CollectionDetail>('POST', '/api/cust/v1.0/collect/promise/insert', clerk, {
      customerCode: customer,
      promisedDate: '20991231',
      amount: 55_000,
      collector: '김수금',
    });
    const id = withPromise.promises[0]?.id ?? 0;
    expect(withPromise.ageing.openPromise).toBe(55_000);
    await t.ok('POST', `/api/cust/v1.0/collect/promise/close/${id}`, clerk, { status: 'kept' });
    expect(
      await t.refused(422, 'POST', `/api/cust/v1.0/collect/promise/close/${id}`, clerk, { status: 'broken' }),
    ).toContain('열려 있는');
    const called = await t.ok<CollectionDetail>('POST', '/api/cust/v1.0/collect/call/insert', clerk, {
      customerCode: customer,
      collector: '김수금',
      result: '월말 입금 예정',
    });
    expect(called.calls[0]).toMatchObject({ result: '월말 입금 예정' });
  });

  it('lists app customers and saves a settlement standard, refusing a closing day the cycle has not', async () => {
    const customer = await newCustomer(t, clerk, '앱 정산 정비');
    await t.addAccount({ loginId: 'cm-app', kind: 'customer', role: 'cust', customerCode: customer });
    const unset = await t.ok<{ rows: AppSettlementRow[] }>(
      'POST',
      '/api/cust/v1.0/app/settlement/standard/list',
      clerk,
      { cycle: 'unset' },
    );
    expect(unset.rows.find((r) => r.customerCode === customer)).toMatchObject({ appUsers: 1, cycle: null });
    expect(
      await t.refused(422, 'PUT', '/api/cust/v1.0/app/settlement/standard/save', clerk, {
        customerCode: customer,
        cycle: 'weekly',
        closingDay: 9,
        payDays: 7,
        method: 'transfer',
      }),
    ).toContain('요일 번호');
    const saved = await t.ok<AppSettlementRow>('PUT', '/api/cust/v1.0/app/settlement/standard/save', clerk, {
      customerCode: customer,
      cycle: 'monthly',
      closingDay: 25,
      payDays: 10,
      method: 'deposit',
    });
    expect(saved).toMatchObject({ cycle: 'monthly', closingDay: 25, method: 'deposit' });
  });
});
