import {
  DOC_CODE_PREFIXES,
  type OnlineCollectInput,
  type OnlineOrderRegister,
  type OnlineOrderView,
  type OnlineRecallRequestInput,
  type OnlineStatement,
  withParticle,
} from '@erp/domain';
import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../../platform/access/access.js';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db } from '../../platform/db/database.js';
import { nextDocCode } from '../../platform/doc-code/doc-code.service.js';
import { AppError } from '../../platform/errors/app-error.js';
import { requestReturn } from '../order-return/order-return.service.js';
import { postReceivable } from '../receivable/receivable.service.js';
import { createOrder } from '../sales-order/sales-order.service.js';
import { salesOrders } from '../sales-order/sales-order.table.js';
import { orderStatement } from '../sales-order/statement.service.js';
import { onlineCollections, onlineOrders, onlineRecalls } from './online-order.table.js';
import { loadOnlineOrder, onlineSummaryOf } from './online-order-read.service.js';

// The transitions of an online order. Each runs in one transaction: the sales order (or the
// return request) the sales modules write and this module's row that ties it to the marketplace
// commit together or not at all (their services run inside it, on a savepoint).

/** OnlineOrderRegister: a draft sales order of the marketplace; it is fixed like any order. */
export const registerOnlineOrder = async (
  db: Db,
  input: OnlineOrderRegister,
  actor: AuditActor,
): Promise<OnlineOrderView> => {
  const { channel, channelOrderNo, buyerName, ...order } = input;
  const code = await db.transaction(async (tx) => {
    const [twice] = await tx
      .select({ orderId: onlineOrders.orderId })
      .from(onlineOrders)
      .where(and(eq(onlineOrders.channel, channel), eq(onlineOrders.channelOrderNo, channelOrderNo)));
    if (twice)
      throw new AppError(
        'E0409',
        `채널 주문번호: ${withParticle(channelOrderNo, '은/는')} 이미 등록된 온라인 주문입니다.`,
        { field: 'channelOrderNo' },
      );
    const made = await createOrder(tx as unknown as Db, order, actor);
    const [row] = await tx
      .select({ id: salesOrders.id })
      .from(salesOrders)
      .where(eq(salesOrders.code, made.code));
    await tx.insert(onlineOrders).values({
      orderId: row!.id,
      channel,
      channelOrderNo,
      buyerName: buyerName ?? null,
      memo: input.memo ?? null,
      createdBy: actor.accountId,
    });
    await writeAudit(tx, actor, {
      action: 'online.register',
      entity: 'sales_order',
      entityId: made.code,
      after: { channel, channelOrderNo, total: made.total },
    });
    return made.code;
  });
  return loadOnlineOrder(db, code);
};

/** OnlineOrderMemo: the clerk's note on an online order (the marketplace's requests, the courier). */
export const saveOnlineMemo = async (
  db: Db,
  code: string,
  memo: string | null,
  actor: AuditActor,
): Promise<OnlineOrderView> => {
  const { id, summary } = await onlineSummaryOf(db, code);
  await db.transaction(async (tx) => {
    await tx.update(onlineOrders).set({ memo }).where(eq(onlineOrders.id, id));
    await writeAudit(tx, actor, {
      action: 'online.memo',
      entity: 'sales_order',
      entityId: summary.code,
      before: { memo: summary.memo },
      after: { memo },
    });
  });
  return loadOnlineOrder(db, summary.code);
};

/**
 * The marketplace's settlement for an order (수금): a receivable payment tied to the order. Never
 * more than the rest still owed, decided under the online order's row lock so two clerks
 * collecting at once cannot both pass.
 */
export const collectOnlineOrder = async (
  db: Db,
  code: string,
  input: OnlineCollectInput,
  actor: AuditActor,
): Promise<OnlineOrderView> => {
  const { id } = await onlineSummaryOf(db, code);
  const orderCode = await db.transaction(async (tx) => {
    await tx.select({ id: onlineOrders.id }).from(onlineOrders).where(eq(onlineOrders.id, id)).for('update');
    const { summary } = await onlineSummaryOf(tx, code);
    if (summary.status !== 'fixed')
      throw new AppError('E2003', `확정된 주문만 수금할 수 있습니다 (${summary.code}: ${summary.status}).`);
    if (input.amount > summary.rest)
      throw new AppError(
        'E0422',
        `수금액: 남은 미수금 ${summary.rest.toLocaleString('ko-KR')}원을 넘습니다 (${input.amount.toLocaleString('ko-KR')}원).`,
        { field: 'amount' },
      );
    const [customer] = await tx
      .select({ customerId: salesOrders.customerId })
      .from(salesOrders)
      .where(eq(salesOrders.code, summary.code));
    const paymentCode = await nextDocCode(tx, DOC_CODE_PREFIXES.payment);
    await postReceivable(
      tx,
      {
        customerId: customer!.customerId,
        kind: input.kind,
        amount: -input.amount,
        docKind: 'payment',
        docCode: paymentCode,
        memo: input.memo ?? `온라인 ${summary.channelOrderNo}`,
      },
      actor.accountId,
    );
    await tx
      .insert(onlineCollections)
      .values({ onlineOrderId: id, paymentCode, amount: input.amount, createdBy: actor.accountId });
    await writeAudit(tx, actor, {
      action: 'online.collect',
      entity: 'sales_order',
      entityId: summary.code,
      after: { paymentCode, amount: input.amount, kind: input.kind },
    });
    return summary.code;
  });
  return loadOnlineOrder(db, orderCode);
};

/**
 * OnlineRecallRequest: the marketplace's buyer sends one line (or part of it) back. The recall is
 * a return request of the order-return flow (checked, picked up and examined there; the credit
 * posts at the examination), tied here to the online order and its line.
 */
export const requestOnlineRecall = async (
  db: Db,
  code: string,
  lineNo: number,
  input: OnlineRecallRequestInput,
  actor: AuditActor,
): Promise<OnlineOrderView> => {
  const { id, summary } = await onlineSummaryOf(db, code);
  await db.transaction(async (tx) => {
    const ret = await requestReturn(
      tx as unknown as Db,
      {
        orderCode: summary.code,
        kind: 'plain',
        reason: `[온라인 회수 ${summary.channelOrderNo}] ${input.reason}`,
        lines: [{ lineNo, qty: input.qty }],
      },
      actor,
    );
    await tx.insert(onlineRecalls).values({ onlineOrderId: id, returnId: ret.id, lineNo });
  });
  return loadOnlineOrder(db, summary.code);
};

/** OnlineStatementOfAccount: the order's statement of account with the marketplace's figures. */
export const onlineStatement = async (db: Db, code: string, user: SessionUser): Promise<OnlineStatement> => {
  const { summary } = await onlineSummaryOf(db, code);
  const statement = await orderStatement(db, summary.code, user, 'sale');
  return { statement, online: summary };
};
