import {
  type DepositEntry,
  type DepositInput,
  type DepositModify,
  type DepositQuery,
  DOC_CODE_PREFIXES,
  type ListPage,
  withParticle,
} from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { nextDocCode } from '../../platform/doc-code/doc-code.service.js';
import { AppError } from '../../platform/errors/app-error.js';
import { kstIsoDate } from '../../platform/http/kst.js';
import { postLedger } from '../../platform/ledger/ledger.js';
import { postReceivable } from '../receivable/receivable.service.js';
import { depositLedger } from './deposit.ledger.js';

// 선수금: received, applied to a fixed order (the receivable falls by the same amount in the same
// transaction), refunded. A take-away locks the customer's balance row first, so two at once
// queue and neither passes the balance. A modification reverses the entry and posts it again.

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

const customerOf = async (db: DbOrTx, code: string) => {
  const [row] = await queryRows<{ id: number }>(db, sql`select id from customers where code = ${code}`);
  if (!row) throw new AppError('E0422', `거래처: 없는 거래처입니다 (${code}).`, { field: 'customerCode' });
  return Number(row.id);
};

const lockBalance = async (tx: DbOrTx, customerId: number) => {
  const rows = await queryRows<{ balance: string }>(
    tx,
    sql`select balance from customer_deposit_balances where customer_id = ${customerId} for update`,
  );
  return Number(rows[0]?.balance ?? 0);
};

type Posting = {
  customerId: number;
  kind: string;
  amount: number;
  method?: string | null;
  orderCode?: string | null;
  reversesCode?: string | null;
  memo?: string | null;
};

const post = async (tx: DbOrTx, p: Posting, actor: AuditActor): Promise<string> => {
  if (p.amount < 0) {
    const balance = await lockBalance(tx, p.customerId);
    if (balance + p.amount < 0)
      throw new AppError(
        'E2003',
        `선수금 잔액이 부족합니다 (잔액 ${won(balance)}, 요청 ${won(-p.amount)}).`,
        {
          field: 'amount',
          balance,
        },
      );
  }
  const code = await nextDocCode(tx, DOC_CODE_PREFIXES.deposit);
  await postLedger(tx, depositLedger, {
    code,
    customerId: p.customerId,
    entryDate: kstIsoDate(),
    kind: p.kind,
    amount: p.amount,
    method: p.method ?? null,
    orderCode: p.orderCode ?? null,
    reversesCode: p.reversesCode ?? null,
    memo: p.memo ?? null,
    createdBy: actor.accountId,
  });
  return code;
};

/** What may still be applied to an order: its total less what deposits already cover. */
const orderRoom = async (tx: DbOrTx, customerId: number, orderCode: string) => {
  const [order] = await queryRows<{ total: string; status: string; customer_id: number }>(
    tx,
    sql`select total, status, customer_id from sales_orders where code = ${orderCode} for update`,
  );
  if (!order || Number(order.customer_id) !== customerId)
    throw new AppError('E0422', `주문 번호: 이 거래처의 주문이 아닙니다 (${orderCode}).`, {
      field: 'orderCode',
    });
  if (order.status !== 'fixed')
    throw new AppError('E2003', `확정된 주문에만 선수금을 충당할 수 있습니다 (${orderCode}).`);
  const [applied] = await queryRows<{ n: string }>(
    tx,
    sql`select coalesce(-sum(amount), 0) as n from customer_deposit_entries
        where order_code = ${orderCode} and customer_id = ${customerId}`,
  );
  return Number(order.total) - Number(applied?.n ?? 0);
};

/** The receivable side of an application (or of its reversal): the customer owes that much less (more). */
const moveReceivable = (
  tx: DbOrTx,
  customerId: number,
  amount: number,
  code: string,
  memo: string,
  actor: AuditActor,
) =>
  postReceivable(
    tx,
    { customerId, kind: 'deposit-use', amount, docKind: 'deposit', docCode: code, memo },
    actor.accountId,
  );

export const registerDeposit = async (
  db: Db,
  input: DepositInput,
  actor: AuditActor,
): Promise<DepositEntry> => {
  const code = await db.transaction(async (tx) => {
    const customerId = await customerOf(tx, input.customerCode);
    let made: string;
    if (input.kind === 'received') {
      made = await post(
        tx,
        { customerId, kind: 'received', amount: input.amount, method: input.method, memo: input.memo },
        actor,
      );
    } else if (input.kind === 'refunded') {
      made = await post(tx, { customerId, kind: 'refunded', amount: -input.amount, memo: input.memo }, actor);
    } else {
      const orderCode = input.orderCode ?? '';
      const room = await orderRoom(tx, customerId, orderCode);
      if (input.amount > room)
        throw new AppError(
          'E0422',
          `금액: 주문 ${input.orderCode}에 충당할 수 있는 금액은 ${won(room)}입니다.`,
          { field: 'amount' },
        );
      made = await post(
        tx,
        { customerId, kind: 'applied', amount: -input.amount, orderCode, memo: input.memo },
        actor,
      );
      await moveReceivable(tx, customerId, -input.amount, made, `선수금 충당 ${orderCode}`, actor);
    }
    await writeAudit(tx, actor, {
      action: `deposit.${input.kind}`,
      entity: 'deposit',
      entityId: made,
      after: input,
    });
    return made;
  });
  return loadDeposit(db, code);
};

/**
 * Reverses an entry (the opposite amount, and for an application the receivable back) and, unless
 * the new amount is 0, posts it again at the new amount; refused when already corrected.
 */
export const modifyDeposit = async (
  db: Db,
  code: string,
  input: DepositModify,
  actor: AuditActor,
): Promise<DepositEntry[]> => {
  const codes = await db.transaction(async (tx) => {
    const [entry] = await queryRows<{
      customer_id: number;
      kind: string;
      amount: string;
      method: string | null;
      order_code: string | null;
      reversed: string | null;
    }>(
      tx,
      sql`select e.customer_id, e.kind, e.amount, e.method, e.order_code,
            (select r.code from customer_deposit_entries r where r.reverses_code = e.code) as reversed
          from customer_deposit_entries e where e.code = ${code} for update`,
    );
    if (!entry) throw new AppError('E2001', `선수금 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
    if (entry.kind === 'reversal') throw new AppError('E2003', '정정 기록은 다시 정정할 수 없습니다.');
    if (entry.reversed) throw new AppError('E2003', `이미 정정된 기록입니다 (${entry.reversed}).`);
    const customerId = Number(entry.customer_id);
    const amount = Number(entry.amount);
    const memo = `${code} 정정: ${input.reason}`;
    const reversal = await post(
      tx,
      {
        customerId,
        kind: 'reversal',
        amount: -amount,
        orderCode: entry.order_code,
        reversesCode: code,
        memo,
      },
      actor,
    );
    if (entry.kind === 'applied') await moveReceivable(tx, customerId, -amount, reversal, memo, actor);
    const made = [reversal];
    if (input.amount > 0) {
      const sign = entry.kind === 'received' ? 1 : -1;
      if (entry.kind === 'applied') {
        const room = await orderRoom(tx, customerId, entry.order_code ?? '');
        if (input.amount > room)
          throw new AppError(
            'E0422',
            `정정 금액: 주문 ${entry.order_code}에 충당할 수 있는 금액은 ${won(room)}입니다.`,
            { field: 'amount' },
          );
      }
      const again = await post(
        tx,
        {
          customerId,
          kind: entry.kind,
          amount: sign * input.amount,
          method: entry.method,
          orderCode: entry.order_code,
          memo,
        },
        actor,
      );
      if (entry.kind === 'applied') await moveReceivable(tx, customerId, -input.amount, again, memo, actor);
      made.push(again);
    }
    await writeAudit(tx, actor, {
      action: 'deposit.modify',
      entity: 'deposit',
      entityId: code,
      before: { amount },
      after: { ...input, entries: made },
    });
    return made;
  });
  return Promise.all(codes.map((c) => loadDeposit(db, c)));
};

const ENTRY_SQL = sql`e.code, c.code as "customerCode", c.name as "customerName", to_char(e.entry_date, 'YYYYMMDD') as "entryDate",
  e.kind, e.amount, e.method, e.order_code as "orderCode", e.reverses_code as "reversesCode",
  (select r.code from customer_deposit_entries r where r.reverses_code = e.code) as "reversedBy", e.memo,
  (select a.name from accounts a where a.id = e.created_by) as "byName", e.at`;
const ENTRY_FROM = sql`from customer_deposit_entries e join customers c on c.id = e.customer_id`;
type EntrySql = Omit<DepositEntry, 'amount' | 'at'> & { amount: string; at: Date | string };
const toEntry = (r: EntrySql): DepositEntry => ({
  ...r,
  amount: Number(r.amount),
  at: new Date(r.at).toISOString(),
});

export const loadDeposit = async (db: DbOrTx, code: string): Promise<DepositEntry> => {
  const [row] = await queryRows<EntrySql>(db, sql`select ${ENTRY_SQL} ${ENTRY_FROM} where e.code = ${code}`);
  if (!row) throw new AppError('E2001', `선수금 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  return toEntry(row);
};

export const listDeposits = async (db: DbOrTx, q: DepositQuery): Promise<ListPage<DepositEntry>> => {
  const parts: SQL[] = [];
  if (q.customerCode) parts.push(sql`c.code = ${q.customerCode.toUpperCase()}`);
  if (q.kind) parts.push(sql`e.kind = ${q.kind}`);
  const where = parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${ENTRY_FROM} ${where}`);
  const rows = await queryRows<EntrySql>(
    db,
    sql`select ${ENTRY_SQL} ${ENTRY_FROM} ${where} order by e.at desc, e.id desc limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return {
    rows: rows.map(toEntry),
    total: Number(count?.n ?? 0),
    totalCapped: false,
    page: q.page,
    size: q.size,
  };
};
