import type { OrderView, Pickup, ReturnView } from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { downloadSheet } from '../../test/excel-upload.js';
import { newCustomer, newPart, orderDeskApp, stockIn } from '../../test/fixtures.js';

// Pickup stops through HTTP: registered for a return, assigned to a driver by hand, picked once;
// the refusals (a return of another customer, picking before assigning, acting on a closed stop).

const { t, admin, clerk, checker } = await orderDeskApp('pk');
const P = '/api/delivery/v1.0/pickup';
let customerCode: string;
let returnCode: string;

beforeAll(async () => {
  customerCode = await newCustomer(t, clerk, {
    name: '회수정비',
    vatIncluded: false,
    address: '서울 구로구 1',
  });
  const part = await newPart(t, admin, { partNo: 'PK-1', name: '회수 부품', salePrice: 5_000 });
  await stockIn(t, admin, part, 5);
  const draft = await t.ok<OrderView>('POST', '/api/order/v1.0/insert', clerk, {
    customerCode,
    warehouseCode: 'MAIN',
    lines: [{ partCode: part, qty: 2, unitPrice: 5_000 }],
  });
  const order = await t.ok<OrderView>('POST', `/api/order/v1.0/fix/${draft.code}`, clerk);
  const r = await t.ok<ReturnView>('POST', '/api/order/v1.0/return/request', clerk, {
    orderCode: order.code,
    kind: 'plain',
    reason: '회수 요청',
    lines: [{ lineNo: 1, qty: 1 }],
  });
  await t.ok('POST', `/api/order/v1.0/return/check/${r.id}`, checker);
  returnCode = r.code;
});

const window = { windowDate: '20261130', windowFrom: '0900', windowTo: '1200' };

describe('pickups (회수)', () => {
  it('registers a return pickup at the customer, assigns a driver by hand and picks it once', async () => {
    const p = await t.ok<Pickup>('POST', `${P}/register`, clerk, {
      kind: 'return',
      customerCode,
      returnCode,
      ...window,
    });
    expect(p).toMatchObject({
      status: 'open',
      kind: 'return',
      returnCode,
      address: '서울 구로구 1',
      windowFrom: '0900',
    });
    expect(await t.refused(422, 'POST', `${P}/picked/${p.id}`, clerk)).toContain('기사를 먼저');
    const assigned = await t.ok<Pickup>('POST', `${P}/assign/${p.id}`, clerk, {
      driverLoginId: 'pk-checker',
    });
    expect(assigned).toMatchObject({ status: 'assigned', driverName: expect.any(String) });
    const mine = await t.ok<{ rows: Pickup[] }>('POST', `${P}/list`, checker, { mine: true });
    expect(mine.rows.map((r) => r.id)).toEqual([p.id]);
    expect((await t.ok<Pickup>('POST', `${P}/picked/${p.id}`, checker)).status).toBe('picked');
    expect(await t.refused(422, 'POST', `${P}/picked/${p.id}`, checker)).toContain('이미 회수');
    expect(await t.refused(422, 'POST', `${P}/cancel/${p.id}`, checker)).toContain('이미 회수');
  });

  it('exports the pickup list to Excel: the grid headers, the same rows, labels and window in words', async () => {
    const listed = await t.ok<{ rows: Pickup[] }>('POST', `${P}/list`, clerk, { customerCode });
    const sheet = await downloadSheet(t, clerk, `${P}/excel/download`, { customerCode });
    expect(sheet.headers.slice(0, 5)).toEqual(['번호', '구분', '회수일시', '거래처 코드', '거래처']);
    expect(sheet.rows.map((r) => Number(r[0]))).toEqual(listed.rows.map((r) => r.id));
    expect(sheet.rows[0]?.slice(1, 3)).toEqual(['반품 회수', '11/30 09:00~12:00']);
  });

  it('refuses a return pickup without a return, a window that ends before it starts, an unknown driver', async () => {
    expect(
      await t.refused(422, 'POST', `${P}/register`, clerk, { kind: 'return', customerCode, ...window }),
    ).toContain('반품 번호');
    expect(
      await t.refused(422, 'POST', `${P}/register`, clerk, {
        kind: 'junk',
        customerCode,
        ...window,
        windowTo: '0800',
      }),
    ).toContain('끝 시각');
    expect(
      await t.refused(422, 'POST', `${P}/register`, clerk, {
        kind: 'junk',
        customerCode,
        ...window,
        driverLoginId: 'nobody',
      }),
    ).toContain('없는 계정');
  });
});
