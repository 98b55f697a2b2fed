import type { ErpCodeCheck, ErpOrderRegisterInput, RequestSaveInput } from '@erp/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/access/access.js';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.js';
import { nextDocCode } from '../../platform/doc-code/doc-code.service.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { RealtimeBus } from '../../platform/realtime/realtime-bus.js';
import { customers } from '../customer/customer.table.js';
import { syncDeliveries } from '../delivery/delivery-sync.service.js';
import { checkCancel, requestCancel } from '../sales-order/order-cancel.service.js';
import { fixOrder } from '../sales-order/order-fix.service.js';
import { createOrder, discardOrder } from '../sales-order/sales-order.service.js';
import { salesOrders } from '../sales-order/sales-order.table.js';
import { outsourcingPartners, outsourcingRequestLines, outsourcingRequests } from './outsourcing.table.js';
import { requestNotFound } from './request-view.service.js';

// The steps of an order request, each in its own transaction at the version the reader saw. The
// ERP order itself is always sales-order's: registered with createOrder, fixed with fixOrder,
// discarded or cancelled (request + a second person's check) through its cancel flow, so stock
// and receivable move only on their ledgers.

/** Request codes: N + KST day + number (N for 요청 from a partner; no other document uses it). */
export const REQUEST_CODE_PREFIX = 'N';

const fieldError = (field: string, label: string, message: string) =>
  new AppError('E0422', `${label}: ${message}`, { fields: [{ field, label, message }] });

const STALE = '다른 사용자가 먼저 이 주문 요청을 변경했습니다. 새로고침 후 다시 시도하세요.';

type RequestRow = typeof outsourcingRequests.$inferSelect;

/** The request locked for a step; a partner's own only (another partner's reads as missing). */
const lockRequest = async (tx: Tx, code: string, user: SessionUser | null, version?: number) => {
  const scope =
    user && user.role !== 'admin' && user.role !== 'public'
      ? eq(outsourcingRequests.partnerCode, user.partnerCode ?? '-')
      : undefined;
  const [row] = await tx
    .select()
    .from(outsourcingRequests)
    .where(and(eq(outsourcingRequests.code, code), scope))
    .for('update');
  if (!row) throw requestNotFound(code);
  if (version !== undefined && row.version !== version) throw new AppError('E0409', STALE);
  return row;
};

const bump = { updatedAt: sql`now()`, version: sql`${outsourcingRequests.version} + 1` };

const refuseClosed = (row: RequestRow) => {
  if (row.status === 'cancelled') throw new AppError('E2003', '취소된 주문 요청입니다.');
  if (row.cancelStatus === 'requested')
    throw new AppError('E2003', '협력사가 취소를 요청한 주문 요청입니다. 취소 요청 목록에서 확인하세요.');
};

/** Two clerks never work one request: another's taken request is refused with their name. */
const refuseOthersWork = async (tx: DbOrTx, row: RequestRow, actor: AuditActor) => {
  if (row.workingBy === null || row.workingBy === actor.accountId) return;
  const [other] = await tx
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, row.workingBy));
  throw new AppError('E0409', `${other?.name ?? '다른 직원'}님이 처리 중인 주문 요청입니다 (${row.code}).`);
};

/** A partner's customer at head office (seeded, or set by an admin on the partner list). */
export const partnerCustomerId = async (db: DbOrTx, partnerCode: string): Promise<number> => {
  const [link] = await db
    .select({ customerId: outsourcingPartners.customerId })
    .from(outsourcingPartners)
    .where(eq(outsourcingPartners.partnerCode, partnerCode));
  if (!link)
    throw new AppError('E2003', '협력사의 본사 거래처가 아직 지정되지 않았습니다. 본사에 문의하세요.');
  return link.customerId;
};

export const saveRequest = async (
  db: Db,
  user: SessionUser,
  input: RequestSaveInput,
  actor: AuditActor,
): Promise<string> => {
  const partnerCode = user.partnerCode ?? '';
  const customerId = await partnerCustomerId(db, partnerCode);
  const code = await nextDocCode(db, REQUEST_CODE_PREFIX);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(outsourcingRequests)
      .values({
        code,
        partnerCode,
        customerId,
        vin: input.vin,
        carNumber: input.carNumber ?? null,
        clientName: input.clientName,
        clientPhone: input.clientPhone ?? null,
        memo: input.memo ?? null,
        createdBy: user.accountId,
      })
      .returning({ id: outsourcingRequests.id });
    await tx.insert(outsourcingRequestLines).values(
      input.lines.map((l, i) => ({
        requestId: row!.id,
        lineNo: i + 1,
        partCode: l.partCode ? l.partCode.toUpperCase() : null,
        partName: l.partName,
        qty: l.qty,
      })),
    );
    await writeAudit(tx, actor, {
      action: 'outsourcing.request.save',
      entity: 'outsourcing_request',
      entityId: code,
      after: { partnerCode, vin: input.vin, lines: input.lines.length },
    });
  });
  return code;
};

/** 작업 중: the clerk takes the request, so no other clerk registers it twice. */
export const takeRequest = async (db: Db, code: string, version: number, actor: AuditActor) =>
  db.transaction(async (tx) => {
    const row = await lockRequest(tx, code, null, version);
    refuseClosed(row);
    await refuseOthersWork(tx, row, actor);
    await tx
      .update(outsourcingRequests)
      .set({
        workingBy: actor.accountId,
        workingAt: row.workingAt ?? sql`now()`,
        status: row.status === 'requested' ? 'working' : row.status,
        ...bump,
      })
      .where(eq(outsourcingRequests.id, row.id));
    await writeAudit(tx, actor, {
      action: 'outsourcing.request.take',
      entity: 'outsourcing_request',
      entityId: code,
    });
  });

/** An ERP order code may be written back only when it is this partner's order and free. */
const checkOrderFor = async (tx: DbOrTx, row: RequestRow, orderCode: string, lock: boolean) => {
  const query = tx
    .select({ o: salesOrders, customerCode: customers.code, customerName: customers.name })
    .from(salesOrders)
    .innerJoin(customers, eq(customers.id, salesOrders.customerId))
    .where(eq(salesOrders.code, orderCode));
  const [found] = lock ? await query.for('update', { of: salesOrders }) : await query;
  if (!found) throw fieldError('orderCode', 'ERP 주문 번호', `주문 ${orderCode}을(를) 찾을 수 없습니다.`);
  if (found.o.customerId !== row.customerId)
    throw fieldError('orderCode', 'ERP 주문 번호', '이 협력사 거래처의 주문이 아닙니다.');
  if (found.o.status === 'cancelled') throw fieldError('orderCode', 'ERP 주문 번호', '취소된 주문입니다.');
  const [taken] = await tx
    .select({ code: outsourcingRequests.code })
    .from(outsourcingRequests)
    .where(and(eq(outsourcingRequests.orderId, found.o.id), ne(outsourcingRequests.id, row.id)));
  if (taken)
    throw fieldError('orderCode', 'ERP 주문 번호', `이미 주문 요청 ${taken.code}에 연결된 주문입니다.`);
  return found;
};

export const checkErpCode = async (db: Db, code: string, orderCode: string): Promise<ErpCodeCheck> => {
  const [row] = await db.select().from(outsourcingRequests).where(eq(outsourcingRequests.code, code));
  if (!row) throw requestNotFound(code);
  const found = await checkOrderFor(db, row, orderCode, false);
  return {
    orderCode: found.o.code,
    customerCode: found.customerCode,
    customerName: found.customerName,
    orderStatus: found.o.status,
    total: Number(found.o.total),
    vin: found.o.vin,
  };
};

/** Writes the checked ERP order back to the request, in the transaction that checks it again. */
const linkOrder = async (tx: Tx, row: RequestRow, orderCode: string, actor: AuditActor) => {
  if (row.orderId !== null) throw new AppError('E2003', '이미 ERP 주문이 연결된 주문 요청입니다.');
  const found = await checkOrderFor(tx, row, orderCode, true);
  await tx
    .update(outsourcingRequests)
    .set({
      orderId: found.o.id,
      status: found.o.status === 'fixed' ? 'fixed' : 'registered',
      workingBy: row.workingBy ?? actor.accountId,
      workingAt: row.workingAt ?? sql`now()`,
      ...bump,
    })
    .where(eq(outsourcingRequests.id, row.id));
  await writeAudit(tx, actor, {
    action: 'outsourcing.request.erp-code',
    entity: 'outsourcing_request',
    entityId: row.code,
    after: { orderCode },
  });
};

export const updateErpCode = async (
  db: Db,
  code: string,
  orderCode: string,
  version: number,
  actor: AuditActor,
) =>
  db.transaction(async (tx) => {
    const row = await lockRequest(tx, code, null, version);
    refuseClosed(row);
    await refuseOthersWork(tx, row, actor);
    await linkOrder(tx, row, orderCode, actor);
  });

/**
 * Registers the ERP order of a request through sales-order (the partner's customer, the request's
 * car) and writes its code back. The order is numbered and saved by createOrder in its own
 * transaction; if the request changed meanwhile, the new draft is discarded (it moved nothing).
 */
export const registerErpOrder = async (
  db: Db,
  code: string,
  input: ErpOrderRegisterInput,
  actor: AuditActor,
) => {
  const [row] = await db.select().from(outsourcingRequests).where(eq(outsourcingRequests.code, code));
  if (!row) throw requestNotFound(code);
  if (row.version !== input.version) throw new AppError('E0409', STALE);
  refuseClosed(row);
  await refuseOthersWork(db, row, actor);
  if (row.orderId !== null) throw new AppError('E2003', '이미 ERP 주문이 연결된 주문 요청입니다.');
  const [customer] = await db
    .select({ code: customers.code })
    .from(customers)
    .where(eq(customers.id, row.customerId));
  const order = await createOrder(
    db,
    {
      customerCode: customer!.code,
      vin: row.vin,
      carNumber: row.carNumber,
      warehouseCode: input.warehouseCode,
      memo: [`협력사 주문 요청 ${row.code}`, input.memo].filter(Boolean).join(' / '),
      lines: input.lines,
    },
    actor,
  );
  try {
    await db.transaction(async (tx) => {
      const locked = await lockRequest(tx, code, null, input.version);
      refuseClosed(locked);
      await linkOrder(tx, locked, order.code, actor);
    });
  } catch (error) {
    await discardOrder(db, order.code, order.version, actor);
    throw error;
  }
};

/** 확정: the ERP order is fixed by sales-order (stock out, receivable up), the request follows. */
export const fixRequest = async (db: Db, code: string, version: number, actor: AuditActor) => {
  const [row] = await db
    .select({ r: outsourcingRequests, orderCode: salesOrders.code, orderStatus: salesOrders.status })
    .from(outsourcingRequests)
    .leftJoin(salesOrders, eq(salesOrders.id, outsourcingRequests.orderId))
    .where(eq(outsourcingRequests.code, code));
  if (!row) throw requestNotFound(code);
  if (row.r.version !== version) throw new AppError('E0409', STALE);
  refuseClosed(row.r);
  await refuseOthersWork(db, row.r, actor);
  if (!row.orderCode) throw new AppError('E2003', 'ERP 주문을 먼저 등록하거나 주문 번호를 기록하세요.');
  if (row.orderStatus === 'draft') await fixOrder(db, row.orderCode, actor);
  await db.transaction(async (tx) => {
    const locked = await lockRequest(tx, code, null);
    await tx
      .update(outsourcingRequests)
      .set({ status: 'fixed', ...bump })
      .where(eq(outsourcingRequests.id, locked.id));
    await writeAudit(tx, actor, {
      action: 'outsourcing.request.fix',
      entity: 'outsourcing_request',
      entityId: code,
    });
  });
  // The delivery module's row of the fixed order (its waybill is what the partner tracks).
  await syncDeliveries(db);
};

/** The partner asks to cancel its request; nothing moves until head office checks it. */
export const requestRequestCancel = async (
  db: Db,
  user: SessionUser,
  code: string,
  input: { reason: string; version: number },
  actor: AuditActor,
) =>
  db.transaction(async (tx) => {
    const row = await lockRequest(tx, code, user, input.version);
    if (row.status === 'cancelled') throw new AppError('E2003', '이미 취소된 주문 요청입니다.');
    if (row.cancelStatus === 'requested') throw new AppError('E2003', '이미 취소를 요청했습니다.');
    await tx
      .update(outsourcingRequests)
      .set({
        cancelStatus: 'requested',
        cancelReason: input.reason,
        cancelRequestedAt: sql`now()`,
        cancelRequestedBy: user.accountId,
        ...bump,
      })
      .where(eq(outsourcingRequests.id, row.id));
    await writeAudit(tx, actor, {
      action: 'outsourcing.request.cancel-request',
      entity: 'outsourcing_request',
      entityId: code,
      after: { reason: input.reason },
    });
  });

/**
 * Head office checks the partner's cancel. No ERP order: the request is cancelled. A draft: it is
 * discarded. A fixed order: a cancel of the whole order is asked in the partner's name and checked
 * by this clerk (the second person), so stock comes back and the receivable falls by reversing
 * entries. A retry after a failed check reuses the cancel already asked.
 */
export const checkRequestCancel = async (
  db: Db,
  code: string,
  version: number,
  actor: AuditActor,
  bus: RealtimeBus,
) => {
  const [row] = await db
    .select({ r: outsourcingRequests, o: salesOrders })
    .from(outsourcingRequests)
    .leftJoin(salesOrders, eq(salesOrders.id, outsourcingRequests.orderId))
    .where(eq(outsourcingRequests.code, code));
  if (!row) throw requestNotFound(code);
  if (row.r.version !== version) throw new AppError('E0409', STALE);
  if (row.r.cancelStatus !== 'requested')
    throw new AppError('E2003', '취소 요청이 없거나 이미 확인한 주문 요청입니다.');
  if (row.r.cancelRequestedBy === actor.accountId)
    throw new AppError('E2003', '취소를 요청한 사람이 직접 확인할 수 없습니다.');
  const order = row.o;
  let cancelRequestId = row.r.orderCancelRequestId;
  if (order?.status === 'draft') await discardOrder(db, order.code, order.version, actor);
  if (order?.status === 'fixed') {
    if (cancelRequestId === null) {
      const partnerActor: AuditActor = { accountId: row.r.cancelRequestedBy, loginId: null };
      const asked = await requestCancel(
        db,
        order.code,
        { reason: `협력사 취소 요청 ${code}: ${row.r.cancelReason ?? ''}`.slice(0, 500), lines: [] },
        partnerActor,
        bus,
      );
      cancelRequestId = asked.id;
      await db
        .update(outsourcingRequests)
        .set({ orderCancelRequestId: asked.id })
        .where(eq(outsourcingRequests.id, row.r.id));
    }
    await checkCancel(db, cancelRequestId, actor);
  }
  await db.transaction(async (tx) => {
    const locked = await lockRequest(tx, code, null);
    if (locked.cancelStatus !== 'requested') throw new AppError('E0409', STALE);
    await tx
      .update(outsourcingRequests)
      .set({
        status: 'cancelled',
        cancelStatus: 'checked',
        cancelCheckedBy: actor.accountId,
        cancelCheckedAt: sql`now()`,
        ...bump,
      })
      .where(eq(outsourcingRequests.id, locked.id));
    await writeAudit(tx, actor, {
      action: 'outsourcing.request.cancel-check',
      entity: 'outsourcing_request',
      entityId: code,
      after: { orderCode: order?.code ?? null, orderCancelRequestId: cancelRequestId },
    });
  });
  // A cancelled order's delivery stops waiting (the delivery module's own rule).
  await syncDeliveries(db);
};
