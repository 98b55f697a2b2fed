import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query.js';
import {
  checkedCancel,
  draftOrder,
  fixedOrder,
  newCustomer,
  newPart,
  type OrderLineInput,
  onHand as onHandOf,
  orderDeskApp,
  requestCancel,
  stockIn,
} from '../../test/fixtures.js';
import { negativeBalances } from '../stock/verify-ledgers.js';
import { verifyLedgers } from '../verify-ledgers.js';
import type { CancelRequestView } from './order-cancel.service.js';
import type { OrderView } from './sales-order.service.js';

const { t, admin, clerk, checker } = await orderDeskApp('so');
let customerCode: string;
let battery: string;
let filter: string;
let backOrder: string;

const onHand = (partCode: string) => onHandOf(t, clerk, partCode);
const balanceOf = async (): Promise<number> => {
  const view = (await t.ok('POST', '/api/customer/v1.0/ledger', clerk, {
    customerCode,
    fromDate: '20200101',
    toDate: '20991231',
  })) as {
    closingBalance: number;
  };
  return view.closingBalance;
};
const order = (lines: OrderLineInput[], extra: Record<string, unknown> = {}) =>
  draftOrder(t, clerk, customerCode, lines, extra);
/** An order of this file's customer, fixed. */
const orderFixed = (lines: OrderLineInput[]) => fixedOrder(t, clerk, customerCode, lines);

beforeAll(async () => {
  customerCode = await newCustomer(t, clerk, '수주정비');
  battery = await newPart(t, admin, { partNo: 'GB80L', name: '배터리 80Ah', salePrice: 95_000 });
  filter = await newPart(t, admin, { partNo: '26300-35505', name: '오일필터', salePrice: 7_333 });
  backOrder = await newPart(t, admin, {
    partNo: 'BO-1',
    name: '주문생산 부품',
    salePrice: 1_000,
    allowBackOrder: true,
  });
  await stockIn(t, admin, battery, 5);
  await stockIn(t, admin, filter, 100);
});

describe('memo to fixed order', () => {
  it('takes a memo once, registers an order from it, and fixes it: stock out and receivable up together', async () => {
    const memo = (await t.ok('POST', '/api/memo/v1.0/save', clerk, {
      customerCode,
      request: '아반떼 배터리, 오일필터 2개',
      urgent: true,
    })) as { code: string };
    expect(memo.code).toMatch(/^M\d{8}-\d{4}$/);
    await t.ok('POST', `/api/memo/v1.0/working/check/${memo.code}`, clerk);
    const other = await t.call('POST', `/api/memo/v1.0/working/check/${memo.code}`, { cookie: checker });
    expect(other.status).toBe(409);
    expect(other.body.message).toContain('처리 중');
    // Nor may the other clerk register an order from it and so take it over.
    const taken = await t.refused(409, 'POST', '/api/order/v1.0/insert', checker, {
      customerCode,
      memoCode: memo.code,
      lines: [{ partCode: battery, qty: 1, unitPrice: 95_000 }],
    });
    expect(taken).toContain('처리 중');

    const draft = await order(
      [
        { partCode: battery, qty: 1, unitPrice: 95_000 },
        { partCode: filter, qty: 3, unitPrice: 7_333 },
      ],
      { memoCode: memo.code },
    );
    expect(draft).toMatchObject({
      status: 'draft',
      supply: 95_000 + 21_999,
      tax: 9_500 + 2_199,
      total: 104_500 + 24_198,
    });
    const memoAfter = (await t.ok('GET', `/api/memo/v1.0/single/${memo.code}`, clerk)) as {
      status: string;
      orderCode: string;
    };
    expect(memoAfter).toMatchObject({ status: 'done', orderCode: draft.code });
    expect(await onHand(battery)).toBe(5);

    const before = await balanceOf();
    const fixed = (await t.ok('POST', `/api/order/v1.0/fix/${draft.code}`, clerk)) as OrderView;
    expect(fixed.status).toBe('fixed');
    expect(await onHand(battery)).toBe(4);
    expect(await onHand(filter)).toBe(97);
    expect(await balanceOf()).toBe(before + 128_698);
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('refuses a fix without stock, naming the part, and moves nothing at all', async () => {
    const draft = await order([
      { partCode: filter, qty: 1, unitPrice: 7_333 },
      { partCode: battery, qty: 50, unitPrice: 95_000 },
    ]);
    const balance = await balanceOf();
    const res = await t.refused(422, 'POST', `/api/order/v1.0/fix/${draft.code}`, clerk);
    expect(res).toContain('재고가 부족합니다');
    expect(res).toContain(battery);
    expect(await onHand(filter)).toBe(97);
    expect(await balanceOf()).toBe(balance);
    expect(((await t.ok('GET', `/api/order/v1.0/single/${draft.code}`, clerk)) as OrderView).status).toBe(
      'draft',
    );
  });

  it('refuses to fix an order for a customer still waiting in 신규 거래처 확인, unless an admin states why', async () => {
    const fresh = (
      (await t.ok('POST', '/api/customer/v1.0/insert', clerk, { name: '신규정비', vatIncluded: false })) as {
        customer: { code: string };
      }
    ).customer.code;
    const draftFor = () =>
      order([{ partCode: filter, qty: 1, unitPrice: 7_333 }], { customerCode: fresh }) as Promise<OrderView>;
    const stock = await onHand(filter);
    const first = await draftFor();
    const refused = await t.call('POST', `/api/order/v1.0/fix/${first.code}`, { cookie: clerk });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain("'신규정비' 거래처는 아직 신규 거래처 확인 전입니다");
    expect(await onHand(filter)).toBe(stock);
    // A stated reason is an admin's to give; a clerk's is refused, a blank one is bad input.
    const byClerk = await t.refused(422, 'POST', `/api/order/v1.0/fix/${first.code}`, clerk, {
      unconfirmedCustomerReason: '사장님 지시',
    });
    expect(byClerk).toContain('관리자만');
    const blank = await t.refused(422, 'POST', `/api/order/v1.0/fix/${first.code}`, admin, {
      unconfirmedCustomerReason: '  ',
    });
    expect(blank).toContain('확인 전 확정 사유');
    expect(((await t.ok('GET', `/api/order/v1.0/single/${first.code}`, clerk)) as OrderView).status).toBe(
      'draft',
    );
    // The admin's reason fixes it and is recorded on the order's history and in the audit.
    const fixed = (await t.ok('POST', `/api/order/v1.0/fix/${first.code}`, admin, {
      unconfirmedCustomerReason: '현금 선결제 확인',
    })) as OrderView;
    expect(fixed.status).toBe('fixed');
    expect(await onHand(filter)).toBe(stock - 1);
    const [event] = await queryRows<{ after: { unconfirmedCustomerReason?: string } }>(
      t.db,
      sql`select e.after from order_events e join sales_orders o on o.id = e.order_id
          where o.code = ${first.code} and e.kind = 'fixed'`,
    );
    expect(event?.after.unconfirmedCustomerReason).toBe('현금 선결제 확인');
    const [audit] = await queryRows<{ after: { unconfirmedCustomerReason?: string } }>(
      t.db,
      sql`select after from audit_log where action = 'order.fix' and entity_id = ${first.code}`,
    );
    expect(audit?.after.unconfirmedCustomerReason).toBe('현금 선결제 확인');
    // Once another employee has confirmed the customer, its orders fix as any other.
    await t.confirmCustomer(fresh);
    const second = await draftFor();
    expect(((await t.ok('POST', `/api/order/v1.0/fix/${second.code}`, clerk)) as OrderView).status).toBe(
      'fixed',
    );
  });

  it('lets a back-order part go below zero', async () => {
    const draft = await order([{ partCode: backOrder, qty: 4, unitPrice: 1_000 }]);
    await t.ok('POST', `/api/order/v1.0/fix/${draft.code}`, clerk);
    expect(await onHand(backOrder)).toBe(-4);
    expect(await negativeBalances(t.db)).toBe(0);
  });

  it('modifies a draft at its version, and refuses a stale version, a changed price without reason and a fixed order', async () => {
    const draft = await order([{ partCode: filter, qty: 1, unitPrice: 7_333 }]);
    const noReason = await t.refused(422, 'POST', `/api/order/v1.0/update/${draft.code}`, clerk, {
      customerCode,
      lines: [{ partCode: filter, qty: 2, unitPrice: 7_000 }],
      version: draft.version,
    });
    expect(noReason).toContain('단가 변경 사유');
    const modified = (await t.ok('POST', `/api/order/v1.0/update/${draft.code}`, clerk, {
      customerCode,
      lines: [{ partCode: filter, qty: 2, unitPrice: 7_000, priceReason: '단골 할인' }],
      version: draft.version,
    })) as OrderView;
    expect(modified).toMatchObject({ total: 15_400, version: draft.version + 1 });
    expect(modified.lines[0]).toMatchObject({ listPrice: 7_333, unitPrice: 7_000, priceReason: '단골 할인' });
    await t.refused(409, 'POST', `/api/order/v1.0/update/${draft.code}`, checker, {
      customerCode,
      lines: [{ partCode: filter, qty: 9, unitPrice: 7_333 }],
      version: draft.version,
    });
    await t.ok('POST', `/api/order/v1.0/fix/${draft.code}`, clerk);
    const afterFix = await t.refused(422, 'POST', `/api/order/v1.0/update/${draft.code}`, clerk, {
      customerCode,
      lines: [{ partCode: filter, qty: 1, unitPrice: 7_333 }],
      version: modified.version + 1,
    });
    expect(afterFix).toContain('취소 후 다시 등록');
    const again = await t.call('POST', `/api/order/v1.0/fix/${draft.code}`, { cookie: clerk });
    expect(again.body.message).toContain('이미 확정');
  });

  it('discards a draft at its version, moving nothing, and refuses to discard a fixed order', async () => {
    const draft = await order([{ partCode: filter, qty: 2, unitPrice: 7_333 }]);
    const stock = await onHand(filter);
    const balance = await balanceOf();
    await t.refused(409, 'POST', `/api/order/v1.0/discard/${draft.code}`, clerk, {
      version: draft.version + 1,
    });
    const discarded = (await t.ok('POST', `/api/order/v1.0/discard/${draft.code}`, clerk, {
      version: draft.version,
    })) as OrderView;
    expect(discarded.status).toBe('cancelled');
    expect(await onHand(filter)).toBe(stock);
    expect(await balanceOf()).toBe(balance);
    await t.refused(422, 'POST', `/api/order/v1.0/fix/${draft.code}`, clerk);
    // At the price the candidates test below expects as this customer's last one.
    const fixed = await orderFixed([{ partCode: filter, qty: 1, unitPrice: 7_000, priceReason: '단골' }]);
    const refused = await t.refused(422, 'POST', `/api/order/v1.0/discard/${fixed.code}`, clerk, {
      version: fixed.version,
    });
    expect(refused).toContain('취소 요청');
  });

  it('names bad input in Korean and writes nothing', async () => {
    const res = await t.refused(422, 'POST', '/api/order/v1.0/insert', clerk, {
      customerCode,
      lines: [{ partCode: filter, qty: 0, unitPrice: -1 }],
    });
    expect(res).toContain('수량');
    expect(res).toContain('단가');
    const unknown = await t.refused(422, 'POST', '/api/order/v1.0/insert', clerk, {
      customerCode,
      lines: [{ partCode: 'P9999999', qty: 1, unitPrice: 0 }],
    });
    expect(unknown).toContain('1번째 줄');
  });

  it('refuses an order whose total would not stay exact to the won, and writes nothing', async () => {
    const before = (await t.ok('POST', '/api/order/v1.0/list', clerk, {})) as { total: number };
    const line = { partCode: filter, qty: 99_999, unitPrice: 1_000_000_000, priceReason: '시험' };
    const res = await t.refused(422, 'POST', '/api/order/v1.0/insert', clerk, {
      customerCode,
      lines: Array.from({ length: 300 }, () => line),
    });
    expect(res).toContain('주문 합계');
    const after = (await t.ok('POST', '/api/order/v1.0/list', clerk, {})) as { total: number };
    expect(after.total).toBe(before.total);
  });
});

describe('order candidates', () => {
  it("finds parts by name with stock per warehouse and this customer's last price", async () => {
    const found = (await t.ok('POST', '/api/order/v1.0/part/candidates', clerk, {
      customerCode,
      keyword: '필터',
    })) as {
      code: string;
      stock: { warehouseCode: string; qty: number }[];
      lastPrice: { unitPrice: number } | null;
    }[];
    const row = found.find((p) => p.code === filter)!;
    expect(row.stock.find((s) => s.warehouseCode === 'MAIN')?.qty).toBe(await onHand(filter));
    expect(row.lastPrice?.unitPrice).toBe(7_000);
    const byPrefix = (await t.ok('POST', '/api/order/v1.0/part/candidates', clerk, {
      customerCode,
      keyword: 'GB80',
    })) as { code: string; lastPrice: unknown }[];
    expect(byPrefix.map((p) => p.code)).toContain(battery);
    const empty = await t.refused(422, 'POST', '/api/order/v1.0/part/candidates', clerk, {
      customerCode,
      keyword: '',
    });
    expect(empty).toContain('검색어');
  });
});

describe('cancel with a second person', () => {
  it('reverses stock and receivable exactly, line by line, and never twice', async () => {
    const fixed = await orderFixed([
      { partCode: battery, qty: 2, unitPrice: 95_000 },
      { partCode: filter, qty: 3, unitPrice: 7_333 },
    ]);
    const stockBattery = await onHand(battery);
    const balance = await balanceOf();

    const request = await requestCancel(t, clerk, fixed.code, '고객 변심', [{ lineNo: 2, qty: 1 }]);
    expect(request).toMatchObject({ status: 'requested', total: 8_066, requestedByName: 'so-clerk 테스트' });
    // 수주 목록 and 통합 현황 show the waiting cancel and, once checked, totals net of it.
    const listed = async () =>
      (
        (await t.ok('POST', '/api/order/v1.0/list', clerk, { size: 100 })) as {
          rows: {
            code: string;
            total: number;
            netTotal: number;
            cancelledTotal: number;
            cancelPending: boolean;
            warehouseName: string;
          }[];
        }
      ).rows.find((r) => r.code === fixed.code)!;
    const dayStatus = async () =>
      (await t.ok('POST', '/api/order/v1.0/integrated/status', clerk, { date: fixed.orderDate })) as {
        total: number;
        cancelledTotal: number;
        cancelPendingCount: number;
      };
    const dayBefore = await dayStatus();
    expect(await listed()).toMatchObject({
      total: fixed.total,
      netTotal: fixed.total,
      cancelledTotal: 0,
      cancelPending: true,
      warehouseName: '본사 창고',
    });
    expect(dayBefore.cancelPendingCount).toBeGreaterThanOrEqual(1);
    // The admin hears of it in the header bell (a realtime event), the requester does not.
    const adminInbox = (await t.ok('GET', '/api/comm/v1.0/notification/list', admin)) as {
      items: { kind: string; title: string; link: string }[];
    };
    expect(adminInbox.items[0]).toMatchObject({
      kind: 'order.cancel.requested',
      title: `취소 요청: ${fixed.code}`,
      link: '/Company/Order/Cancel/OrderCancelUnCheckList',
    });
    const clerkInbox = (await t.ok('GET', '/api/comm/v1.0/notification/list', clerk)) as { items: unknown[] };
    expect(clerkInbox.items).toHaveLength(0);
    // The list tells each reader whether they may check it, so the screen can say so before a click.
    const checkProblemFor = async (cookie: string) =>
      (
        (await t.ok('POST', '/api/order/v1.0/cancel/list', cookie, { status: 'requested' })) as {
          rows: { id: number; checkProblem: string | null }[];
        }
      ).rows.find((r) => r.id === request.id)?.checkProblem;
    expect(await checkProblemFor(clerk)).toContain('다른 직원');
    expect(await checkProblemFor(checker)).toBeNull();
    const self = await t.refused(422, 'POST', `/api/order/v1.0/cancel/check/${request.id}`, clerk);
    expect(self).toContain('다른 직원');
    const tooMuch = await t.refused(422, 'POST', `/api/order/v1.0/cancel/request/${fixed.code}`, clerk, {
      reason: '중복 요청',
      lines: [{ lineNo: 2, qty: 3 }],
    });
    expect(tooMuch).toContain('2개');

    await t.ok('POST', `/api/order/v1.0/cancel/check/${request.id}`, checker);
    expect(await balanceOf()).toBe(balance - 8_066);
    expect(await listed()).toMatchObject({
      total: fixed.total,
      netTotal: fixed.total - 8_066,
      cancelledTotal: 8_066,
      cancelPending: false,
    });
    const dayAfter = await dayStatus();
    expect(dayAfter.total).toBe(dayBefore.total - 8_066);
    expect(dayAfter.cancelledTotal).toBe(dayBefore.cancelledTotal + 8_066);
    expect(dayAfter.cancelPendingCount).toBe(dayBefore.cancelPendingCount - 1);
    const reportRow = (
      (await t.ok('POST', '/api/order/v1.0/integrated/status/list', clerk, {
        date: fixed.orderDate,
        state: 'waiting-exam',
        size: 100,
      })) as { rows: { code: string; netTotal: number; cancelledTotal: number }[] }
    ).rows.find((r) => r.code === fixed.code);
    expect(reportRow).toMatchObject({ netTotal: fixed.total - 8_066, cancelledTotal: 8_066 });
    expect(await onHand(filter)).toBeGreaterThan(0);
    const twice = await t.call('POST', `/api/order/v1.0/cancel/check/${request.id}`, { cookie: checker });
    expect(twice.body.message).toContain('이미 처리');

    const rest = await checkedCancel(t, clerk, checker, fixed.code, '전체 취소');
    expect(rest.lines).toEqual([
      expect.objectContaining({ lineNo: 1, qty: 2 }),
      expect.objectContaining({ lineNo: 2, qty: 2 }),
    ]);
    expect(await onHand(battery)).toBe(stockBattery + 2);
    expect(await balanceOf()).toBe(balance - fixed.total);
    expect(((await t.ok('GET', `/api/order/v1.0/single/${fixed.code}`, clerk)) as OrderView).status).toBe(
      'cancelled',
    );
    // Wholly cancelled: it sells nothing, and its cancels took back its whole total.
    expect(await listed()).toMatchObject({ netTotal: 0, cancelledTotal: fixed.total, cancelPending: false });
    expect((await dayStatus()).total).toBe(dayBefore.total - fixed.total);
    await t.refused(422, 'POST', `/api/order/v1.0/cancel/request/${fixed.code}`, clerk, {
      reason: '또 취소',
    });
    const pending = (await t.ok('POST', '/api/order/v1.0/cancel/list', clerk, { status: 'requested' })) as {
      rows: unknown[];
    };
    expect(pending.rows).toEqual([]);
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('refuses the same line twice in one request, which would cancel more than was sold', async () => {
    // At the price the candidates test below expects as this customer's last one.
    const fixed = await orderFixed([{ partCode: filter, qty: 1, unitPrice: 7_000, priceReason: '단골' }]);
    const twice = await t.refused(422, 'POST', `/api/order/v1.0/cancel/request/${fixed.code}`, clerk, {
      reason: '중복 줄',
      lines: [
        { lineNo: 1, qty: 1 },
        { lineNo: 1, qty: 1 },
      ],
    });
    expect(twice).toContain('같은 줄 번호');
    const pending = (await t.ok('POST', '/api/order/v1.0/cancel/list', clerk, { status: 'requested' })) as {
      rows: unknown[];
    };
    expect(pending.rows).toEqual([]);
    // Behind the service, the table itself refuses a line cancelled past what was sold.
    await expect(
      t.db.execute(
        sql`update sales_order_lines set cancelled_qty = qty + 1 where order_id = (select id from sales_orders where code = ${fixed.code})`,
      ),
    ).rejects.toThrow();
    const huge = await t.refused(422, 'POST', '/api/order/v1.0/cancel/check/99999999999', checker);
    expect(huge).toContain('요청 번호');
  });

  it('takes back a line cancelled one unit at a time to the won: nothing owed, statements as posted', async () => {
    const balance = await balanceOf();
    const fixed = await orderFixed([{ partCode: filter, qty: 3, unitPrice: 7_335, priceReason: '특가' }]);
    expect(fixed.total).toBe(24_205);
    const cancelTotals: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const request = await requestCancel(t, clerk, fixed.code, '부분 취소', [{ lineNo: 1, qty: 1 }]);
      const checked = (await t.ok(
        'POST',
        `/api/order/v1.0/cancel/check/${request.id}`,
        checker,
      )) as CancelRequestView;
      const [line] = checked.lines;
      expect(line!.supply + line!.tax).toBe(line!.total);
      cancelTotals.push(-checked.total);
    }
    // Priced on its own each cancel would be -8,068 (24,204 in all) and leave 1 won owed.
    expect(cancelTotals.reduce((a, b) => a + b, 0)).toBe(-24_205);
    expect(await balanceOf()).toBe(balance);
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('lets the checker reject a request, which moves nothing', async () => {
    // At the price the candidates test below expects as this customer's last one.
    const fixed = await orderFixed([{ partCode: filter, qty: 1, unitPrice: 7_000, priceReason: '단골' }]);
    const request = await requestCancel(t, clerk, fixed.code, '착오');
    const balance = await balanceOf();
    const rejected = (await t.ok('POST', `/api/order/v1.0/cancel/reject/${request.id}`, checker, {
      reason: '이미 출고됨',
    })) as CancelRequestView;
    expect(rejected.status).toBe('rejected');
    expect(await balanceOf()).toBe(balance);
  });
});

describe('payments and the customer ledger', () => {
  it('lowers the balance by a payment and prints opening, running balance and totals', async () => {
    const before = await balanceOf();
    // A code typed in lower case is the same customer, as the reports already took it.
    const lower = (await t.ok('POST', '/api/customer/v1.0/ledger', clerk, {
      customerCode: customerCode.toLowerCase(),
      fromDate: '20200101',
      toDate: '20991231',
    })) as { closingBalance: number };
    expect(lower.closingBalance).toBe(before);
    const payment = (await t.ok('POST', '/api/customer/v1.0/payment/save', clerk, {
      customerCode,
      kind: 'payment-transfer',
      amount: 50_000,
    })) as {
      balance: number;
      code: string;
    };
    expect(payment.balance).toBe(before - 50_000);
    // A payment's own letter: D and the day, never P (a part's letter).
    expect(payment.code).toMatch(/^D\d{8}-\d{4}$/);
    await t.db.execute(
      sql`update customer_ledger set entry_date = date '2026-01-10' where id = (select min(id) from customer_ledger)`,
    );
    const view = (await t.ok('POST', '/api/customer/v1.0/ledger', clerk, {
      customerCode,
      fromDate: '20260201',
      toDate: '20991231',
    })) as {
      openingBalance: number;
      lines: { debit: number; credit: number; balance: number }[];
      totalDebit: number;
      totalCredit: number;
      closingBalance: number;
    };
    expect(view.openingBalance).toBeGreaterThan(0);
    expect(view.closingBalance).toBe(before - 50_000);
    expect(view.openingBalance + view.totalDebit - view.totalCredit).toBe(view.closingBalance);
    let running = view.openingBalance;
    for (const line of view.lines) {
      running += line.debit - line.credit;
      expect(line.balance).toBe(running);
    }
    const bad = await t.refused(422, 'POST', '/api/customer/v1.0/payment/save', clerk, {
      customerCode,
      kind: 'payment-cash',
      amount: 0,
    });
    expect(bad).toContain('금액');
  });

  it('shows a customer user its own orders and ledger only', async () => {
    const otherCode = await newCustomer(t, clerk, { name: '다른정비' });
    await t.addAccount({ loginId: 'so-cust', kind: 'customer', role: 'cust', customerCode });
    await t.addAccount({
      loginId: 'so-other',
      kind: 'customer',
      role: 'cust',
      customerCode: otherCode,
    });
    const mine = await t.login('so-cust', 'customer');
    const theirs = await t.login('so-other', 'customer');
    const orders = (await t.ok('POST', '/api/order/v1.0/list', mine, {})) as {
      rows: { customerCode: string; code: string }[];
    };
    expect(orders.rows.length).toBeGreaterThan(0);
    expect(orders.rows.every((o) => o.customerCode === customerCode)).toBe(true);
    expect(((await t.ok('POST', '/api/order/v1.0/list', theirs, {})) as { rows: unknown[] }).rows).toEqual(
      [],
    );
    expect(
      (await t.call('GET', `/api/order/v1.0/single/${orders.rows[0]!.code}`, { cookie: theirs })).status,
    ).toBe(404);
    expect(
      (
        await t.call('POST', '/api/customer/v1.0/ledger', {
          cookie: theirs,
          body: { customerCode, fromDate: '20200101', toDate: '20991231' },
        })
      ).status,
    ).toBe(404);
    expect((await t.call('POST', '/api/order/v1.0/fix/x', { cookie: mine })).status).toBe(403);
  });

  it('keeps every balance equal to its ledger and none below zero', async () => {
    expect(await verifyLedgers(t.db)).toEqual([]);
    expect(await negativeBalances(t.db)).toBe(0);
  });
});
