import type { ListPage, StatementPrint, StatementRow } from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  draftOrder,
  fixedOrder,
  newCustomer,
  newPart,
  orderDeskApp,
  saveCompany,
  stockIn,
} from '../../test/fixtures.js';

// StatementOfAccountManage through real HTTP: fixed orders of a customer and period with their
// print count; each print (and reprint) of the statement lands in the history.

const { t, admin, clerk, checker } = await orderDeskApp('sm');
const M = '/api/order/v1.0/statement/manage';
let customer: string;
let part: string;

const listOf = (filters: unknown[]) =>
  t.ok<ListPage<StatementRow>>('POST', `${M}/list`, clerk, { page: 1, size: 50, filters });

beforeAll(async () => {
  await saveCompany(t, admin);
  customer = await newCustomer(t, clerk, '명세서관리정비');
  part = await newPart(t, admin, { partNo: 'SM-1', name: '와이퍼', salePrice: 8_000 });
  await stockIn(t, admin, part, 50);
});

describe('statement of account management', () => {
  it('lists the fixed orders of a customer, not its drafts', async () => {
    const fixed = await fixedOrder(t, clerk, customer, [{ partCode: part, qty: 1, unitPrice: 8_000 }]);
    await draftOrder(t, clerk, customer, [{ partCode: part, qty: 1, unitPrice: 8_000 }]);
    const page = await listOf([{ field: 'customerCode', op: 'eq', value: customer }]);
    expect(page.rows.map((r) => r.orderCode)).toEqual([fixed.code]);
    expect(page.rows[0]).toMatchObject({ printCount: 0, lastPrintedAt: null, total: fixed.total });
  });

  it('counts each print by a different person and keeps the history newest first', async () => {
    const fixed = await fixedOrder(t, clerk, customer, [{ partCode: part, qty: 2, unitPrice: 8_000 }]);
    await t.ok('GET', `/api/order/v1.0/statement/${fixed.code}`, clerk);
    await t.ok('GET', `/api/order/v1.0/statement/${fixed.code}`, checker);
    const page = await listOf([{ field: 'customerCode', op: 'eq', value: customer }]);
    const row = page.rows.find((r) => r.orderCode === fixed.code);
    expect(row).toMatchObject({ printCount: 2 });
    expect(row?.lastPrintedBy).not.toBeNull();
    const history = await t.ok<StatementPrint[]>('GET', `${M}/history/${fixed.code}`, clerk);
    expect(history).toHaveLength(2);
    expect(history.every((h) => h.document === 'sale' && h.documentCode === fixed.code)).toBe(true);
  });

  it('finds statements printed at least once', async () => {
    const page = await listOf([
      { field: 'customerCode', op: 'eq', value: customer },
      { field: 'printCount', op: 'gte', value: 1 },
    ]);
    expect(page.rows.every((r) => r.printCount >= 1)).toBe(true);
    expect(page.rows.length).toBeGreaterThan(0);
  });

  it('answers the history of a missing order as missing', async () => {
    await t.refused(404, 'GET', `${M}/history/O20990101-0009`, clerk);
  });
});
