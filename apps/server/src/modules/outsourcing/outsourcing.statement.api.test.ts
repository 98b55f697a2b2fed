import type { AdminRequestView, PartnerRequestView, Statement } from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixedOrder, newCustomer, newPart, orderDeskApp, saveCompany, stockIn } from '../../test/fixtures.js';

// OutsourcingStatementOfAccount through HTTP: the statement of a partner's ERP order, by its order
// code or the request code it came from. The partner reads only its own; another partner gets the
// missing-row answer; head office reads any partner's, but not an ordinary customer's order.

const { t, admin, clerk } = await orderDeskApp('oss');
const R = '/api/outsourcing/v1.0/order/request';
const S = '/api/outsourcing/v1.0/order/statement';
let hr: string;
let autoreman: string;
let hrCustomer: string;
let lamp: string;

beforeAll(async () => {
  await saveCompany(t, admin);
  hrCustomer = await newCustomer(t, clerk, 'Hr 명세 협력사');
  const arCustomer = await newCustomer(t, clerk, 'AutoReman 명세 협력사');
  lamp = await newPart(t, admin, { partNo: 'OSS-LAMP', name: '헤드램프', salePrice: 50_000 });
  await stockIn(t, admin, lamp, 10);
  await t.ok('PUT', '/api/outsourcing/v1.0/partner/save', admin, { partner: 'Hr', customerCode: hrCustomer });
  await t.ok('PUT', '/api/outsourcing/v1.0/partner/save', admin, {
    partner: 'AutoReman',
    customerCode: arCustomer,
  });
  await t.addAccount({ loginId: 'oss-hr', kind: 'hr', role: 'HR', partnerCode: 'HR' });
  await t.addAccount({ loginId: 'oss-ar', kind: 'autoreman', role: 'AUTOREMAN', partnerCode: 'AUTOREMAN' });
  hr = await t.login('oss-hr', 'hr');
  autoreman = await t.login('oss-ar', 'autoreman');
});

describe('outsourcing statement of account', () => {
  it("prints the partner's fixed ERP order by order or request code, for the partner and head office", async () => {
    const asked = await t.ok<PartnerRequestView>('POST', `${R}/save`, hr, {
      vin: 'KMHD341DBNU123456',
      clientName: '홍길동',
      lines: [{ partName: '헤드램프 좌', qty: 2 }],
    });
    const taken = await t.ok<AdminRequestView>('PUT', `${R}/working/y/update/${asked.code}`, clerk, {
      version: 1,
    });
    const registered = await t.ok<AdminRequestView>('POST', `${R}/erp/order/register/${asked.code}`, clerk, {
      version: taken.version,
      lines: [{ partCode: lamp, qty: 2, unitPrice: 45_000, priceReason: '협력사 공급가' }],
    });
    const erp = registered.erpOrderCode!;
    // Not fixed yet: a statement is refused with the reason.
    expect(await t.refused(422, 'GET', `${S}/${erp}`, hr)).toContain('견적서');
    await t.ok('PUT', `${R}/fixyn/update/${asked.code}`, clerk, { version: registered.version });

    const byOrder = await t.ok<Statement>('GET', `${S}/${erp}`, hr);
    expect(byOrder).toMatchObject({
      kind: 'sale',
      documentCode: erp,
      supply: 90_000,
      tax: 9_000,
      total: 99_000,
    });
    expect(byOrder.recipient.name).toBe('Hr 명세 협력사');
    expect((await t.ok<Statement>('GET', `${S}/${asked.code.toLowerCase()}`, hr)).documentCode).toBe(erp);
    expect((await t.ok<Statement>('GET', `${S}/${erp}`, clerk)).total).toBe(99_000);

    // Another partner: the same answer as a code that does not exist.
    const missing = await t.refused(404, 'GET', `${S}/O20000101-0001`, autoreman);
    expect(await t.refused(404, 'GET', `${S}/${erp}`, autoreman)).toBe(
      missing.replace('O20000101-0001', erp),
    );
    expect(await t.refused(404, 'GET', `${S}/${asked.code}`, autoreman)).toBe(
      missing.replace('O20000101-0001', asked.code),
    );
  });

  it("refuses head office an ordinary customer's order on the partner statement", async () => {
    const plain = await fixedOrder(t, clerk, await newCustomer(t, clerk, '일반 정비소'), [
      { partCode: lamp, qty: 1, unitPrice: 50_000 },
    ]);
    await t.refused(404, 'GET', `${S}/${plain.code}`, clerk);
    await t.refused(404, 'GET', `${S}/${plain.code}`, hr);
  });
});
