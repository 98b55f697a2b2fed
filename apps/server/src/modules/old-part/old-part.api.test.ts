import {
  CORE_COLLECTION_STATUS_LABELS,
  type CoreCollection,
  coresByCodeText,
  type ExpectedCore,
  type OrderView,
  type UncollectedRow,
  type UnitBarcodeHistory,
} from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { downloadSheet } from '../../test/excel-upload.js';
import {
  checkedCancel,
  issueUnits,
  newCustomer,
  newPart,
  orderDeskApp,
  stockIn,
} from '../../test/fixtures.js';
import { coreBalancesOf } from '../core-ledger/core-ledger.service.js';
import { pointBalanceOf } from '../point/point.service.js';
import { verifyLedgers } from '../verify-ledgers.js';

// Used parts (cores) through HTTP: a battery sold leaves a core expected, it ages, a driver
// collects it by scan (only allowed customers, only what is owed, a unit once), and the cash-back
// is paid once by its payback code; ledgers verified after each.

const { t, admin, clerk, checker } = await orderDeskApp('op');
const O = '/api/order/v1.0/old';
let customerCode: string;
let customerId: number;
let battery: string;
let wiper: string;
let units: string[];
const BATTERY_BARCODE = '8800000000301';
const WIPER_BARCODE = '8800000000318';

/** Ledgers equal their balances, and the core ledger's balance equals the cores the sales still expect. */
const verified = async () => {
  expect(await verifyLedgers(t.db)).toEqual([]);
  const owed = new Map<string, number>();
  for (const r of await expected()) owed.set(r.paybackCode, (owed.get(r.paybackCode) ?? 0) + r.outstanding);
  const ledger = [...(await coreBalancesOf(t.db, customerId))].filter(([, n]) => n !== 0);
  expect(ledger).toEqual([...owed]);
};
const expected = async () =>
  (await t.ok<{ rows: ExpectedCore[]; total: number }>('POST', `${O}/expected/list`, clerk, { customerCode }))
    .rows;
const collect = (barcodes: string[]) =>
  t.ok<CoreCollection>('POST', `${O}/collect`, clerk, { customerCode, barcodes });
const sell = async (lines: { partCode: string; qty: number; unitPrice: number }[]) => {
  const draft = await t.ok<OrderView>('POST', '/api/order/v1.0/insert', clerk, {
    customerCode,
    warehouseCode: 'MAIN',
    lines,
  });
  return t.ok<OrderView>('POST', `/api/order/v1.0/fix/${draft.code}`, clerk);
};

beforeAll(async () => {
  customerCode = await newCustomer(t, clerk, '폐배터리정비');
  customerId = (await t.ok<{ id: number }>('GET', `/api/customer/v1.0/single/${customerCode}`, clerk)).id;
  await t.ok('POST', `${O}/payback/save`, admin, { code: 'bat', name: '승용 배터리', cashbackPoints: 2_000 });
  const kind = await t.ok<{ code: string }>('POST', '/api/product/v1.0/kind/insert', admin, {
    name: '배터리',
    oldPaybackCode: 'BAT',
  });
  battery = await newPart(t, admin, {
    partNo: 'OP-80L',
    name: '배터리 80L',
    salePrice: 100_000,
    kindCode: kind.code,
  });
  wiper = await newPart(t, admin, { partNo: 'OP-W', name: '와이퍼', salePrice: 10_000 });
  await t.ok('POST', '/api/barcode/v1.0/save', admin, { partCode: battery, value: BATTERY_BARCODE });
  await t.ok('POST', '/api/barcode/v1.0/save', admin, { partCode: wiper, value: WIPER_BARCODE });
  units = (await issueUnits(t, admin, battery, 3)).map((u) => u.value);
  await stockIn(t, admin, battery, 10);
  await stockIn(t, admin, wiper, 10);
});

describe('used parts (cores)', () => {
  it('expects a core for each battery sold, and a cancel takes the expectation back', async () => {
    const order = await sell([
      { partCode: battery, qty: 2, unitPrice: 100_000 },
      { partCode: wiper, qty: 1, unitPrice: 10_000 },
    ]);
    const rows = await expected();
    expect(rows.map((r) => [r.orderCode, r.partCode, r.paybackCode, r.outstanding, r.bucket])).toEqual([
      [order.code, battery, 'BAT', 2, '0-30'],
    ]);
    const aged = await t.ok<{ rows: UncollectedRow[] }>('POST', `${O}/uncollected/list`, clerk, {
      customerCode,
    });
    expect(aged.rows[0]).toMatchObject({ paybackCode: 'BAT', d30: 2, d60: 0, total: 2 });
    expect(await coreBalancesOf(t.db, customerId)).toEqual(new Map([['BAT', 2]]));
    await verified();
    await checkedCancel(t, clerk, checker, order.code, '한 개 취소', [{ lineNo: 1, qty: 1 }]);
    expect((await expected())[0]!.outstanding).toBe(1);
    expect(await coreBalancesOf(t.db, customerId)).toEqual(new Map([['BAT', 1]]));
    await verified();
  });

  it('collects by scan only at an allowed customer, only what is owed, and a unit only once', async () => {
    await t.ok('POST', `${O}/pick/allow/save`, clerk, { customerCode, allowed: false });
    expect(
      await t.refused(422, 'POST', `${O}/collect`, clerk, { customerCode, barcodes: [units[0]] }),
    ).toContain('허용되지 않은');
    await t.ok('POST', `${O}/pick/allow/save`, clerk, { customerCode, allowed: true });
    expect(
      await t.refused(422, 'POST', `${O}/collect`, clerk, { customerCode, barcodes: [WIPER_BARCODE] }),
    ).toContain('페이백 대상이 아닌');
    // One battery is owed: two are refused, nothing is written.
    expect(
      await t.refused(422, 'POST', `${O}/collect`, clerk, { customerCode, barcodes: [units[0], units[1]] }),
    ).toContain('회수할 폐부품은 1개');
    const c = await collect([units[0]!]);
    expect(c.code).toMatch(/^Q\d{8}-\d{4}$/);
    expect(c).toMatchObject({ status: 'collected', units: 1, cashbackPoints: 2_000 });
    expect(await expected()).toEqual([]);
    await sell([{ partCode: battery, qty: 1, unitPrice: 100_000 }]);
    expect(
      await t.refused(422, 'POST', `${O}/collect`, clerk, { customerCode, barcodes: [units[0]] }),
    ).toContain('이미 회수된');
    // A battery without a unit label is counted by its maker barcode.
    await collect([BATTERY_BARCODE]);
    expect(await expected()).toEqual([]);
    await verified();
  });

  it('pays the cash-back once, by the payback code', async () => {
    const list = await t.ok<{ rows: CoreCollection[] }>('POST', `${O}/collection/list`, clerk, {
      customerCode,
      status: 'collected',
    });
    expect(list.rows).toHaveLength(2);
    const before = await pointBalanceOf(t.db, customerId);
    const first = list.rows.at(-1)!;
    const paid = await t.ok<CoreCollection>('POST', `${O}/cashback/${first.code}`, clerk);
    expect(paid).toMatchObject({ status: 'paid', cashbackPoints: 2_000 });
    expect(await pointBalanceOf(t.db, customerId)).toBe(before + 2_000);
    expect(await t.refused(422, 'POST', `${O}/cashback/${first.code}`, clerk)).toContain('이미 지급');
    expect(await pointBalanceOf(t.db, customerId)).toBe(before + 2_000);
    await verified();
  });

  it('exports each core list to Excel with the grid headers and the same rows', async () => {
    const listed = await t.ok<{ rows: CoreCollection[] }>('POST', `${O}/collection/list`, clerk, {
      customerCode,
    });
    const collections = await downloadSheet(t, clerk, `${O}/collection/excel/download`, { customerCode });
    expect(collections.headers.slice(0, 4)).toEqual(['회수번호', '회수 일시', '거래처 코드', '거래처']);
    expect(collections.rows.map((r) => r[0])).toEqual(listed.rows.map((r) => r.code));
    expect(collections.rows.map((r) => r[7])).toEqual(
      listed.rows.map((r) => CORE_COLLECTION_STATUS_LABELS[r.status]),
    );
    expect(collections.rows.map((r) => r[4])).toEqual(listed.rows.map((r) => coresByCodeText(r.byCode)));
    const allowed = await downloadSheet(t, clerk, `${O}/pick/allow/excel/download`, {});
    expect(allowed.headers).toEqual(['거래처 코드', '거래처', '미회수', '회수 허용']);
    expect(allowed.rows.find((r) => r[0] === customerCode)?.[3]).toBe('허용');
    const expectedSheet = await downloadSheet(t, clerk, `${O}/expected/excel/download`, { customerCode });
    expect(expectedSheet.headers[0]).toBe('판매 일시');
    expect(expectedSheet.rows).toHaveLength((await expected()).length);
    const uncollected = await downloadSheet(t, clerk, `${O}/uncollected/excel/download`, { customerCode });
    expect(uncollected.headers.slice(0, 4)).toEqual(['거래처 코드', '거래처', '페이백', '회수 허용']);
  });

  it('buys used parts by code and grade: a credit on the receivable, the cores kept in the scrap location', async () => {
    await t.ok('POST', `${O}/payback/save`, admin, {
      code: 'BAT',
      name: '승용 배터리',
      cashbackPoints: 2_000,
      buyPriceA: 7_000,
      buyPriceB: 4_000,
    });
    const owed = async () =>
      (
        (await t.ok('POST', '/api/customer/v1.0/ledger', clerk, {
          customerCode,
          fromDate: '20200101',
          toDate: '20991231',
        })) as {
          closingBalance: number;
        }
      ).closingBalance;
    const before = await owed();
    expect(
      await t.refused(422, 'POST', `${O}/buy`, clerk, {
        customerCode,
        settle: 'credit',
        lines: [{ barcode: BATTERY_BARCODE, grade: 'C' }],
      }),
    ).toContain('C등급 매입가가 없습니다');
    const bought = await t.ok<{ code: string; total: number; scrapLocation: string }>(
      'POST',
      `${O}/buy`,
      clerk,
      {
        customerCode,
        settle: 'credit',
        lines: [
          { barcode: units[2], grade: 'A' },
          { barcode: BATTERY_BARCODE, grade: 'B' },
        ],
      },
    );
    expect(bought).toMatchObject({ total: 11_000, scrapLocation: 'SC-MAIN' });
    expect(await owed()).toBe(before - 11_000);
    const stock = await t.ok<{ warehouseCode: string; qty: number }[]>(
      'GET',
      `/api/stock/v1.0/part/${battery}`,
      clerk,
    );
    expect(stock.find((r) => r.warehouseCode === 'SC-MAIN')?.qty).toBe(2);
    expect(
      await t.refused(422, 'POST', `${O}/buy`, clerk, {
        customerCode,
        settle: 'cash',
        lines: [{ barcode: units[2], grade: 'A' }],
      }),
    ).toContain('이미 매입한');
    // Cash is paid at the counter: the receivable does not move.
    await t.ok('POST', `${O}/buy`, clerk, {
      customerCode,
      settle: 'cash',
      lines: [{ barcode: BATTERY_BARCODE, grade: 'A' }],
    });
    expect(await owed()).toBe(before - 11_000);
    await verified();
  });

  it('takes a returned battery off what is owed: the core ledger falls with the expectation', async () => {
    const before = (await coreBalancesOf(t.db, customerId)).get('BAT') ?? 0;
    const order = await sell([{ partCode: battery, qty: 2, unitPrice: 100_000 }]);
    expect((await coreBalancesOf(t.db, customerId)).get('BAT')).toBe(before + 2);
    const r = await t.ok<{ id: number; code: string }>('POST', '/api/order/v1.0/return/request', clerk, {
      orderCode: order.code,
      kind: 'plain',
      reason: '배터리 반품',
      lines: [{ lineNo: 1, qty: 1 }],
    });
    await t.ok('POST', `/api/order/v1.0/return/check/${r.id}`, checker);
    // A label that never left with a sale is refused; the one sold comes back by its label, and
    // the unit's history shows it examined and back in stock.
    expect(
      await t.refused(422, 'POST', `/api/examination/v1.0/order/return/scan/${r.code}`, checker, {
        barcode: units[1],
      }),
    ).toContain('출고되지 않은');
    for (const event of ['stock_in', 'sale_out'])
      await t.ok('POST', '/api/barcode/v1.0/unit/event', admin, {
        value: units[2],
        event,
        docCode: order.code,
      });
    await t.ok('POST', `/api/examination/v1.0/order/return/scan/${r.code}`, checker, { barcode: units[2] });
    await t.ok('POST', `/api/examination/v1.0/order/return/complete/${r.code}`, checker);
    expect((await coreBalancesOf(t.db, customerId)).get('BAT')).toBe(before + 1);
    const history = await t.ok<UnitBarcodeHistory>('POST', '/api/barcode/v1.0/unit/history', clerk, {
      value: units[2],
    });
    expect(history.events.map((e) => [e.event, e.docCode]).slice(-2)).toEqual([
      ['examined', r.code],
      ['return_in', r.code],
    ]);
    expect(history.unit.state).toBe('in_stock');
    await verified();
  });
});
