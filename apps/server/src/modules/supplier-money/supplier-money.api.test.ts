import {
  type BillableLine,
  type BillSupplierRow,
  type PurchaseView,
  type Settlement,
  type SupplierBillView,
  type SupplierPayable,
  type SupplierPayingInfo,
  type SupplierPaymentResult,
  type SupplierStatement,
  toYmd,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query.js';
import { loginStaff, newPart, newSupplier, saveWarehouse } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { verifyLedgers } from '../verify-ledgers.js';

// Supplier money through real HTTP: bills matched to fixed arrivals (never more than received,
// differences acknowledged, an accepted price difference posted as an adjustment), payments
// within the payable and their reversals, the statement against the ledger, the settlement.

let t: TestApp;
let clerk: string;
let supplierCode: string;
let otherSupplier: string;
let filter: string;
let pad: string;
let arrival: PurchaseView;
const today = toYmd(new Date());
const yesterday = toYmd(new Date(Date.now() - 86_400_000));

const payable = async (code = supplierCode): Promise<number> =>
  (await t.ok<SupplierPayable>('GET', `/api/purchase/v1.0/supplier/payable/${code}`, clerk)).balance;
const countOf = async (table: 'supplier_bills' | 'supplier_payments'): Promise<number> => {
  const [row] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.raw(table)}`);
  return Number(row?.n ?? 0);
};
const fixedPurchase = async (code: string, lines: { partCode: string; qty: number; unitPrice: number }[]) => {
  const draft = await t.ok<PurchaseView>('POST', '/api/purchase/v1.0/insert', clerk, {
    supplierCode: code,
    warehouseCode: 'MAIN',
    lines,
  });
  return t.ok<PurchaseView>('POST', `/api/purchase/v1.0/fix/${draft.code}`, clerk, {
    version: draft.version,
  });
};
const billable = () => t.ok<BillableLine[]>('GET', `/api/purchase/v1.0/bill/billable/${supplierCode}`, clerk);
const lineIdOf = async (partCode: string): Promise<number> =>
  (await billable()).find((l) => l.purchaseCode === arrival.code && l.partCode === partCode)!.purchaseLineId;
const billBody = (
  supplierBillNo: string,
  lines: { purchaseLineId: number; qty: number; unitPrice: number }[],
) => ({
  supplierCode,
  billDate: today,
  kind: 'tax',
  supplierBillNo,
  lines,
});
/** A call refused with 422: its message. */
const refuseBill = (body: unknown) => t.refused(422, 'POST', '/api/purchase/v1.0/bill/insert', clerk, body);
const refusePay = (body: unknown) =>
  t.refused(422, 'POST', '/api/purchase/v1.0/withdrawal/insert', clerk, body);
const refuseAccept = (code: string, body: unknown) =>
  t.refused(422, 'POST', `/api/purchase/v1.0/bill/accept/${code}`, clerk, body);
const pay = (body: Record<string, unknown>) =>
  t.ok<SupplierPaymentResult>('POST', '/api/purchase/v1.0/withdrawal/insert', clerk, {
    supplierCode,
    method: 'transfer',
    ...body,
  });

beforeAll(async () => {
  t = await createTestApp();
  const admin = await loginStaff(t, 'sm-admin', 'admin');
  clerk = await loginStaff(t, 'sm-clerk');
  await saveWarehouse(t, admin);
  supplierCode = await newSupplier(t, clerk, { name: '한일필터 상사' });
  otherSupplier = await newSupplier(t, clerk, { name: '다른 매입처' });
  filter = await newPart(t, admin, { partNo: 'SM-OF01', name: '오일필터', salePrice: 15_000 });
  pad = await newPart(t, admin, { partNo: 'SM-BP02', name: '브레이크 패드', salePrice: 9_000 });
  // 4 × 10 000 + 10 % = 44 000; 2 × 5 000 + 10 % = 11 000: the payable is 55 000.
  arrival = await fixedPurchase(supplierCode, [
    { partCode: filter, qty: 4, unitPrice: 10_000 },
    { partCode: pad, qty: 2, unitPrice: 5_000 },
  ]);
});
afterAll(async () => t.close());

describe('supplier bills matched to arrivals', () => {
  it('lists the fixed arrival lines still open to bill, never a draft or another supplier', async () => {
    await t.ok('POST', '/api/purchase/v1.0/insert', clerk, {
      supplierCode,
      warehouseCode: 'MAIN',
      lines: [{ partCode: filter, qty: 9, unitPrice: 1 }],
    });
    await fixedPurchase(otherSupplier, [{ partCode: filter, qty: 1, unitPrice: 7_000 }]);
    const lines = await billable();
    expect(lines.map((l) => [l.purchaseCode, l.partCode, l.receivedQty, l.openQty, l.orderedQty])).toEqual([
      [arrival.code, filter, 4, 4, null],
      [arrival.code, pad, 2, 2, null],
    ]);
    expect(await payable()).toBe(55_000);
  });

  it('refuses billing more than received, a foreign or unknown line, writing nothing', async () => {
    const before = await countOf('supplier_bills');
    const filterLine = await lineIdOf(filter);
    const [foreign] = await t.ok<BillableLine[]>(
      'GET',
      `/api/purchase/v1.0/bill/billable/${otherSupplier}`,
      clerk,
    );
    const over = await refuseBill(
      billBody('TX-001', [{ purchaseLineId: filterLine, qty: 5, unitPrice: 10_000 }]),
    );
    expect(over).toContain('1번째 줄 수량: 입고 수량보다 많이 청구할 수 없습니다');
    expect(over).toContain('남은 4개');
    const notOurs = await refuseBill(
      billBody('TX-001', [{ purchaseLineId: foreign!.purchaseLineId, qty: 1, unitPrice: 7_000 }]),
    );
    expect(notOurs).toContain('이 매입처의 입고 품목이 아닙니다');
    const twice = await refuseBill(
      billBody('TX-001', [
        { purchaseLineId: filterLine, qty: 1, unitPrice: 10_000 },
        { purchaseLineId: filterLine, qty: 1, unitPrice: 10_000 },
      ]),
    );
    expect(twice).toContain('2번째 줄 입고 품목: 1번째 줄과 같은 입고 품목');
    const noNo = await refuseBill({
      ...billBody('', []),
    });
    expect(noNo).toContain('매입처 계산서 번호');
    expect(await countOf('supplier_bills')).toBe(before);
  });

  it('shows the differences and refuses to accept until each has a reason; the price difference becomes an adjustment', async () => {
    const bill = await t.ok<SupplierBillView>(
      'POST',
      '/api/purchase/v1.0/bill/insert',
      clerk,
      billBody('TX-001', [
        // The supplier charges 10 500 instead of 10 000, and only one pad of the two received.
        { purchaseLineId: await lineIdOf(filter), qty: 4, unitPrice: 10_500 },
        { purchaseLineId: await lineIdOf(pad), qty: 1, unitPrice: 5_000 },
      ]),
    );
    expect(bill.code).toMatch(/^V\d{8}$/);
    expect(bill).toMatchObject({ status: 'matched', supply: 47_000, vat: 4_700, total: 51_700 });
    expect(bill.lines.map((l) => [l.receivedQty, l.receivedPrice, l.qty, l.unitPrice])).toEqual([
      [4, 10_000, 4, 10_500],
      [2, 5_000, 1, 5_000],
    ]);
    expect(bill.differences.map((d) => [d.lineNo, d.kind, d.received, d.billed, d.amount, d.reason])).toEqual(
      [
        [1, 'price', 10_000, 10_500, 2_200, null],
        [2, 'qty', 2, 1, -5_500, null],
      ],
    );

    const none = await refuseAccept(bill.code, {
      version: bill.version,
    });
    expect(none).toContain('1번째 줄 오일필터의 단가 차이');
    const half = await refuseAccept(bill.code, {
      version: bill.version,
      acknowledgements: [{ lineNo: 1, kind: 'price', reason: '단가 인상 통보 받음' }],
    });
    expect(half).toContain('2번째 줄 브레이크 패드의 수량 차이');
    expect(await payable()).toBe(55_000);
    await t.refused(409, 'POST', `/api/purchase/v1.0/bill/accept/${bill.code}`, clerk, {
      version: bill.version + 1,
      acknowledgements: [],
    });

    const acks = [
      { lineNo: 1, kind: 'price', reason: '단가 인상 통보 받음' },
      { lineNo: 2, kind: 'qty', reason: '나머지 1개는 다음 계산서' },
    ];
    const accepted = await t.ok<SupplierBillView>(
      'POST',
      `/api/purchase/v1.0/bill/accept/${bill.code}`,
      clerk,
      {
        version: bill.version,
        acknowledgements: acks,
      },
    );
    expect(accepted).toMatchObject({ status: 'accepted', adjustment: 2_200 });
    expect(accepted.differences.map((d) => d.reason)).toEqual(acks.map((a) => a.reason));
    // Exactly the price difference goes onto the payable; the purchase fix already posted the rest.
    expect(await payable()).toBe(57_200);
    const [entry] = await queryRows<{ kind: string; amount: number }>(
      t.db,
      sql`select kind, amount::int as amount from supplier_ledger_entries where doc_code = ${bill.code}`,
    );
    expect(entry).toEqual({ kind: 'adjustment', amount: 2_200 });
    expect(await verifyLedgers(t.db)).toEqual([]);

    const again = await refuseAccept(bill.code, {
      version: accepted.version,
    });
    expect(again).toContain('이미 승인된 계산서');
    const edit = await t.refused(422, 'POST', `/api/purchase/v1.0/bill/update/${bill.code}`, clerk, {
      ...billBody('TX-001', []),
      version: accepted.version,
    });
    expect(edit).toContain('승인된 계산서는 수정할 수 없습니다');
  });

  it('bills the rest once: more than what is left is refused, the same bill number too', async () => {
    const padLine = (await billable()).find((l) => l.partCode === pad)!;
    expect(padLine).toMatchObject({ receivedQty: 2, billedQty: 1, openQty: 1 });
    const over = await refuseBill(
      billBody('TX-002', [{ purchaseLineId: padLine.purchaseLineId, qty: 2, unitPrice: 5_000 }]),
    );
    expect(over).toContain('다른 계산서 청구 1개, 남은 1개');
    const dup = await refuseBill(
      billBody('TX-001', [{ purchaseLineId: padLine.purchaseLineId, qty: 1, unitPrice: 5_000 }]),
    );
    expect(dup).toContain('이미');
    const draft = await t.ok<SupplierBillView>(
      'POST',
      '/api/purchase/v1.0/bill/insert',
      clerk,
      billBody('TX-002', []),
    );
    expect(draft.status).toBe('draft');
    const refusedDraft = await refuseAccept(draft.code, {
      version: draft.version,
    });
    expect(refusedDraft).toContain('대사하지 않은 계산서');
    const matched = await t.ok<SupplierBillView>(
      'POST',
      `/api/purchase/v1.0/bill/update/${draft.code}`,
      clerk,
      {
        ...billBody('TX-002', [{ purchaseLineId: padLine.purchaseLineId, qty: 1, unitPrice: 5_000 }]),
        version: draft.version,
      },
    );
    expect(matched).toMatchObject({ status: 'matched', total: 5_500, differences: [] });
    const accepted = await t.ok<SupplierBillView>(
      'POST',
      `/api/purchase/v1.0/bill/accept/${draft.code}`,
      clerk,
      {
        version: matched.version,
      },
    );
    expect(accepted.adjustment).toBe(0);
    expect(await payable()).toBe(57_200);
    expect((await billable()).filter((l) => l.purchaseCode === arrival.code)).toEqual([]);

    const list = await t.ok<{ rows: { code: string }[] }>('POST', '/api/purchase/v1.0/bill/list', clerk, {
      filters: [{ field: 'supplierCode', op: 'eq', value: supplierCode }],
    });
    expect(list.rows).toHaveLength(2);
    const heads = await t.ok<BillSupplierRow[]>(
      'GET',
      `/api/purchase/v1.0/bill/by-supplier?fromDate=${today}&toDate=${today}&supplierCode=${supplierCode}`,
      clerk,
    );
    expect(heads).toEqual([
      {
        supplierCode,
        supplierName: '한일필터 상사',
        billCount: 2,
        billTotal: 57_200,
        receivedTotal: 55_000,
        unbilledLines: 0,
      },
    ]);
    const excel = await t.call('POST', '/api/purchase/v1.0/bill/excel/download', { cookie: clerk, body: {} });
    expect(excel.status).toBe(200);
    expect(excel.raw.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('bills against arrivals that change', () => {
  it('refuses a draft arrival, a stale edit, an unknown supplier, and a fix change under a matched bill', async () => {
    const [draftLine] = await queryRows<{ id: number }>(
      t.db,
      sql`select l.id from purchase_lines l join purchases p on p.id = l.purchase_id
          where p.status = 'draft' and p.supplier_id = (select id from suppliers where code = ${supplierCode})`,
    );
    expect(
      await refuseBill(billBody('TX-D1', [{ purchaseLineId: draftLine!.id, qty: 1, unitPrice: 1 }])),
    ).toContain('확정되지 않은 입고');
    expect(await refuseBill({ ...billBody('TX-D1', []), supplierCode: 'S999999' })).toContain(
      '매입처: 없는 매입처',
    );

    // A supplier of its own, so the figures the later tests count stay as they are.
    const third = await newSupplier(t, clerk, { name: '세 번째 매입처' });
    const thirdPayable = () => payable(third);
    const second = await fixedPurchase(third, [{ partCode: pad, qty: 3, unitPrice: 5_000 }]);
    const [line] = await t.ok<BillableLine[]>('GET', `/api/purchase/v1.0/bill/billable/${third}`, clerk);
    const body = {
      ...billBody('TX-U1', [{ purchaseLineId: line!.purchaseLineId, qty: 3, unitPrice: 5_000 }]),
      supplierCode: third,
    };
    const bill = await t.ok<SupplierBillView>('POST', '/api/purchase/v1.0/bill/insert', clerk, body);
    expect(
      await t.refused(409, 'POST', `/api/purchase/v1.0/bill/update/${bill.code}`, clerk, {
        ...body,
        version: bill.version + 1,
      }),
    ).toContain('다른 사용자가 먼저');
    // A matched bill holds its arrival: the fix change is refused while the bill stands.
    expect(
      await t.refused(422, 'POST', `/api/purchase/v1.0/fix-change/${second.code}`, clerk, {
        version: second.version,
      }),
    ).toBe(`매입처 계산서 ${bill.code}에 올라간 매입은 확정을 취소할 수 없습니다.`);
    expect(await thirdPayable()).toBe(16_500);
    const accepted = await t.ok<SupplierBillView>(
      'POST',
      `/api/purchase/v1.0/bill/accept/${bill.code}`,
      clerk,
      {
        version: bill.version,
      },
    );
    expect(accepted).toMatchObject({ status: 'accepted', adjustment: 0 });
    // 3 × 5 000 + 10 %: the arrival raised the payable, the bill without differences added nothing.
    expect(await thirdPayable()).toBe(16_500);
    expect(await verifyLedgers(t.db)).toEqual([]);
  });
});

describe('payments to suppliers (출금)', () => {
  let first: SupplierPaymentResult;

  it('refuses paying more than is owed, a future day or no method, writing nothing', async () => {
    const before = await countOf('supplier_payments');
    const res = await t.call('POST', '/api/purchase/v1.0/withdrawal/insert', {
      cookie: clerk,
      body: { supplierCode, method: 'cash', amount: 100_000 },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('지급액이 미지급금 잔액(57,200원)을 넘습니다.');
    expect(JSON.stringify(res.body.response)).toContain('amount');
    const tomorrow = toYmd(new Date(Date.now() + 86_400_000));
    expect(
      await refusePay({
        supplierCode,
        method: 'cash',
        amount: 1,
        payDate: tomorrow,
      }),
    ).toContain('출금일');
    expect(
      await refusePay({
        supplierCode,
        amount: 1,
      }),
    ).toContain('출금 방법');
    expect(
      await refusePay({
        supplierCode,
        method: 'cash',
        amount: 0,
      }),
    ).toContain('지급액');
    expect(await countOf('supplier_payments')).toBe(before);
    expect(await payable()).toBe(57_200);
  });

  it('posts a payment as a withdrawal entry: the payable falls by it', async () => {
    first = await pay({ amount: 30_000, payDate: yesterday, memo: '11월분 일부' });
    expect(first.payment.code).toMatch(/^W\d{8}-\d{4}$/);
    expect(first.payment).toMatchObject({ amount: 30_000, payableChange: -30_000, method: 'transfer' });
    expect(first.balance).toBe(27_200);
    expect(await payable()).toBe(27_200);
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('modifies by a reversal and a new payment, never editing the original; cancel restores the balance', async () => {
    const modified = await t.ok<SupplierPaymentResult>(
      'POST',
      `/api/purchase/v1.0/withdrawal/modify/${first.payment.code}`,
      clerk,
      { method: 'cash', amount: 20_000 },
    );
    expect(modified.reversal).toMatchObject({ reversesCode: first.payment.code, payableChange: 30_000 });
    expect(modified.payment).toMatchObject({ amount: 20_000, payableChange: -20_000, reversesCode: null });
    expect(modified.balance).toBe(37_200);
    const original = await t.ok<{ amount: number; reversedByCode: string }>(
      'GET',
      `/api/purchase/v1.0/withdrawal/detail/${first.payment.code}`,
      clerk,
    );
    expect(original).toMatchObject({ amount: 30_000, reversedByCode: modified.reversal!.code });
    expect(
      await t.refused(422, 'POST', `/api/purchase/v1.0/withdrawal/cancel/${first.payment.code}`, clerk, {}),
    ).toContain('이미 취소된 출금');
    expect(
      await t.refused(
        422,
        'POST',
        `/api/purchase/v1.0/withdrawal/cancel/${modified.reversal!.code}`,
        clerk,
        {},
      ),
    ).toContain('취소 전표는');
    // A modify that would pay more than is owed is refused whole: the reversal is not kept either.
    expect(
      await t.refused(422, 'POST', `/api/purchase/v1.0/withdrawal/modify/${modified.payment.code}`, clerk, {
        method: 'cash',
        amount: 60_000,
      }),
    ).toBe('지급액이 미지급금 잔액(57,200원)을 넘습니다.');
    expect(await payable()).toBe(37_200);

    const cancelled = await t.ok<SupplierPaymentResult>(
      'POST',
      `/api/purchase/v1.0/withdrawal/cancel/${modified.payment.code}`,
      clerk,
      { memo: '이중 입력' },
    );
    expect(cancelled.balance).toBe(57_200);
    expect(await payable()).toBe(57_200);
    expect(await verifyLedgers(t.db)).toEqual([]);

    const list = await t.ok<{ rows: { code: string; stateLabel: string }[]; total: number }>(
      'POST',
      '/api/purchase/v1.0/withdrawal/list',
      clerk,
      { filters: [{ field: 'supplierCode', op: 'eq', value: supplierCode }] },
    );
    expect(list.total).toBe(4);
    expect(list.rows.filter((r) => r.stateLabel === '정상')).toEqual([]);
    const info = await t.ok<SupplierPayingInfo>(
      'GET',
      `/api/purchase/v1.0/withdrawal/supplier/${supplierCode}`,
      clerk,
    );
    expect(info.balance).toBe(57_200);
    expect(info.bills.map((b) => b.supplierBillNo)).toEqual(['TX-002', 'TX-001']);
    expect(info.recentPayments).toHaveLength(4);
  });
});

describe('statement and settlement', () => {
  it('the statement equals the payable ledger: opening, each entry, running and closing balance', async () => {
    // A last payment today so the period holds a payment; yesterday's reversed one opens it.
    await pay({ amount: 7_200 });
    const statement = await t.ok<SupplierStatement>(
      'GET',
      `/api/purchase/v1.0/supplier/statement/${supplierCode}?fromDate=${today}&toDate=${today}`,
      clerk,
    );
    const entries = await queryRows<{ id: number; amount: number; entry_date: string }>(
      t.db,
      sql`select e.id::int as id, e.amount::int as amount, to_char(e.entry_date, 'YYYYMMDD') as entry_date
          from supplier_ledger_entries e join suppliers s on s.id = e.supplier_id
          where s.code = ${supplierCode} order by e.entry_date, e.id`,
    );
    const before = entries.filter((e) => e.entry_date < today);
    const within = entries.filter((e) => e.entry_date === today);
    expect(statement.openingBalance).toBe(before.reduce((s, e) => s + e.amount, 0));
    expect(statement.openingBalance).toBe(-30_000);
    expect(statement.lines.map((l) => [l.id, l.increase - l.decrease])).toEqual(
      within.map((e) => [e.id, e.amount]),
    );
    let running = statement.openingBalance;
    for (const line of statement.lines) {
      running += line.increase - line.decrease;
      expect(line.balance).toBe(running);
    }
    expect(statement.closingBalance).toBe(await payable());
    expect(statement.closingBalance).toBe(50_000);
    expect(statement.lines.map((l) => l.kindLabel)).toEqual(
      expect.arrayContaining(['매입', '조정', '출금', '출금 취소']),
    );
    const excel = await t.call(
      'GET',
      `/api/purchase/v1.0/supplier/statement/${supplierCode}/excel?fromDate=${yesterday}&toDate=${today}`,
      { cookie: clerk },
    );
    expect(excel.status).toBe(200);
    const backwards = await t.refused(
      422,
      'GET',
      `/api/purchase/v1.0/supplier/statement/${supplierCode}?fromDate=${today}&toDate=${yesterday}`,
      clerk,
    );
    expect(backwards).toContain('시작일');
  });

  it('settles a period per supplier: opening, purchases, payments, adjustments, closing, billed against received', async () => {
    const result = await t.ok<Settlement>(
      'GET',
      `/api/purchase/v1.0/supplier/settlement?fromDate=${today}&toDate=${today}`,
      clerk,
    );
    const row = result.rows.find((r) => r.supplierCode === supplierCode);
    // Yesterday: −30 000 paid. Today: +55 000 arrival, +2 200 bill difference, +30 000 − 20 000
    // + 20 000 modify and cancel, − 7 200 paid: closing 50 000.
    expect(row).toEqual({
      supplierCode,
      supplierName: '한일필터 상사',
      opening: -30_000,
      purchases: 55_000,
      returns: 0,
      payments: 22_800,
      adjustments: 2_200,
      closing: 50_000,
      received: 55_000,
      billed: 57_200,
      billDifference: 2_200,
    });
    expect(row!.opening + row!.purchases + row!.returns + row!.payments + row!.adjustments).toBe(
      row!.closing,
    );
    expect(result.totals.closing).toBe(result.rows.reduce((s, r) => s + r.closing, 0));
    const other = result.rows.find((r) => r.supplierCode === otherSupplier);
    expect(other).toMatchObject({ purchases: 7_700, closing: 7_700, billed: 0, billDifference: -7_700 });
    const excel = await t.call(
      'GET',
      `/api/purchase/v1.0/supplier/settlement/excel?fromDate=${today}&toDate=${today}`,
      { cookie: clerk },
    );
    expect(excel.status).toBe(200);
  });
});
