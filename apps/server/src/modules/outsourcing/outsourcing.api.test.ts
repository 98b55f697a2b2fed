import type {
  AdminRequestView,
  ErpCodeCheck,
  OrderView,
  PartnerRequestView,
  PartnerSaleRow,
} from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  newCustomer,
  newPart,
  onHand as onHandOf,
  orderDeskApp,
  saveCompany,
  stockIn,
} from '../../test/fixtures.js';
import { verifyLedgers } from '../verify-ledgers.js';

// Outsourcing order requests end to end through HTTP: a partner asks for parts for a VIN, head
// office takes it, registers the ERP order through sales-order (code checked and written back),
// fixes it; the partner sees the state and the courier's waybill; a cancel after the fix reverses
// stock and receivable through the order cancel flow. Another partner reads none of it.

const { t, admin, clerk, checker } = await orderDeskApp('osc');
const R = '/api/outsourcing/v1.0/order/request';
const VIN = 'KMHD341DBNU123456';
let hr: string;
let hr2: string;
let autoreman: string;
let hrCustomer: string;
let otherCustomer: string;
let lamp: string;

type Page<T> = { rows: T[]; total: number };
const onHand = () => onHandOf(t, clerk, lamp);
const receivable = async (customerCode: string): Promise<number> =>
  (
    (await t.ok('POST', '/api/customer/v1.0/ledger', clerk, {
      customerCode,
      fromDate: '20200101',
      toDate: '20991231',
    })) as { closingBalance: number }
  ).closingBalance;
const verified = async () => expect(await verifyLedgers(t.db)).toEqual([]);
const partnerLogin = async (loginId: string, kind: 'hr' | 'autoreman', role: 'HR' | 'AUTOREMAN') => {
  await t.addAccount({ loginId, kind, role, partnerCode: role });
  return t.login(loginId, kind);
};
const ask = (cookie: string, extra: Record<string, unknown> = {}) =>
  t.ok<PartnerRequestView>('POST', `${R}/save`, cookie, {
    vin: VIN,
    clientName: '홍길동',
    clientPhone: '010-1234-5678',
    lines: [{ partName: '헤드램프 좌', qty: 2 }],
    ...extra,
  });

beforeAll(async () => {
  await saveCompany(t, admin);
  hrCustomer = await newCustomer(t, clerk, 'Hr 협력사');
  otherCustomer = await newCustomer(t, clerk, '다른 정비소');
  lamp = await newPart(t, admin, {
    partNo: 'OSC-LAMP',
    name: '헤드램프',
    salePrice: 50_000,
    purchasePrice: 30_000,
  });
  await stockIn(t, admin, lamp, 10);
  await t.ok('POST', '/api/delivery/v1.0/method/save', admin, {
    code: 'KD',
    name: '경동택배',
    kind: 'courier',
    courierName: '경동택배',
    fee: 0,
    isDefault: true,
    active: true,
  });
  hr = await partnerLogin('osc-hr', 'hr', 'HR');
  hr2 = await partnerLogin('osc-hr2', 'hr', 'HR');
  autoreman = await partnerLogin('osc-ar', 'autoreman', 'AUTOREMAN');
  // Before head office names the partner's customer, a request is refused, nothing written.
  await t.refused(422, 'POST', `${R}/save`, hr, {
    vin: VIN,
    clientName: '홍길동',
    lines: [{ partName: 'x', qty: 1 }],
  });
  await t.refused(403, 'PUT', '/api/outsourcing/v1.0/partner/save', clerk, {
    partner: 'Hr',
    customerCode: hrCustomer,
  });
  await t.ok('PUT', '/api/outsourcing/v1.0/partner/save', admin, { partner: 'Hr', customerCode: hrCustomer });
});

describe('outsourcing order requests', () => {
  it('request → taken → ERP order registered → fixed → the partner sees the state and the waybill', async () => {
    const asked = await ask(hr);
    expect(asked).toMatchObject({ status: 'requested', customerCode: hrCustomer, erpOrderCode: null });
    expect(asked.code).toMatch(/^N\d{8}-\d{4}$/);
    // The partner reads its own; another partner gets the missing-row answer; staff see it listed.
    expect((await t.ok<Page<PartnerRequestView>>('POST', `${R}/customer/list`, hr2, {})).rows[0]?.code).toBe(
      asked.code,
    );
    const missing = await t.refused(404, 'GET', `${R}/check/N20000101-0001`, autoreman);
    expect(await t.refused(404, 'GET', `${R}/check/${asked.code}`, autoreman)).toBe(
      missing.replace('N20000101-0001', asked.code),
    );
    expect((await t.ok<Page<PartnerRequestView>>('POST', `${R}/customer/list`, autoreman, {})).total).toBe(0);
    await t.refused(403, 'POST', `${R}/admin/list`, hr, {});
    const listed = await t.ok<Page<AdminRequestView>>('POST', `${R}/admin/list`, clerk, { partner: 'Hr' });
    expect(listed.rows.map((r) => r.code)).toContain(asked.code);

    // Two clerks do not work one request.
    const taken = await t.ok<AdminRequestView>('PUT', `${R}/working/y/update/${asked.code}`, clerk, {
      version: 1,
    });
    expect(taken).toMatchObject({ status: 'working', workingMine: true });
    const busy = await t.refused(409, 'PUT', `${R}/working/y/update/${asked.code}`, checker, {
      version: taken.version,
    });
    expect(busy).toContain('처리 중');

    // A code of another customer's order is refused, naming the field; nothing written.
    const foreign = await t.ok<OrderView>('POST', '/api/order/v1.0/insert', clerk, {
      customerCode: otherCustomer,
      warehouseCode: 'MAIN',
      lines: [{ partCode: lamp, qty: 1, unitPrice: 50_000 }],
    });
    expect(
      await t.refused(422, 'POST', `${R}/erp/code/check/${asked.code}`, clerk, { orderCode: foreign.code }),
    ).toContain('ERP 주문 번호');

    const before = { stock: await onHand(), money: await receivable(hrCustomer) };
    const registered = await t.ok<AdminRequestView>('POST', `${R}/erp/order/register/${asked.code}`, clerk, {
      version: taken.version,
      lines: [{ partCode: lamp, qty: 2, unitPrice: 45_000, priceReason: '협력사 공급가' }],
    });
    // 2 × 45,000 won plus 10% VAT (the customer's prices exclude it).
    expect(registered).toMatchObject({ status: 'registered', orderTotal: 99_000 });
    const erp = registered.erpOrderCode!;
    const checked = await t.ok<ErpCodeCheck>('POST', `${R}/erp/code/check/${asked.code}`, clerk, {
      orderCode: erp,
    });
    expect(checked).toMatchObject({ customerCode: hrCustomer, orderStatus: 'draft', vin: VIN });
    // A draft moved nothing yet.
    expect(await onHand()).toBe(before.stock);

    const fixed = await t.ok<AdminRequestView>('PUT', `${R}/fixyn/update/${asked.code}`, clerk, {
      version: registered.version,
    });
    expect(fixed).toMatchObject({ status: 'fixed', deliveryStatus: 'waiting' });
    expect(await onHand()).toBe(before.stock - 2);
    expect(await receivable(hrCustomer)).toBe(before.money + 99_000);
    await verified();

    // The desk hands the parcel to the courier; the partner tracks the waybill.
    const delivery = await t.ok<{ code: string; version: number }>(
      'GET',
      `/api/delivery/v1.0/detail/L${erp.slice(1)}`,
      clerk,
    );
    await t.ok('POST', `/api/delivery/v1.0/handover/${delivery.code}`, clerk, {
      version: delivery.version,
      waybillNo: '4123-5678-9012',
    });
    const waybills = await t.ok<Page<PartnerRequestView>>('POST', `${R}/waybill/list`, hr, {});
    expect(waybills.rows.find((r) => r.code === asked.code)).toMatchObject({
      status: 'fixed',
      waybillNo: '4123-5678-9012',
      deliveryStatus: 'done',
      erpOrderCode: erp,
    });
    expect((await t.ok<Page<PartnerRequestView>>('POST', `${R}/waybill/list`, autoreman, {})).total).toBe(0);
    const sales = await t.ok<Page<PartnerSaleRow>>('POST', '/api/outsourcing/v1.0/order/sales/list', hr, {});
    expect(sales.rows[0]).toMatchObject({
      orderCode: erp,
      requestCode: asked.code,
      qty: 2,
      unitPrice: 45_000,
      amount: 99_000,
    });
    expect(
      (await t.ok<Page<PartnerSaleRow>>('POST', '/api/outsourcing/v1.0/order/sales/list', autoreman, {}))
        .total,
    ).toBe(0);
  });

  it('cancel handshake: the partner asks, head office checks; after the fix stock and money come back', async () => {
    const asked = await ask(hr, { lines: [{ partName: '헤드램프', partCode: lamp, qty: 1 }] });
    const taken = await t.ok<AdminRequestView>('PUT', `${R}/working/y/update/${asked.code}`, clerk, {
      version: 1,
    });
    const registered = await t.ok<AdminRequestView>('POST', `${R}/erp/order/register/${asked.code}`, clerk, {
      version: taken.version,
      lines: [{ partCode: lamp, qty: 1, unitPrice: 50_000 }],
    });
    const before = { stock: await onHand(), money: await receivable(hrCustomer) };
    const fixed = await t.ok<AdminRequestView>('PUT', `${R}/fixyn/update/${asked.code}`, clerk, {
      version: registered.version,
    });
    expect(await onHand()).toBe(before.stock - 1);

    // Another partner cannot ask to cancel it: the missing-row answer.
    await t.refused(404, 'PUT', `${R}/cancel/request/update/${asked.code}`, autoreman, {
      reason: '실수',
      version: fixed.version,
    });
    expect(
      await t.refused(422, 'PUT', `${R}/cancel/request/update/${asked.code}`, hr, {
        reason: '',
        version: fixed.version,
      }),
    ).toContain('취소 사유');
    const cancelAsked = await t.ok<PartnerRequestView>(
      'PUT',
      `${R}/cancel/request/update/${asked.code}`,
      hr,
      {
        reason: '고객 변심',
        version: fixed.version,
      },
    );
    expect(cancelAsked).toMatchObject({ cancelStatus: 'requested', status: 'fixed' });
    // Nothing moved yet; the cancel waits on head office's list.
    expect(await onHand()).toBe(before.stock - 1);
    const open = await t.ok<Page<AdminRequestView>>('POST', `${R}/admin/cancel/list`, clerk, {});
    expect(open.rows.map((r) => r.code)).toEqual([asked.code]);

    const done = await t.ok<AdminRequestView>('PUT', `${R}/cancel/check/y/${asked.code}`, checker, {
      version: cancelAsked.version,
    });
    expect(done).toMatchObject({ status: 'cancelled', cancelStatus: 'checked' });
    expect(done.cancelCheckedByName).toBeTruthy();
    expect(await onHand()).toBe(before.stock);
    expect(await receivable(hrCustomer)).toBe(before.money);
    await verified();
    expect((await t.ok<Page<AdminRequestView>>('POST', `${R}/admin/cancel/list`, clerk, {})).total).toBe(0);
    const history = await t.ok<Page<AdminRequestView>>('POST', `${R}/admin/cancel/history/list`, clerk, {});
    expect(history.rows[0]?.code).toBe(asked.code);
    // A second check is refused; the partner sees the cancel.
    await t.refused(422, 'PUT', `${R}/cancel/check/y/${asked.code}`, checker, { version: done.version });
    expect(await t.ok<PartnerRequestView>('GET', `${R}/check/${asked.code}`, hr)).toMatchObject({
      status: 'cancelled',
    });
  });

  it('a cancel before any ERP order only closes the request; a draft is discarded', async () => {
    const plain = await ask(hr);
    const c1 = await t.ok<PartnerRequestView>('PUT', `${R}/cancel/request/update/${plain.code}`, hr, {
      reason: '중복 요청',
      version: plain.version,
    });
    await t.refused(422, 'PUT', `${R}/working/y/update/${plain.code}`, clerk, { version: c1.version });
    expect(
      await t.ok<AdminRequestView>('PUT', `${R}/cancel/check/y/${plain.code}`, clerk, {
        version: c1.version,
      }),
    ).toMatchObject({ status: 'cancelled', erpOrderCode: null });

    const drafted = await ask(hr);
    const reg = await t.ok<AdminRequestView>('POST', `${R}/erp/order/register/${drafted.code}`, clerk, {
      version: drafted.version,
      lines: [{ partCode: lamp, qty: 1, unitPrice: 50_000 }],
    });
    const c2 = await t.ok<PartnerRequestView>('PUT', `${R}/cancel/request/update/${drafted.code}`, hr, {
      reason: '부품 변경',
      version: reg.version,
    });
    // Fixing a request whose cancel is asked is refused.
    await t.refused(422, 'PUT', `${R}/fixyn/update/${drafted.code}`, clerk, { version: c2.version });
    await t.ok('PUT', `${R}/cancel/check/y/${drafted.code}`, clerk, { version: c2.version });
    const order = await t.ok<OrderView>('GET', `/api/order/v1.0/single/${reg.erpOrderCode}`, clerk);
    expect(order.status).toBe('cancelled');
    await verified();
  });

  it('bad input names the field; a stale version is refused', async () => {
    const m = await t.refused(422, 'POST', `${R}/save`, hr, { vin: 'NOPE', clientName: '', lines: [] });
    expect(m).toContain('차대번호');
    const asked = await ask(hr);
    await t.refused(409, 'PUT', `${R}/working/y/update/${asked.code}`, clerk, { version: asked.version + 5 });
    await t.refused(404, 'GET', `${R}/admin/single/N20000101-0009`, clerk);
  });
});

describe('outsourcing partner users', () => {
  const U = '/api/outsourcing/v1.0/user';
  type User = { id: number; partner: string; loginId: string; name: string; disabled: boolean };

  it('head office manages every partner; a partner only its own, another partner reads as missing', async () => {
    const byStaff = await t.ok<User>('POST', `${U}/insert`, clerk, {
      partner: 'AutoReman',
      loginId: 'osc-ar-2',
      password: 'pass-1234-ok',
      name: '오토 직원',
    });
    expect(byStaff).toMatchObject({ partner: 'AutoReman', disabled: false });
    // A partner cannot create a user of another partner, nor read or change one.
    await t.refused(404, 'POST', `${U}/insert`, hr, {
      partner: 'AutoReman',
      loginId: 'osc-ar-3',
      password: 'pass-1234-ok',
      name: 'x',
    });
    const missing = await t.refused(404, 'GET', `${U}/single/999999`, hr);
    expect(await t.refused(404, 'GET', `${U}/single/${byStaff.id}`, hr)).toBe(missing);
    await t.refused(404, 'PUT', `${U}/modify/${byStaff.id}`, hr, { name: '바꿈' });
    await t.refused(404, 'DELETE', `${U}/delete/${byStaff.id}`, hr);

    const own = await t.ok<User>('POST', `${U}/insert`, hr, {
      partner: 'Hr',
      loginId: 'osc-hr-new',
      password: 'pass-1234-ok',
      name: 'Hr 신입',
    });
    // The new account logs in on its partner's page and sees its partner's requests only.
    const cookie = await t.login('osc-hr-new', 'hr', 'pass-1234-ok');
    expect((await t.ok<{ total: number }>('POST', `${R}/customer/list`, cookie, {})).total).toBeGreaterThan(
      0,
    );
    const listed = await t.ok<{ rows: User[] }>('POST', `${U}/list`, hr, {});
    expect(new Set(listed.rows.map((u) => u.partner))).toEqual(new Set(['Hr']));
    expect(
      (await t.ok<{ rows: User[] }>('POST', `${U}/list`, clerk, { partner: 'AutoReman' })).rows.map(
        (u) => u.loginId,
      ),
    ).toContain('osc-ar-2');
    expect(await t.ok<User>('PUT', `${U}/modify/${own.id}`, hr, { name: 'Hr 대리' })).toMatchObject({
      name: 'Hr 대리',
    });
    expect(await t.ok<User>('DELETE', `${U}/delete/${own.id}`, hr)).toMatchObject({ disabled: true });
    expect(
      await t.refused(422, 'POST', `${U}/insert`, hr, {
        partner: 'Hr',
        loginId: 'x',
        password: 'short',
        name: '',
      }),
    ).toContain('아이디');
    await t.refused(403, 'POST', `${U}/list`, await customerCaller(), {});
  });
});

/** A customer-portal caller: not a partner, refused outright. */
const customerCaller = async () => {
  await t.addAccount({ loginId: 'osc-cust', kind: 'customer', role: 'cust', customerCode: hrCustomer });
  return t.login('osc-cust', 'customer');
};

describe('partner catalogue', () => {
  it("lists the parts at the partner customer's price, with its Excel; staff and customers are refused", async () => {
    const page = await t.ok<{ rows: { partCode: string; salePrice: number; partnerPrice: number }[] }>(
      'POST',
      '/api/outsourcing/v1.0/product/list',
      hr,
      { search: 'OSC-LAMP' },
    );
    expect(page.rows).toEqual([
      expect.objectContaining({ partCode: lamp, salePrice: 50_000, partnerPrice: 50_000 }),
    ]);
    const excel = await t.call('POST', '/api/outsourcing/v1.0/product/excel/download', {
      cookie: hr,
      body: {},
    });
    expect(excel.raw.headers['content-type']).toContain('spreadsheet');
    await t.refused(403, 'POST', '/api/outsourcing/v1.0/product/list', clerk, {});
  });
});

describe('partner purchase orders', () => {
  const P = '/api/outsourcing/v1.0/purchase';
  type Detail = {
    orderCode: string;
    status: string;
    total: number;
    lines: { partCode: string; qty: number }[];
  };

  it('a purchase order is a draft ERP order of the partner customer at its catalogue price; others read it as missing', async () => {
    const saved = await t.ok<Detail>('POST', `${P}/order/save`, hr, { lines: [{ partCode: lamp, qty: 1 }] });
    expect(saved).toMatchObject({ status: 'draft', total: 55_000, lines: [{ partCode: lamp, qty: 1 }] });
    const order = await t.ok<OrderView>('GET', `/api/order/v1.0/single/${saved.orderCode}`, clerk);
    expect(order.customerCode).toBe(hrCustomer);
    expect(
      (await t.ok<{ rows: { orderCode: string }[] }>('POST', `${P}/order/list`, hr, {})).rows.map(
        (r) => r.orderCode,
      ),
    ).toContain(saved.orderCode);
    const missing = await t.refused(404, 'GET', `${P}/detail/list/O20000101-0001`, autoreman);
    expect(await t.refused(404, 'GET', `${P}/detail/list/${saved.orderCode}`, autoreman)).toBe(
      missing.replace('O20000101-0001', saved.orderCode),
    );
    expect(
      await t.refused(422, 'POST', `${P}/order/save`, hr, { lines: [{ partCode: 'P9999999', qty: 1 }] }),
    ).toContain('품목 코드');
  });
});
