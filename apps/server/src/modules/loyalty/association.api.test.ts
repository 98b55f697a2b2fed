import type {
  AssociationPointsRow,
  AssociationRow,
  ListPage,
  Payout,
  PointInfo,
  PrintRecordRow,
} from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkedCancel,
  fixedOrder,
  newCustomer,
  newPart,
  orderDeskApp,
  saveCompany,
  stockIn,
} from '../../test/fixtures.js';
import { verifyLedgers } from '../verify-ledgers.js';

// Association points through the real order flow: the part/kind settings make a member's fixed
// sale accrue in the fix's transaction, a checked cancel takes them back; a payout is confirmed
// only by someone other than its requester; every print and re-print is recorded; a customer
// account never sees another association's rows.

const { t, admin, clerk, checker } = await orderDeskApp('as');
const base = '/api/point/v1.0/association';
let oil: string;
let filter: string;
let kindCode: string;
/** The oil's maker barcode, as the return examiner scans it. */
const OIL_BARCODE = '8800000099019';

const newAssociation = (name: string) =>
  t.ok<AssociationRow>('POST', `${base}/save`, clerk, { name, representative: '김회장' });
const join = (association: string, customerCode: string) =>
  t.ok('POST', `${base}/member/join/${association}`, clerk, { customerCode });
const points = (code: string, cookie = clerk) =>
  t.ok<PointInfo>('POST', `/api/point/v1.0/info/${code}`, cookie, { kind: null });
const associationEntries = async (code: string) =>
  (await points(code)).entries.rows.filter((r) => r.kind.startsWith('association'));

beforeAll(async () => {
  await saveCompany(t, admin);
  const kind = await t.ok<{ code: string }>('POST', '/api/product/v1.0/kind/insert', admin, {
    name: '필터류',
  });
  kindCode = kind.code;
  oil = await newPart(t, admin, { partNo: 'AS-OIL', name: '엔진오일', salePrice: 10_000 });
  filter = await newPart(t, admin, { partNo: 'AS-FLT', name: '오일필터', kindCode, salePrice: 5_000 });
  await stockIn(t, admin, oil, 100);
  await stockIn(t, admin, filter, 100);
});

describe('association points', () => {
  it('accrues a member’s fixed sale by part, kind and default rate, and reverses a cancel', async () => {
    const association = await newAssociation('서울정비조합');
    const customer = await newCustomer(t, clerk, '조합 정비');
    await join(association.code, customer);
    // Default 1 % for parts without a setting; the filter kind gives 200 points a unit.
    await t.ok('PUT', `${base}/member/base/update`, admin, {
      associationCode: association.code,
      customerCode: customer,
      accrue: true,
      rateBp: 100,
    });
    await t.ok('PUT', `${base}/part/point/update`, clerk, {
      associationCode: association.code,
      target: 'kind',
      targetCode: kindCode,
      mode: 'fixed',
      value: 200,
    });
    const order = await fixedOrder(t, clerk, customer, [
      { partCode: oil, qty: 2, unitPrice: 10_000 },
      { partCode: filter, qty: 3, unitPrice: 5_000 },
    ]);
    // Oil: 22,000 (VAT) × 1 % = 220; filter: 3 × 200 = 600.
    expect((await associationEntries(customer)).map((r) => [r.kind, r.amount, r.docLine])).toEqual([
      ['association', 600, 2],
      ['association', 220, 1],
    ]);
    await checkedCancel(t, clerk, checker, order.code, '고객 변심', [{ lineNo: 2, qty: 1 }]);
    const after = await associationEntries(customer);
    expect(after[0]).toMatchObject({ kind: 'association-reversal', amount: -200, docLine: 2 });
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('takes back a returned unit’s share of the association points at the return’s completion', async () => {
    const association = await newAssociation('울산정비조합');
    const customer = await newCustomer(t, clerk, '울산 정비');
    await join(association.code, customer);
    await t.ok('PUT', `${base}/member/base/update`, admin, {
      associationCode: association.code,
      customerCode: customer,
      accrue: true,
      rateBp: 1_000,
    });
    await t.ok('POST', '/api/barcode/v1.0/save', admin, { partCode: oil, value: OIL_BARCODE });
    const order = await fixedOrder(t, clerk, customer, [{ partCode: oil, qty: 2, unitPrice: 10_000 }]);
    // 22,000 × 10 % = 2,200; one of two units returned takes back 1,100.
    expect((await associationEntries(customer))[0]).toMatchObject({ kind: 'association', amount: 2_200 });
    const R = '/api/order/v1.0/return';
    const E = '/api/examination/v1.0/order/return';
    const r = await t.ok<{ id: number; code: string }>('POST', `${R}/request`, clerk, {
      orderCode: order.code,
      kind: 'plain',
      reason: '주문 착오',
      lines: [{ lineNo: 1, qty: 1 }],
    });
    await t.ok('POST', `${R}/check/${r.id}`, checker);
    await t.ok('POST', `${E}/scan/${r.code}`, checker, { barcode: OIL_BARCODE });
    await t.ok('POST', `${E}/complete/${r.code}`, checker);
    expect((await associationEntries(customer))[0]).toMatchObject({
      kind: 'association-reversal',
      amount: -1_100,
      docLine: 1,
    });
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('lets a part’s own setting win over its kind', async () => {
    const association = await newAssociation('부산정비조합');
    const customer = await newCustomer(t, clerk, '부산 정비');
    await join(association.code, customer);
    for (const body of [
      { target: 'kind', targetCode: kindCode, mode: 'fixed', value: 200 },
      { target: 'part', targetCode: filter, mode: 'rate', value: 1_000 },
    ])
      await t.ok('PUT', `${base}/part/point/update`, clerk, { associationCode: association.code, ...body });
    await fixedOrder(t, clerk, customer, [{ partCode: filter, qty: 2, unitPrice: 5_000 }]);
    // 11,000 × 10 % = 1,100 (the part's rate), not 2 × 200.
    expect((await associationEntries(customer))[0]).toMatchObject({ amount: 1_100 });
  });

  it('refuses a payout confirmation by its requester and pays it out when another confirms', async () => {
    const association = await newAssociation('대구정비조합');
    const customer = await newCustomer(t, clerk, '대구 정비');
    await join(association.code, customer);
    await t.ok('POST', `${base}/provision/insert`, clerk, {
      customerCode: customer,
      points: 5_000,
      reason: '가입 축하',
    });
    const payout = await t.ok<Payout>('POST', `${base}/payout/request`, clerk, {
      associationCode: association.code,
    });
    expect(payout).toMatchObject({ status: 'requested', total: 5_000 });
    expect(await t.refused(422, 'PUT', `${base}/payout/confirm/${payout.code}`, clerk)).toContain(
      '지급을 요청한 사람이 직접 확인할 수 없습니다',
    );
    expect((await points(customer)).balance).toBe(5_000);
    const confirmed = await t.ok<Payout>('PUT', `${base}/payout/confirm/${payout.code}`, checker);
    expect(confirmed.status).toBe('confirmed');
    expect((await points(customer)).balance).toBe(0);
    expect(
      await t.refused(422, 'POST', `${base}/payout/request`, clerk, { associationCode: association.code }),
    ).toContain('지급할 협회 포인트가 있는 회원이 없습니다');
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('records every print and re-print of a statement, and refuses printing an unconfirmed one', async () => {
    const association = await newAssociation('광주정비조합');
    const customer = await newCustomer(t, clerk, '광주 정비');
    await join(association.code, customer);
    await t.ok('POST', `${base}/provision/insert`, clerk, {
      customerCode: customer,
      points: 700,
      reason: '행사',
    });
    const payout = await t.ok<Payout>('POST', `${base}/payout/request`, clerk, {
      associationCode: association.code,
    });
    await t.refused(422, 'POST', `${base}/payout/print/${payout.code}`, clerk, { kind: 'print' });
    await t.ok('PUT', `${base}/payout/confirm/${payout.code}`, checker);
    await t.ok('POST', `${base}/payout/print/${payout.code}`, clerk, { kind: 'print' });
    const reprinted = await t.ok<Payout>('POST', `${base}/payout/print/${payout.code}`, checker, {
      kind: 'reprint',
    });
    expect(reprinted.prints).toBe(2);
    const records = await t.ok<ListPage<PrintRecordRow>>('POST', `${base}/print/record/list`, clerk, {
      payoutCode: payout.code,
    });
    expect(records.rows.map((r) => [r.kind, r.total, r.members])).toEqual([
      ['reprint', 700, 1],
      ['print', 700, 1],
    ]);
    expect(records.rows.every((r) => r.printedByName)).toBe(true);
  });

  it('shows a customer account only its own member row', async () => {
    const mine = await newAssociation('인천정비조합');
    const theirs = await newAssociation('수원정비조합');
    const own = await newCustomer(t, clerk, '인천 정비');
    const other = await newCustomer(t, clerk, '수원 정비');
    await join(mine.code, own);
    await join(theirs.code, other);
    await t.addAccount({ loginId: 'as-cust', kind: 'customer', role: 'cust', customerCode: own });
    const cust = await t.login('as-cust', 'customer');
    const period = { from: '20200101', to: '20991231' };
    const all = await t.ok<ListPage<AssociationPointsRow>>('POST', `${base}/points/list`, cust, period);
    expect(all.rows.map((r) => r.customerCode)).toEqual([own]);
    const asked = await t.ok<ListPage<AssociationPointsRow>>('POST', `${base}/points/list`, cust, {
      ...period,
      associationCode: theirs.code,
    });
    expect(asked.rows).toEqual([]);
    await t.refused(403, 'POST', `${base}/member/list`, cust, {});
    await t.refused(403, 'PUT', `${base}/payout/confirm/AP20260101-0001`, cust);
  });

  it('keeps the point standards to admin and the staff granted that menu', async () => {
    await t.refused(403, 'POST', `${base}/member/base/list`, clerk, {});
    const page = await t.ok<ListPage<unknown>>('POST', `${base}/member/base/list`, admin, {});
    expect(page.total).toBeGreaterThan(0);
  });

  it('names the field of bad input in Korean', async () => {
    expect(await t.refused(422, 'POST', `${base}/save`, clerk, { name: '' })).toContain('협회명');
    expect(
      await t.refused(422, 'PUT', `${base}/part/point/update`, clerk, {
        associationCode: 'AS0001',
        target: 'part',
        targetCode: 'NOPE1',
        mode: 'fixed',
        value: 10,
      }),
    ).toContain('대상 코드');
  });
});
