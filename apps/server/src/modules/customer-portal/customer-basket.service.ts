import {
  type AppOrderInput,
  type AppOrderRow,
  type Basket,
  type BasketAdd,
  normalizeVin,
  type PortalPart,
  type PortalPartPage,
  type PortalPartSearch,
} from '@erp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/access/access.js';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { type Db, type DbOrTx, withinTransaction } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { suggestParts } from '../car/fitment.service.js';
import { fieldError } from '../delivery/delivery.service.js';
import { listParts } from '../part/part-search.service.js';
import { assertRankMayOrder } from '../rank/rank-settings.service.js';
import { createOrder } from '../sales-order/sales-order.service.js';
import { appOrderByCode } from './customer-app-order.service.js';
import { customerAppOrders, customerBaskets } from './customer-portal.table.js';
import { availabilityOf, orderRuleOf, portalCustomer } from './portal-customer.js';

// CustomerOrder → CustomerShoppingBasket → an app order. The price a customer sees and orders at
// is the part's sale price (an agreed price of the sales order, so no reason is asked); the staff
// may change it on the order desk before they fix the order.

const partIdsOf = async (db: DbOrTx, codes: readonly string[]) =>
  codes.length === 0
    ? new Map<string, number>()
    : new Map(
        (
          await queryRows<{ id: number; code: string }>(
            db,
            sql`select id, code from parts where code in (${sql.join(
              codes.map((c) => sql`${c}`),
              sql`, `,
            )})`,
          )
        ).map((r) => [r.code, Number(r.id)]),
      );

/** CustomerOrder's search: the parts that fit the VIN (best match first), or by number, name, kind. */
export const searchPortalParts = async (db: Db, query: PortalPartSearch): Promise<PortalPartPage> => {
  const offset = (query.page - 1) * query.size;
  let vin: string | null = null;
  let model: string | null = null;
  let hits: (Omit<PortalPart, 'availability'> & { id?: number })[];
  let hasMore: boolean;
  if (query.vin) {
    const found = await suggestParts(db, { vin: normalizeVin(query.vin) }, 500);
    vin = found.vin;
    model = found.model;
    const term = query.keyword?.toLowerCase() ?? null;
    const matching = found.suggestions.filter(
      (s) => !term || s.partNo.toLowerCase().includes(term) || s.name.toLowerCase().includes(term),
    );
    hits = matching.slice(offset, offset + query.size).map((s) => ({
      partCode: s.partCode,
      partNo: s.partNo,
      name: s.name,
      carModel: s.carModel || null,
      kindName: null,
      unitPrice: s.salePrice,
      fitment: s.matchedBy,
    }));
    hasMore = matching.length > offset + query.size;
  } else {
    const page = await listParts(db, {
      page: query.page,
      size: query.size,
      sort: [],
      keyword: query.keyword ?? undefined,
      filters: [
        { field: 'active', op: 'eq', value: true },
        { field: 'isSet', op: 'eq', value: false },
        ...(query.kindCode ? [{ field: 'kindCode', op: 'startsWith' as const, value: query.kindCode }] : []),
      ],
    });
    hits = page.rows.map((p) => ({
      id: p.id,
      partCode: p.code,
      partNo: p.partNo,
      name: p.name,
      carModel: p.carModel || null,
      kindName: p.kindName ?? null,
      unitPrice: p.salePrice,
      fitment: null,
    }));
    hasMore = page.totalCapped || page.total > offset + query.size;
  }
  const ids = await partIdsOf(
    db,
    hits.map((h) => h.partCode),
  );
  const stock = await availabilityOf(db, [...ids.values()]);
  return {
    vin,
    model,
    hasMore,
    rows: hits.map(({ id: _id, ...h }) => ({
      ...h,
      availability: stock.get(ids.get(h.partCode) ?? 0) ?? 'order',
    })),
  };
};

type BasketRow = {
  id: number;
  part_id: number;
  code: string;
  part_no: string;
  name: string;
  car_model: string;
  vin: string | null;
  qty: number;
  sale_price: string | number;
};

const basketRows = (db: DbOrTx, accountId: number) =>
  queryRows<BasketRow>(
    db,
    sql`select b.id, b.part_id, p.code, p.part_no, p.name, p.car_model, b.vin, b.qty, p.sale_price
        from customer_baskets b join parts p on p.id = b.part_id
        where b.account_id = ${accountId} order by b.id`,
  );

/** The caller's basket with today's prices, the availability and the order rule. */
export const loadBasket = async (db: DbOrTx, user: SessionUser): Promise<Basket> => {
  const customer = await portalCustomer(db, user);
  const rows = await basketRows(db, user.accountId);
  const stock = await availabilityOf(
    db,
    rows.map((r) => Number(r.part_id)),
  );
  const items = rows.map((r) => {
    const unitPrice = Number(r.sale_price);
    return {
      id: Number(r.id),
      partCode: r.code,
      partNo: r.part_no,
      name: r.name,
      carModel: r.car_model || null,
      vin: r.vin,
      qty: Number(r.qty),
      unitPrice,
      amount: unitPrice * Number(r.qty),
      availability: stock.get(Number(r.part_id)) ?? 'order',
    };
  });
  return {
    items,
    total: items.reduce((sum, i) => sum + i.amount, 0),
    rule: await orderRuleOf(db, customer.code),
  };
};

/** Adds a part (its quantity adds up when it is there already). */
export const addToBasket = async (db: Db, user: SessionUser, input: BasketAdd): Promise<Basket> => {
  const customer = await portalCustomer(db, user);
  const [part] = await queryRows<{ id: number; active: boolean; is_set: boolean }>(
    db,
    sql`select id, active, is_set from parts where code = ${input.partCode}`,
  );
  if (!part?.active || part.is_set)
    throw fieldError('partCode', '품목', `주문할 수 없는 품목입니다 (${input.partCode}).`);
  await db.execute(
    sql`insert into customer_baskets (account_id, customer_id, part_id, qty, vin)
        values (${user.accountId}, ${customer.id}, ${part.id}, ${input.qty}, ${input.vin ? normalizeVin(input.vin) : null})
        on conflict (account_id, part_id) do update
          set qty = least(customer_baskets.qty + excluded.qty, 9999),
              vin = coalesce(excluded.vin, customer_baskets.vin), updated_at = now()`,
  );
  return loadBasket(db, user);
};

const MISSING_ITEM = () => new AppError('E2001', '장바구니 품목을 찾을 수 없습니다.');

/** Changes a line's quantity; another account's line reads as missing. */
export const setBasketQty = async (db: Db, user: SessionUser, id: number, qty: number): Promise<Basket> => {
  const done = await db
    .update(customerBaskets)
    .set({ qty, updatedAt: sql`now()` })
    .where(and(eq(customerBaskets.id, id), eq(customerBaskets.accountId, user.accountId)))
    .returning({ id: customerBaskets.id });
  if (done.length === 0) throw MISSING_ITEM();
  return loadBasket(db, user);
};

export const removeFromBasket = async (db: Db, user: SessionUser, id: number): Promise<Basket> => {
  const done = await db
    .delete(customerBaskets)
    .where(and(eq(customerBaskets.id, id), eq(customerBaskets.accountId, user.accountId)))
    .returning({ id: customerBaskets.id });
  if (done.length === 0) throw MISSING_ITEM();
  return loadBasket(db, user);
};

/** The warehouse app orders are sold from: the first main warehouse. */
const saleWarehouse = async (db: DbOrTx): Promise<string> => {
  const [row] = await queryRows<{ code: string }>(
    db,
    sql`select code from warehouses where kind = 'main' order by sort_order, code limit 1`,
  );
  if (!row) throw new AppError('E2003', '주문을 받을 창고가 없습니다. 회사에 문의하세요.');
  return row.code;
};

/**
 * Sends the basket as an app order: refused outside the rank's weekdays and hours (with the
 * rank's Korean reason) or with a delivery method the rank does not offer. The draft order, the
 * app order row and the emptied basket are one transaction.
 */
export const placeAppOrder = async (
  db: Db,
  user: SessionUser,
  input: AppOrderInput,
  actor: AuditActor,
): Promise<AppOrderRow> => {
  const customer = await portalCustomer(db, user);
  await assertRankMayOrder(db, customer.code);
  const rule = await orderRuleOf(db, customer.code);
  if (!rule.deliveryOptions.some((o) => o.code === input.deliveryMethodCode))
    throw fieldError('deliveryMethodCode', '배송 방법', '고를 수 없는 배송 방법입니다.');
  const warehouseCode = await saleWarehouse(db);
  const code = await db.transaction(async (tx) => {
    const rows = await queryRows<BasketRow>(
      tx,
      sql`select b.id, b.part_id, p.code, p.part_no, p.name, p.car_model, b.vin, b.qty, p.sale_price
          from customer_baskets b join parts p on p.id = b.part_id
          where b.account_id = ${user.accountId} order by b.id for update of b`,
    );
    if (rows.length === 0) throw new AppError('E2003', '장바구니가 비어 있습니다.');
    const vin = input.vin ? normalizeVin(input.vin) : (rows.find((r) => r.vin)?.vin ?? null);
    const order = await createOrder(
      withinTransaction(tx),
      {
        customerCode: customer.code,
        vin,
        warehouseCode,
        memo: input.memo ? `[앱 주문] ${input.memo}` : '[앱 주문]',
        lines: rows.map((r) => ({ partCode: r.code, qty: Number(r.qty), unitPrice: Number(r.sale_price) })),
      },
      actor,
    );
    const [head] = await queryRows<{ id: number }>(
      tx,
      sql`select id from sales_orders where code = ${order.code}`,
    );
    await tx.insert(customerAppOrders).values({
      orderId: Number(head!.id),
      customerId: customer.id,
      accountId: user.accountId,
      deliveryMethodCode: input.deliveryMethodCode,
    });
    await tx.delete(customerBaskets).where(eq(customerBaskets.accountId, user.accountId));
    return order.code;
  });
  return appOrderByCode(db, code, user);
};
