import type {
  OrderView,
  ReturnableOrder,
  ReturnExaminationView,
  ReturnStatement,
  ReturnView,
} from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { downloadSheet } from '../../test/excel-upload.js';
import {
  checkedCancel,
  newCustomer,
  newPart,
  onHand as onHandOf,
  orderDeskApp,
  saveCompany,
  stockIn,
} from '../../test/fixtures.js';
import { pointBalanceOf, postPoints, spendPoints } from '../point/point.service.js';
import { verifyLedgers } from '../verify-ledgers.js';

// Returns end to end through HTTP: request, the four-eyes check, the scan of the goods and the
// completion that restocks (or writes off), credits the receivable and takes back the points in
// one transaction; every refusal the issue names, the ledgers verified after each step.

const { t, admin, clerk, checker } = await orderDeskApp('rt');
const R = '/api/order/v1.0/return';
const E = '/api/examination/v1.0/order/return';
let customerCode: string;
let customerId: number;
let lamp: string;
let filter: string;
/** The parts' maker barcodes, as the examiner scans them. */
const LAMP = '8800000000011';
const FILTER = '8800000000028';

const onHand = (partCode: string, warehouse = 'MAIN') => onHandOf(t, clerk, partCode, warehouse);
const receivable = async (): Promise<number> =>
  (
    (await t.ok('POST', '/api/customer/v1.0/ledger', clerk, {
      customerCode,
      fromDate: '20200101',
      toDate: '20991231',
    })) as { closingBalance: number }
  ).closingBalance;
const verified = async () => expect(await verifyLedgers(t.db)).toEqual([]);
const request = (body: Record<string, unknown>) => t.ok<ReturnView>('POST', `${R}/request`, clerk, body);
const scan = (code: string, barcode: string) =>
  t.ok<ReturnExaminationView>('POST', `${E}/scan/${code}`, checker, { barcode });
const complete = (code: string) => t.ok<ReturnExaminationView>('POST', `${E}/complete/${code}`, checker);
const sell = async (lines: { partCode: string; qty: number; unitPrice: number }[]) => {
  const draft = await t.ok<OrderView>('POST', '/api/order/v1.0/insert', clerk, {
    customerCode,
    warehouseCode: 'MAIN',
    lines,
  });
  return t.ok<OrderView>('POST', `/api/order/v1.0/fix/${draft.code}`, clerk);
};
/** Requested by the clerk, checked by a second person, every unit scanned, completed. */
const examined = async (body: Record<string, unknown>, barcodes: string[]) => {
  const r = await request(body);
  await t.ok('POST', `${R}/check/${r.id}`, checker);
  for (const b of barcodes) await scan(r.code, b);
  await complete(r.code);
  return t.ok<ReturnView>('GET', `${R}/detail/${r.code}`, clerk);
};

beforeAll(async () => {
  await saveCompany(t, admin);
  customerCode = await newCustomer(t, clerk, '반품정비');
  customerId = (await t.ok<{ id: number }>('GET', `/api/customer/v1.0/single/${customerCode}`, clerk)).id;
  lamp = await newPart(t, admin, {
    partNo: 'RT-LAMP',
    name: '헤드램프',
    salePrice: 33_333,
    purchasePrice: 20_000,
  });
  filter = await newPart(t, admin, {
    partNo: 'RT-FLT',
    name: '오일필터',
    salePrice: 7_777,
    purchasePrice: 3_000,
  });
  await t.ok('POST', '/api/barcode/v1.0/save', admin, { partCode: lamp, value: LAMP });
  await t.ok('POST', '/api/barcode/v1.0/save', admin, { partCode: filter, value: FILTER });
  await stockIn(t, admin, lamp, 20);
  await stockIn(t, admin, filter, 20);
});

describe('order returns (반품)', () => {
  it('returns part of a line: restocked, credited exactly, the line points reversed, all at the completion', async () => {
    const order = await sell([
      { partCode: lamp, qty: 3, unitPrice: 33_333 },
      { partCode: filter, qty: 2, unitPrice: 7_777 },
    ]);
    await t.db.transaction((tx) =>
      postPoints(
        tx,
        {
          customerId,
          kind: 'sale',
          amount: 999,
          doc: { docKind: 'sales_order', docCode: order.code, docLine: 1 },
        },
        null,
      ),
    );
    const before = {
      lamp: await onHand(lamp),
      owed: await receivable(),
      points: await pointBalanceOf(t.db, customerId),
    };
    const r = await request({
      orderCode: order.code,
      kind: 'plain',
      reason: '주문 착오',
      lines: [{ lineNo: 1, qty: 2 }],
    });
    expect(r.code).toMatch(/^U\d{8}-\d{4}$/);
    expect(r).toMatchObject({ status: 'requested', units: 2 });
    // Nothing moves at the request.
    expect(await onHand(lamp)).toBe(before.lamp);
    expect(await receivable()).toBe(before.owed);
    const returnable = await t.ok<ReturnableOrder>('GET', `${R}/returnable/${order.code}`, clerk);
    expect(returnable.lines[0]).toMatchObject({ qty: 3, pending: 2, open: 1 });
    // The requester may not check it; before the check nothing can be scanned.
    expect(await t.refused(422, 'POST', `${R}/check/${r.id}`, clerk)).toContain('다른 직원');
    expect(await t.refused(422, 'POST', `${E}/scan/${r.code}`, checker, { barcode: LAMP })).toContain(
      '확인된 반품',
    );
    await t.ok('POST', `${R}/check/${r.id}`, checker);
    // A part the return does not name, and an extra unit, are refused.
    expect(await t.refused(422, 'POST', `${E}/scan/${r.code}`, checker, { barcode: FILTER })).toContain(
      '반품분에 없는',
    );
    await scan(r.code, LAMP);
    expect(await t.refused(422, 'POST', `${E}/complete/${r.code}`, checker)).toContain('덜 끝났습니다');
    const last = await scan(r.code, LAMP);
    expect(last.complete).toBe(true);
    expect(await t.refused(422, 'POST', `${E}/scan/${r.code}`, checker, { barcode: LAMP })).toContain(
      '수량 초과',
    );
    await complete(r.code);
    const done = await t.ok<ReturnView>('GET', `${R}/detail/${r.code}`, clerk);
    // 3 × 33,333 + VAT = 109,998; 1 left = 36,666: the return is worth the difference.
    expect(done).toMatchObject({
      status: 'examined',
      total: 73_332,
      pointsReversed: 666,
      pointShortfall: 0,
      credit: 73_332,
    });
    expect(await onHand(lamp)).toBe(before.lamp + 2);
    expect(await receivable()).toBe(before.owed - 73_332);
    expect(await pointBalanceOf(t.db, customerId)).toBe(before.points - 666);
    await verified();
    // The statement reads the ledgers back: the same won, the same points.
    const st = await t.ok<ReturnStatement>('GET', `${R}/statement/${r.code}`, clerk);
    expect(st.receivableTotal).toBe(-73_332);
    expect(st.pointTotal).toBe(-666);
    expect(st.balanceNow).toBe(await receivable());
    // Examining twice is refused, and changes nothing.
    expect(await t.refused(422, 'POST', `${E}/complete/${r.code}`, checker)).toContain('이미 끝났습니다');
    expect(await t.refused(422, 'POST', `${E}/scan/${r.code}`, checker, { barcode: LAMP })).toContain(
      '이미 끝난',
    );
    expect(await receivable()).toBe(before.owed - 73_332);
    // The last unit of the line: the line's returns add up to its sale, to the won and the point.
    const rest = await examined(
      { orderCode: order.code, kind: 'plain', reason: '추가 반품', lines: [{ lineNo: 1, qty: 1 }] },
      [LAMP],
    );
    expect(rest.total).toBe(36_666);
    expect(rest.pointsReversed).toBe(333);
    await verified();
  });

  it('refuses to return more than sold, or a cancelled line, and a rejection frees the units', async () => {
    const order = await sell([
      { partCode: lamp, qty: 2, unitPrice: 33_333 },
      { partCode: filter, qty: 2, unitPrice: 7_777 },
    ]);
    const more = await t.refused(422, 'POST', `${R}/request`, clerk, {
      orderCode: order.code,
      kind: 'plain',
      reason: '초과',
      lines: [{ lineNo: 1, qty: 3 }],
    });
    expect(more).toContain('반품할 수 있는 수량은 2개');
    await checkedCancel(t, clerk, checker, order.code, '취소', [{ lineNo: 2, qty: 2 }]);
    const cancelled = await t.refused(422, 'POST', `${R}/request`, clerk, {
      orderCode: order.code,
      kind: 'plain',
      reason: '취소된 줄',
      lines: [{ lineNo: 2, qty: 1 }],
    });
    expect(cancelled).toContain('반품할 수 있는 수량은 0개');
    const twice = await t.refused(422, 'POST', `${R}/request`, clerk, {
      orderCode: order.code,
      kind: 'plain',
      reason: '같은 줄',
      lines: [
        { lineNo: 1, qty: 1 },
        { lineNo: 1, qty: 1 },
      ],
    });
    expect(twice).toContain('두 번');
    const bad = await t.refused(422, 'POST', `${R}/request`, clerk, {
      orderCode: order.code,
      kind: 'plain',
      reason: 'x',
      lines: [],
    });
    expect(bad).toContain('반품');
    const held = await request({
      orderCode: order.code,
      kind: 'plain',
      reason: '전량',
      lines: [{ lineNo: 1, qty: 2 }],
    });
    // A pending return holds its units against a cancel too.
    expect(
      await t.refused(422, 'POST', `${R}/request`, clerk, {
        orderCode: order.code,
        kind: 'plain',
        reason: '또 반품',
        lines: [{ lineNo: 1, qty: 1 }],
      }),
    ).toContain('0개');
    await t.ok('POST', `${R}/reject/${held.id}`, checker, { reason: '고객 변심 철회' });
    expect((await t.ok<ReturnableOrder>('GET', `${R}/returnable/${order.code}`, clerk)).lines[0]!.open).toBe(
      2,
    );
    expect(await t.refused(422, 'POST', `${R}/check/${held.id}`, checker)).toContain('반려');
    await verified();
  });

  it('refuses at the scan an unknown code, a part the return does not name and a unit too many', async () => {
    // Parts of its own: the part group report below counts what came back of the lamp.
    const belt = await newPart(t, admin, {
      partNo: 'RT-BELT',
      name: '팬벨트',
      salePrice: 12_000,
      purchasePrice: 6_000,
    });
    const BELT = '8800000000035';
    await t.ok('POST', '/api/barcode/v1.0/save', admin, { partCode: belt, value: BELT });
    await stockIn(t, admin, belt, 5);
    const order = await sell([
      { partCode: belt, qty: 2, unitPrice: 12_000 },
      { partCode: filter, qty: 1, unitPrice: 7_777 },
    ]);
    const r = await request({
      orderCode: order.code,
      kind: 'plain',
      reason: '스캔 거절',
      lines: [{ lineNo: 1, qty: 1 }],
    });
    await t.ok('POST', `${R}/check/${r.id}`, checker);
    const refusedScan = (barcode: string) =>
      t.refused(422, 'POST', `${E}/scan/${r.code}`, checker, { barcode });
    expect(await refusedScan('NO-SUCH-CODE-7')).toContain(
      '바코드: 등록되지 않은 바코드입니다 (NO-SUCH-CODE-7)',
    );
    expect(await refusedScan(FILTER)).toContain('반품분에 없는 품목');
    await scan(r.code, BELT);
    expect(await refusedScan(BELT)).toContain('수량 초과');
    await complete(r.code);
    await verified();
  });

  it('puts a defective return in the defect location, and a cancel cannot take back what was returned', async () => {
    const order = await sell([{ partCode: filter, qty: 2, unitPrice: 7_777 }]);
    const mainBefore = await onHand(filter);
    const owed = await receivable();
    const r = await examined(
      { orderCode: order.code, kind: 'defect', reason: '누유', lines: [{ lineNo: 1, qty: 1 }] },
      [FILTER],
    );
    expect(r.lines[0]!.disposition).toBe('defect');
    expect(await onHand(filter)).toBe(mainBefore);
    expect(await onHand(filter, 'DF-MAIN')).toBe(1);
    expect(await receivable()).toBe(owed - r.credit);
    const over = await t.refused(422, 'POST', `/api/order/v1.0/cancel/request/${order.code}`, clerk, {
      reason: '전량 취소',
      lines: [{ lineNo: 1, qty: 2 }],
    });
    expect(over).toContain('1개');
    const list = await t.ok<{ rows: ReturnView[]; total: number }>('POST', `${R}/list`, clerk, {
      kind: 'defect',
    });
    expect(list.rows.map((x) => x.code)).toContain(r.code);
    await verified();
  });

  it('settles points already spent by a smaller credit, shown on the statement', async () => {
    const order = await sell([{ partCode: lamp, qty: 1, unitPrice: 33_333 }]);
    await t.db.transaction(async (tx) => {
      await postPoints(
        tx,
        {
          customerId,
          kind: 'sale',
          amount: 1_000,
          doc: { docKind: 'sales_order', docCode: order.code, docLine: 1 },
        },
        null,
      );
      const balance = await pointBalanceOf(tx, customerId);
      await spendPoints(
        tx,
        { customerId, points: balance - 100, doc: { docKind: 'sales_order', docCode: 'O-SPEND' } },
        null,
      );
    });
    const owed = await receivable();
    const r = await examined(
      { orderCode: order.code, kind: 'plain', reason: '반품', lines: [{ lineNo: 1, qty: 1 }] },
      [LAMP],
    );
    expect(r).toMatchObject({ total: 36_666, pointsReversed: 100, pointShortfall: 900, credit: 35_766 });
    expect(await pointBalanceOf(t.db, customerId)).toBe(0);
    expect(await receivable()).toBe(owed - 35_766);
    const st = await t.ok<ReturnStatement>('GET', `${R}/statement/${r.code}`, clerk);
    expect(st.receivableTotal).toBe(-35_766);
    expect(st.ledger.filter((l) => l.ledger === 'receivable').map((l) => l.kind)).toEqual([
      'return',
      'adjustment',
    ]);
    await verified();
  });

  it('reads what came back by part group, and offers returned good units to waiting drafts', async () => {
    const draft = await t.ok<OrderView>('POST', '/api/order/v1.0/insert', clerk, {
      customerCode,
      warehouseCode: 'MAIN',
      lines: [{ partCode: lamp, qty: 2, unitPrice: 33_333 }],
    });
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' })
      .format(new Date())
      .replaceAll('-', '');
    const groups = await t.ok<{ partCode: string; restocked: number; defect: number }[]>(
      'POST',
      `${R}/part/group/qty`,
      clerk,
      { fromDate: day, toDate: day },
    );
    expect(groups.find((g) => g.partCode === lamp)?.restocked).toBe(4);
    expect(groups.find((g) => g.partCode === filter)?.defect).toBe(1);
    const offered = await t.ok<
      { partCode: string; returned: number; waitingOrders: { orderCode: string }[] }[]
    >('POST', `${R}/redistribution`, clerk, { days: 30 });
    const row = offered.find((o) => o.partCode === lamp)!;
    expect(row.returned).toBe(4);
    expect(row.waitingOrders.map((w) => w.orderCode)).toContain(draft.code);
    // Units written off to the defect location are not offered.
    expect(offered.find((o) => o.partCode === filter)).toBeUndefined();
    // Both reports download as Excel with the screen's rows.
    const groupSheet = await downloadSheet(t, clerk, `${R}/part/group/qty/excel/download`, {
      fromDate: day,
      toDate: day,
    });
    expect(groupSheet.headers).toEqual([
      '부품군',
      '품번',
      '품명',
      '진행 중',
      '재입고',
      '불량',
      '미수금 차감',
    ]);
    expect(groupSheet.rows).toHaveLength(groups.length);
    const offerSheet = await downloadSheet(t, clerk, `${R}/redistribution/excel/download`, { days: 30 });
    expect(offerSheet.rows.find((r) => r[4] !== undefined && r[5]?.includes(draft.code))?.[2]).toBe('4');
  });
});
