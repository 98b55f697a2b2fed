import {
  DOC_CODE_PREFIXES,
  paymentOverBalance,
  type SupplierPaymentInput,
  type SupplierPaymentModify,
  type SupplierPaymentResult,
  toYmd,
  withParticle,
} from '@erp/domain';
import { eq } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.js';
import { nextDocCode } from '../../platform/doc-code/doc-code.service.js';
import { AppError } from '../../platform/errors/app-error.js';
import { kstIsoDate, ymdToIso } from '../../platform/http/kst.js';
import { postPayable } from '../purchase/payable.service.js';
import { supplierBalances } from '../purchase/purchase.table.js';
import { supplierPayments } from './supplier-money.table.js';
import { loadPayment } from './supplier-payment-view.js';
import { supplierOfInput } from './supplier-ref.js';

// Payments to suppliers (출금, SPEC §2.13): each lowers the payable by a 'withdrawal' entry in the
// same transaction, never below zero. A payment is never edited: modify and cancel write a
// reversal (a payment row of its own that raises the payable back) and link it to the original.

type PaymentFields = Omit<SupplierPaymentInput, 'supplierCode'>;

const assertNotFuture = (payDate: string | undefined, now: Date): void => {
  // A payment has been made by the time it is recorded: a later day is a typing slip.
  if (payDate && payDate > toYmd(now))
    throw new AppError('E0422', `출금일: 오늘 이후 날짜는 입력할 수 없습니다 (${payDate}).`);
};

/** The supplier's payable, its balance row locked until the commit (payments are counted one by one). */
const lockedBalance = async (tx: Tx, supplierId: number): Promise<number> => {
  const [row] = await tx
    .select({ balance: supplierBalances.balance })
    .from(supplierBalances)
    .where(eq(supplierBalances.supplierId, supplierId))
    .for('update');
  return row?.balance ?? 0;
};

const balanceOf = async (db: DbOrTx, supplierId: number): Promise<number> => {
  const [row] = await db
    .select({ balance: supplierBalances.balance })
    .from(supplierBalances)
    .where(eq(supplierBalances.supplierId, supplierId));
  return row?.balance ?? 0;
};

/** Writes one payment row and its payable entry; `reverses` makes it the reversal of that payment. */
const writePayment = async (
  tx: Tx,
  supplierId: number,
  fields: PaymentFields & { reverses?: { id: number; code: string } },
  actor: AuditActor,
): Promise<string> => {
  const code = await nextDocCode(tx, DOC_CODE_PREFIXES.supplierPayment);
  const payDate = fields.payDate ? ymdToIso(fields.payDate) : kstIsoDate();
  const [row] = await tx
    .insert(supplierPayments)
    .values({
      code,
      supplierId,
      payDate,
      method: fields.method,
      amount: fields.amount,
      memo: fields.memo ?? null,
      reverses: fields.reverses?.id ?? null,
      createdBy: actor.accountId,
    })
    .returning({ id: supplierPayments.id });
  await postPayable(
    tx,
    {
      supplierId,
      kind: 'withdrawal',
      amount: fields.reverses ? fields.amount : -fields.amount,
      entryDate: payDate,
      docKind: 'supplier-payment',
      docCode: code,
      memo: fields.memo ?? null,
    },
    actor.accountId,
  );
  if (fields.reverses)
    await tx
      .update(supplierPayments)
      .set({ reversedBy: row!.id })
      .where(eq(supplierPayments.id, fields.reverses.id));
  return code;
};

/** A payment within what is owed, written with its entry. */
const payWithinBalance = async (tx: Tx, supplierId: number, fields: PaymentFields, actor: AuditActor) => {
  const balance = await lockedBalance(tx, supplierId);
  const over = paymentOverBalance(fields.amount, balance);
  if (over)
    throw new AppError('E0422', over, { fields: [{ field: 'amount', label: '지급액', message: over }] });
  return writePayment(tx, supplierId, fields, actor);
};

const result = async (db: Db, code: string, reversalCode: string | null): Promise<SupplierPaymentResult> => {
  const payment = await loadPayment(db, code);
  const supplier = await supplierOfInput(db, payment.supplierCode);
  return {
    payment,
    reversal: reversalCode ? await loadPayment(db, reversalCode) : null,
    balance: await balanceOf(db, supplier.id),
  };
};

/** PuchaseWithdrawal: records a payment; refused when it exceeds what is owed. */
export const recordSupplierPayment = async (
  db: Db,
  input: SupplierPaymentInput,
  actor: AuditActor,
  now = new Date(),
): Promise<SupplierPaymentResult> => {
  assertNotFuture(input.payDate, now);
  const supplier = await supplierOfInput(db, input.supplierCode);
  const code = await db.transaction(async (tx) => {
    const paid = await payWithinBalance(tx, supplier.id, input, actor);
    await writeAudit(tx, actor, {
      action: 'supplier-payment.create',
      entity: 'supplier-payment',
      entityId: paid,
      after: { supplierCode: supplier.code, amount: input.amount, method: input.method },
    });
    return paid;
  });
  return result(db, code, null);
};

/** The payment to reverse, locked; a reversal or an already reversed payment is refused. */
const lockReversible = async (tx: Tx, code: string) => {
  const [row] = await tx
    .select()
    .from(supplierPayments)
    .where(eq(supplierPayments.code, code.trim().toUpperCase()))
    .for('update');
  if (!row) throw new AppError('E2001', `출금 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  if (row.reverses !== null)
    throw new AppError('E2003', '취소 전표는 수정하거나 취소할 수 없습니다. 원래 출금을 확인하세요.');
  if (row.reversedBy !== null) throw new AppError('E2003', `이미 취소된 출금입니다 (${row.code}).`);
  return row;
};

const reverse = (tx: Tx, row: typeof supplierPayments.$inferSelect, memo: string | null, actor: AuditActor) =>
  writePayment(
    tx,
    row.supplierId,
    {
      method: row.method as PaymentFields['method'],
      amount: row.amount,
      memo: `출금 취소 (${row.code})${memo ? `: ${memo}` : ''}`,
      reverses: { id: row.id, code: row.code },
    },
    actor,
  );

/** PuchaseWithdrawalModify — cancel: a reversal raises the payable back by the payment. */
export const cancelSupplierPayment = async (
  db: Db,
  code: string,
  memo: string | null | undefined,
  actor: AuditActor,
): Promise<SupplierPaymentResult> => {
  const [original, reversal] = await db.transaction(async (tx) => {
    const row = await lockReversible(tx, code);
    // The balance row first, as a payment takes it: the same lock order everywhere.
    await lockedBalance(tx, row.supplierId);
    const reversalCode = await reverse(tx, row, memo ?? null, actor);
    await writeAudit(tx, actor, {
      action: 'supplier-payment.cancel',
      entity: 'supplier-payment',
      entityId: row.code,
      after: { reversal: reversalCode, amount: row.amount },
    });
    return [row.code, reversalCode] as const;
  });
  return result(db, original, reversal);
};

/** PuchaseWithdrawalModify — modify: the payment is reversed and the corrected one recorded. */
export const modifySupplierPayment = async (
  db: Db,
  code: string,
  input: SupplierPaymentModify,
  actor: AuditActor,
  now = new Date(),
): Promise<SupplierPaymentResult> => {
  assertNotFuture(input.payDate, now);
  const [paid, reversal] = await db.transaction(async (tx) => {
    const row = await lockReversible(tx, code);
    await lockedBalance(tx, row.supplierId);
    const reversalCode = await reverse(tx, row, '수정', actor);
    const newCode = await payWithinBalance(tx, row.supplierId, input, actor);
    await writeAudit(tx, actor, {
      action: 'supplier-payment.modify',
      entity: 'supplier-payment',
      entityId: row.code,
      before: { amount: row.amount, method: row.method },
      after: { reversal: reversalCode, payment: newCode, amount: input.amount, method: input.method },
    });
    return [newCode, reversalCode] as const;
  });
  return result(db, paid, reversal);
};
