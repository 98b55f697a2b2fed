import {
  type OrderView,
  SEO_BRANCHES,
  type SeoBranchCustomer,
  type SeoPart,
  withParticle,
} from '@erp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/access/access.js';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { customers } from '../customer/customer.table.js';
import { salesOrders } from '../sales-order/sales-order.table.js';
import { seoBranchCustomers } from './seo.table.js';

// The branch a seo account works for (its partner code) and what it may touch: its own customers
// and the orders of those customers on its own warehouse. Anything else reads as missing, with
// the same answer a missing row gets.

export type Branch = { partnerCode: string; warehouseCode: string; name: string };

/** The caller's branch; a seo account without a known branch may do nothing here. */
export const branchOf = (user: SessionUser): Branch => {
  // Partner codes are codes: an account saved as 'seo' is the SEO branch.
  const code = (user.partnerCode ?? '').toUpperCase();
  const branch = SEO_BRANCHES[code];
  if (user.role !== 'seo' || !branch) throw new AppError('E0403', '지점 계정만 사용할 수 있습니다.');
  return { partnerCode: code, ...branch };
};

export const orderMissing = (code: string) =>
  new AppError('E2001', `주문 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
const customerMissing = (code: string) =>
  new AppError('E0422', `거래처: 없는 거래처입니다 (${code}).`, {
    fields: [{ field: 'customerCode', label: '거래처', message: `없는 거래처입니다 (${code}).` }],
  });

/** The customer of a code when it belongs to the branch; another's reads as a missing one. */
export const branchCustomer = async (db: DbOrTx, branch: Branch, code: string) => {
  const [row] = await db
    .select({ id: customers.id, code: customers.code })
    .from(customers)
    .innerJoin(seoBranchCustomers, eq(seoBranchCustomers.customerId, customers.id))
    .where(
      and(eq(customers.code, code.toUpperCase()), eq(seoBranchCustomers.partnerCode, branch.partnerCode)),
    );
  if (!row) throw customerMissing(code);
  return row;
};

/** The branch's order of a code (its customer, its warehouse), locked when `forUpdate`. */
export const branchOrder = async (db: DbOrTx, branch: Branch, code: string) => {
  const [row] = await db
    .select({ id: salesOrders.id, code: salesOrders.code, status: salesOrders.status })
    .from(salesOrders)
    .innerJoin(seoBranchCustomers, eq(seoBranchCustomers.customerId, salesOrders.customerId))
    .where(
      and(
        eq(salesOrders.code, code.trim().toUpperCase()),
        eq(seoBranchCustomers.partnerCode, branch.partnerCode),
        eq(salesOrders.warehouseCode, branch.warehouseCode),
      ),
    );
  if (!row) throw orderMissing(code);
  return row;
};

export const branchCustomers = async (db: DbOrTx, branch: Branch): Promise<SeoBranchCustomer[]> =>
  db
    .select({
      customerCode: customers.code,
      customerName: customers.name,
      partnerCode: seoBranchCustomers.partnerCode,
    })
    .from(seoBranchCustomers)
    .innerJoin(customers, eq(customers.id, seoBranchCustomers.customerId))
    .where(eq(seoBranchCustomers.partnerCode, branch.partnerCode))
    .orderBy(customers.name)
    .limit(2000);

/** Head office links a customer to a branch (a customer of another branch is moved over). */
export const linkBranchCustomer = async (
  db: Db,
  input: { customerCode: string; partnerCode: string },
  actor: AuditActor,
): Promise<SeoBranchCustomer> => {
  if (!SEO_BRANCHES[input.partnerCode])
    throw new AppError('E0422', `지점: 없는 지점입니다 (${input.partnerCode}).`, {
      fields: [{ field: 'partnerCode', label: '지점', message: `없는 지점입니다 (${input.partnerCode}).` }],
    });
  const [customer] = await db
    .select({ id: customers.id, code: customers.code, name: customers.name })
    .from(customers)
    .where(eq(customers.code, input.customerCode));
  if (!customer) throw customerMissing(input.customerCode);
  await db.transaction(async (tx) => {
    await tx
      .insert(seoBranchCustomers)
      .values({ customerId: customer.id, partnerCode: input.partnerCode, linkedBy: actor.accountId })
      .onConflictDoUpdate({
        target: seoBranchCustomers.customerId,
        set: { partnerCode: input.partnerCode, linkedBy: actor.accountId, linkedAt: sql`now()` },
      });
    await writeAudit(tx, actor, {
      action: 'seo.customer.link',
      entity: 'customer',
      entityId: customer.code,
      after: { partnerCode: input.partnerCode },
    });
  });
  return { customerCode: customer.code, customerName: customer.name, partnerCode: input.partnerCode };
};

/** The branch desk's part search: sale price and what its warehouse and head office hold. */
export const branchParts = async (db: DbOrTx, branch: Branch, keyword: string): Promise<SeoPart[]> => {
  const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await queryRows<{
    part_code: string;
    part_no: string;
    part_name: string;
    sale_price: number;
    branch_qty: number;
    head_qty: number;
  }>(
    db,
    sql`select p.code as part_code, p.part_no, p.name as part_name, p.sale_price,
          coalesce((select b.qty from stock_balances b where b.part_id = p.id and b.warehouse_code = ${branch.warehouseCode}), 0)::int as branch_qty,
          coalesce((select b.qty from stock_balances b where b.part_id = p.id and b.warehouse_code = 'MAIN'), 0)::int as head_qty
        from parts p
        where p.active and not p.is_set
          and (p.code = ${keyword.toUpperCase()} or p.part_no ilike ${like} or p.name ilike ${like})
        order by p.part_no limit 50`,
  );
  return rows.map((r) => ({
    partCode: r.part_code,
    partNo: r.part_no,
    partName: r.part_name,
    salePrice: Number(r.sale_price),
    branchOnHand: Number(r.branch_qty),
    headOnHand: Number(r.head_qty),
  }));
};

/** Units of each line of an order beyond what the warehouse holds now (per part, summed). */
export const shortageOf = async (
  db: DbOrTx,
  order: Pick<OrderView, 'lines'>,
  warehouseCode: string,
): Promise<{ partCode: string; qty: number }[]> => {
  const wanted = new Map<string, number>();
  for (const l of order.lines) wanted.set(l.partCode, (wanted.get(l.partCode) ?? 0) + l.qty - l.cancelledQty);
  const codes = [...wanted.keys()];
  if (codes.length === 0) return [];
  const held = await queryRows<{ code: string; qty: number }>(
    db,
    sql`select p.code, coalesce(b.qty, 0)::int as qty from parts p
        left join stock_balances b on b.part_id = p.id and b.warehouse_code = ${warehouseCode}
        where p.code in (${sql.join(
          codes.map((c) => sql`${c}`),
          sql`, `,
        )})`,
  );
  const onHand = new Map(held.map((h) => [h.code, Math.max(0, Number(h.qty))]));
  return codes
    .map((partCode) => ({ partCode, qty: (wanted.get(partCode) ?? 0) - (onHand.get(partCode) ?? 0) }))
    .filter((l) => l.qty > 0);
};
