import {
  CLAIM_KIND_LABELS,
  type Claim,
  type ClaimKind,
  type ClaimListQuery,
  type ClaimRegisterInput,
} from '@erp/domain';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { customers } from '../customer/customer.table.js';
import { orderReturns } from '../order-return/order-return.table.js';
import { salesOrders } from '../sales-order/sales-order.table.js';
import { deliveries, deliveryClaims } from './delivery.table.js';
import { deliveryNotFound } from './delivery-view.service.js';

// Delivery claims: the desk records a customer's claim on a delivery of an order (damaged, late,
// wrong goods); the claim is resolved in the return flow — the return registered for the same
// order is linked to it (a return of another order is refused). Nothing is deleted.

const selectClaims = (db: DbOrTx) =>
  db
    .select({
      c: deliveryClaims,
      deliveryCode: deliveries.code,
      orderCode: salesOrders.code,
      customerCode: customers.code,
      customerName: customers.name,
      returnCode: orderReturns.code,
      returnStatus: orderReturns.status,
      byName: accounts.name,
    })
    .from(deliveryClaims)
    .innerJoin(deliveries, eq(deliveries.id, deliveryClaims.deliveryId))
    .innerJoin(customers, eq(customers.id, deliveries.customerId))
    .leftJoin(salesOrders, eq(salesOrders.id, deliveries.orderId))
    .leftJoin(orderReturns, eq(orderReturns.id, deliveryClaims.returnId))
    .leftJoin(accounts, eq(accounts.id, deliveryClaims.createdBy));

type Row = Awaited<ReturnType<ReturnType<typeof selectClaims>['execute']>>[number];
const toClaim = (r: Row): Claim => ({
  id: r.c.id,
  deliveryCode: r.deliveryCode,
  orderCode: r.orderCode,
  customerCode: r.customerCode,
  customerName: r.customerName,
  kind: r.c.kind as ClaimKind,
  kindLabel: CLAIM_KIND_LABELS[r.c.kind as ClaimKind],
  memo: r.c.memo,
  returnCode: r.returnCode,
  returnStatus: r.returnStatus,
  createdByName: r.byName,
  createdAt: r.c.createdAt.toISOString(),
});

const loadClaim = async (db: DbOrTx, id: number): Promise<Claim> => {
  const [row] = await selectClaims(db).where(eq(deliveryClaims.id, id));
  if (!row) throw new AppError('E2001', '클레임을 찾을 수 없습니다.');
  return toClaim(row);
};

export const listClaims = async (db: DbOrTx, q: ClaimListQuery) => {
  const conditions: SQL[] = [];
  if (q.kind) conditions.push(eq(deliveryClaims.kind, q.kind));
  if (q.open) conditions.push(isNull(deliveryClaims.returnId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await selectClaims(db)
    .where(where)
    .orderBy(desc(deliveryClaims.createdAt), desc(deliveryClaims.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(deliveryClaims).where(where);
  return { rows: rows.map(toClaim), total: Number(count?.n ?? 0) };
};

export const registerClaim = async (db: Db, input: ClaimRegisterInput, actor: AuditActor): Promise<Claim> => {
  const code = input.deliveryCode.trim().toUpperCase();
  const [delivery] = await db
    .select({ id: deliveries.id, kind: deliveries.kind, status: deliveries.status })
    .from(deliveries)
    .where(eq(deliveries.code, code));
  if (!delivery) throw deliveryNotFound(code);
  if (delivery.kind !== 'delivery' || delivery.status === 'cancelled')
    throw new AppError('E2003', `${code}: 취소되었거나 주문 배송이 아닌 건에는 클레임을 등록할 수 없습니다.`);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(deliveryClaims)
      .values({ deliveryId: delivery.id, kind: input.kind, memo: input.memo, createdBy: actor.accountId })
      .returning({ id: deliveryClaims.id });
    await writeAudit(tx, actor, {
      action: 'delivery.claim',
      entity: 'delivery_claim',
      entityId: row!.id,
      after: input,
    });
    return row!.id;
  });
  return loadClaim(db, id);
};

export const linkClaimReturn = async (db: Db, id: number, returnCode: string, actor: AuditActor) => {
  await db.transaction(async (tx) => {
    const [claim] = await tx
      .select({ orderId: deliveries.orderId, returnId: deliveryClaims.returnId })
      .from(deliveryClaims)
      .innerJoin(deliveries, eq(deliveries.id, deliveryClaims.deliveryId))
      .where(eq(deliveryClaims.id, id))
      .for('update', { of: deliveryClaims });
    if (!claim) throw new AppError('E2001', '클레임을 찾을 수 없습니다.');
    if (claim.returnId !== null) throw new AppError('E2003', '이미 반품이 연결된 클레임입니다.');
    const code = returnCode.trim().toUpperCase();
    const [ret] = await tx
      .select({ id: orderReturns.id, orderId: orderReturns.orderId })
      .from(orderReturns)
      .where(eq(orderReturns.code, code));
    if (!ret) throw new AppError('E0422', `반품 번호: 없는 반품입니다 (${code}).`);
    if (ret.orderId !== claim.orderId)
      throw new AppError('E0422', `반품 번호: ${code}은(는) 이 배송의 주문에 대한 반품이 아닙니다.`);
    await tx.update(deliveryClaims).set({ returnId: ret.id }).where(eq(deliveryClaims.id, id));
    await writeAudit(tx, actor, {
      action: 'delivery.claim-return',
      entity: 'delivery_claim',
      entityId: id,
      after: { returnCode: code },
    });
  });
  return loadClaim(db, id);
};
