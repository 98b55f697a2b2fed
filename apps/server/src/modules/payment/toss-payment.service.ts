import {
  DOC_CODE_PREFIXES,
  type TossPaymentState,
  type TossPaymentSummary,
  type TossPaymentView,
  type TossRequestView,
  tossCancelRefusal,
} from '@erp/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { nextDocCode } from '../../platform/doc-code/doc-code.service.js';
import { AppError } from '../../platform/errors/app-error.js';
import { customers } from '../customer/customer.table.js';
import { balanceOf } from '../receivable/customer-ledger.service.js';
import { postReceivable } from '../receivable/receivable.service.js';
import { tossPaymentEvents, tossPayments } from './payment.table.js';
import {
  cancelAtGateway,
  confirmAtGateway,
  isTossConfigured,
  last4Of,
  type TossConfig,
} from './toss-gateway.adapter.js';

// Card payments through the Toss-shaped gateway, posted as receivable payments (payment-card):
// confirm lowers what the customer owes, each cancel raises it again by a reversing entry.

const summarySelect = (db: DbOrTx) =>
  db
    .select({ p: tossPayments, customerCode: customers.code, customerName: customers.name })
    .from(tossPayments)
    .innerJoin(customers, eq(customers.id, tossPayments.customerId));

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof summarySelect>['where']>>[number];

export const toSummary = (r: SummaryRow): TossPaymentSummary => ({
  orderId: r.p.orderId,
  customerCode: r.customerCode,
  customerName: r.customerName,
  state: r.p.state as TossPaymentState,
  method: r.p.method,
  cardLast4: r.p.cardLast4,
  amount: r.p.amount,
  canceledAmount: r.p.canceledAmount,
  balanceAmount: r.p.state === 'ready' || r.p.state === 'aborted' ? 0 : r.p.amount - r.p.canceledAmount,
  receivableCode: r.p.receivableCode,
  requestedAt: r.p.requestedAt.toISOString(),
  approvedAt: r.p.approvedAt?.toISOString() ?? null,
  memo: r.p.memo,
});

export { summarySelect };

export const loadTossPayment = async (db: DbOrTx, orderId: string): Promise<TossPaymentView> => {
  const [row] = await summarySelect(db).where(eq(tossPayments.orderId, orderId));
  if (!row) throw new AppError('E2001', `결제 ${orderId}을(를) 찾을 수 없습니다.`);
  const events = await db
    .select({
      at: tossPaymentEvents.at,
      event: tossPaymentEvents.event,
      amount: tossPaymentEvents.amount,
      message: tossPaymentEvents.message,
      docCode: tossPaymentEvents.docCode,
      byName: accounts.name,
    })
    .from(tossPaymentEvents)
    .leftJoin(accounts, eq(accounts.id, tossPaymentEvents.by))
    .where(eq(tossPaymentEvents.paymentId, row.p.id))
    .orderBy(asc(tossPaymentEvents.id));
  return {
    ...toSummary(row),
    events: events.map((e) => ({ ...e, at: e.at.toISOString() })),
    customerBalance: await balanceOf(db, row.p.customerId),
  };
};

/** A payment request: the order id and amount the gateway's window is opened with. */
export const requestTossPayment = async (
  db: Db,
  input: { customerCode: string; amount: number; memo?: string | undefined },
  config: TossConfig,
  actor: AuditActor,
): Promise<TossRequestView> => {
  const [customer] = await db.select().from(customers).where(eq(customers.code, input.customerCode));
  if (!customer) throw new AppError('E2001', `거래처 ${input.customerCode}을(를) 찾을 수 없습니다.`);
  const orderId = await db.transaction(async (tx) => {
    const [next] = await queryRows<{ n: number }>(tx, sql`select nextval('toss_payments_id_seq')::int as n`);
    const n = Number(next!.n);
    const id = `TOSS-${customer.code}-${String(n).padStart(4, '0')}`;
    const [row] = await tx
      .insert(tossPayments)
      .values({
        id: n,
        orderId: id,
        customerId: customer.id,
        amount: input.amount,
        memo: input.memo ?? null,
        requestedBy: actor.accountId,
      })
      .returning({ id: tossPayments.id });
    await tx.insert(tossPaymentEvents).values({
      paymentId: row!.id,
      event: 'request',
      amount: input.amount,
      message: '결제를 요청했습니다.',
      by: actor.accountId,
    });
    return id;
  });
  const orderName = `${customer.name} 미수금 결제`;
  const query = new URLSearchParams({
    clientKey: config.clientKey ?? '',
    orderId,
    orderName,
    amount: String(input.amount),
  });
  return {
    orderId,
    orderName,
    amount: input.amount,
    customerCode: customer.code,
    customerName: customer.name,
    checkoutUrl: isTossConfigured(config) ? `${config.checkoutUrl}?${query}` : null,
  };
};

/**
 * Confirm: the amount must be the one requested (a changed amount in the return address is
 * refused); the gateway confirms, then the payment is posted to the receivable once (a second
 * confirm of the same order finds it done).
 */
export const confirmTossPayment = async (
  db: Db,
  input: { paymentKey: string; orderId: string; amount: number },
  config: TossConfig,
  actor: AuditActor,
): Promise<TossPaymentView> => {
  const [payment] = await db.select().from(tossPayments).where(eq(tossPayments.orderId, input.orderId));
  if (!payment) throw new AppError('E2001', `결제 ${input.orderId}을(를) 찾을 수 없습니다.`);
  if (payment.state !== 'ready') return loadTossPayment(db, payment.orderId);
  if (payment.amount !== input.amount)
    throw new AppError(
      'E0422',
      `결제 금액: 요청한 금액(${payment.amount}원)과 다릅니다 (${input.amount}원).`,
    );
  let answer: Awaited<ReturnType<typeof confirmAtGateway>>;
  try {
    answer = await confirmAtGateway(config, input);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db
      .insert(tossPaymentEvents)
      .values({ paymentId: payment.id, event: 'confirm-failed', message: reason, by: actor.accountId });
    throw new AppError('E2003', reason);
  }
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(tossPayments)
      .where(eq(tossPayments.id, payment.id))
      .for('update');
    if (locked?.state !== 'ready') return;
    const code = await nextDocCode(tx, DOC_CODE_PREFIXES.payment);
    await postReceivable(
      tx,
      {
        customerId: payment.customerId,
        kind: 'payment-card',
        amount: -payment.amount,
        docKind: 'toss_payment',
        docCode: code,
        memo: `카드 결제 ${payment.orderId}`,
      },
      actor.accountId,
    );
    await tx
      .update(tossPayments)
      .set({
        state: 'done',
        paymentKey: input.paymentKey,
        method: answer.method,
        cardLast4: last4Of(answer.card?.number),
        approvedAt: answer.approvedAt ? new Date(answer.approvedAt) : sql`now()`,
        receivableCode: code,
        version: sql`${tossPayments.version} + 1`,
      })
      .where(eq(tossPayments.id, payment.id));
    await tx.insert(tossPaymentEvents).values({
      paymentId: payment.id,
      event: 'confirm',
      amount: payment.amount,
      message: `결제 승인 (${answer.method ?? '카드'}) — 입금 ${code}`,
      docCode: code,
      by: actor.accountId,
    });
    await writeAudit(tx, actor, {
      action: 'payment.toss.confirm',
      entity: 'customer',
      entityId: String(payment.customerId),
      after: { orderId: payment.orderId, amount: payment.amount, code },
    });
  });
  return loadTossPayment(db, payment.orderId);
};

/** Cancel in whole or in part: the gateway cancels, then the receivable rises by a reversing entry. */
export const cancelTossPayment = async (
  db: Db,
  orderId: string,
  input: { cancelReason: string; cancelAmount?: number | undefined },
  config: TossConfig,
  actor: AuditActor,
): Promise<TossPaymentView> => {
  const [payment] = await db.select().from(tossPayments).where(eq(tossPayments.orderId, orderId));
  if (!payment) throw new AppError('E2001', `결제 ${orderId}을(를) 찾을 수 없습니다.`);
  const balance = payment.amount - payment.canceledAmount;
  const refusal = tossCancelRefusal(payment.state as TossPaymentState, balance, input.cancelAmount);
  if (refusal) throw new AppError('E0422', refusal);
  const amount = input.cancelAmount ?? balance;
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tossPaymentEvents)
    .where(and(eq(tossPaymentEvents.paymentId, payment.id), eq(tossPaymentEvents.event, 'cancel')));
  try {
    await cancelAtGateway(
      config,
      payment.paymentKey!,
      { cancelReason: input.cancelReason, ...(input.cancelAmount ? { cancelAmount: amount } : {}) },
      `cancel:${orderId}:${(counted?.n ?? 0) + 1}`,
    );
  } catch (error) {
    throw new AppError('E2003', error instanceof Error ? error.message : String(error));
  }
  await db.transaction(async (tx) => {
    // Only from the amount seen above: a second clerk's cancel at the same time is refused.
    const moved = await tx
      .update(tossPayments)
      .set({
        canceledAmount: sql`${tossPayments.canceledAmount} + ${amount}`,
        state: amount === balance ? 'canceled' : 'partial-canceled',
        version: sql`${tossPayments.version} + 1`,
      })
      .where(and(eq(tossPayments.id, payment.id), eq(tossPayments.canceledAmount, payment.canceledAmount)))
      .returning({ id: tossPayments.id });
    if (moved.length === 0) throw new AppError('E0409');
    const code = await nextDocCode(tx, DOC_CODE_PREFIXES.payment);
    await postReceivable(
      tx,
      {
        customerId: payment.customerId,
        kind: 'payment-card',
        amount,
        docKind: 'toss_cancel',
        docCode: code,
        memo: `카드 결제 취소 ${orderId}: ${input.cancelReason}`,
      },
      actor.accountId,
    );
    await tx.insert(tossPaymentEvents).values({
      paymentId: payment.id,
      event: 'cancel',
      amount: -amount,
      message: `${amount === balance ? '전액' : '부분'} 취소: ${input.cancelReason}`,
      docCode: code,
      by: actor.accountId,
    });
    await writeAudit(tx, actor, {
      action: 'payment.toss.cancel',
      entity: 'customer',
      entityId: String(payment.customerId),
      after: { orderId, amount, code },
    });
  });
  return loadTossPayment(db, orderId);
};
