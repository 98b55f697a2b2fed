import type { PointKind } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { kstIsoDate } from '../../platform/http/kst.js';
import { postLedger } from '../../platform/ledger/ledger.js';
import { pointLedger } from './point.ledger.js';

// The one way points move (loyalty and returns both post through here). A spend locks the
// customer's balance row first, so concurrent spends queue on it and none can pass the balance;
// so no other file posts to this ledger.

/** The document that moved points, and its line when the points belong to one line. */
export type PointDoc = { docKind: string; docCode: string; docLine?: number | null };

export type PointPosting = {
  customerId: number;
  kind: PointKind;
  /** Signed points: + earns, - takes away. */
  amount: number;
  doc?: PointDoc;
  entryDate?: string;
  /** The reversing document, when the entry is filed under the line it reverses. */
  refCode?: string | null;
  memo?: string | null;
};

const assertPoints = (amount: number, field: string) => {
  if (!Number.isSafeInteger(amount) || amount === 0)
    throw new AppError('E0422', `${field}: 포인트는 0이 아닌 정수여야 합니다.`, { field });
};

/** The balance, its row locked until the caller's transaction ends (0 when the customer has none). */
export const lockPointBalance = async (tx: DbOrTx, customerId: number): Promise<number> => {
  const rows = await queryRows<{ balance: number }>(
    tx,
    sql`select balance from point_balances where customer_id = ${customerId} for update`,
  );
  return Number(rows[0]?.balance ?? 0);
};

export const pointBalanceOf = async (db: DbOrTx, customerId: number): Promise<number> => {
  const rows = await queryRows<{ balance: number }>(
    db,
    sql`select balance from point_balances where customer_id = ${customerId}`,
  );
  return Number(rows[0]?.balance ?? 0);
};

const insert = (tx: DbOrTx, posting: PointPosting, actorId: number | null) =>
  postLedger(tx, pointLedger, {
    customerId: posting.customerId,
    entryDate: posting.entryDate ?? kstIsoDate(),
    kind: posting.kind,
    amount: posting.amount,
    docKind: posting.doc?.docKind ?? null,
    docCode: posting.doc?.docCode ?? null,
    docLine: posting.doc?.docLine ?? null,
    refCode: posting.refCode ?? null,
    memo: posting.memo ?? null,
    createdBy: actorId,
  });

/**
 * Posts a signed entry. A negative one is checked against the locked balance and refused with
 * the balance in the message; nothing is written then.
 */
export const postPoints = async (
  tx: DbOrTx,
  posting: PointPosting,
  actorId: number | null,
): Promise<void> => {
  assertPoints(posting.amount, '포인트');
  if (posting.amount < 0) {
    const balance = await lockPointBalance(tx, posting.customerId);
    if (balance + posting.amount < 0)
      throw new AppError(
        'E2003',
        `포인트 잔액이 부족합니다 (잔액 ${balance.toLocaleString('ko-KR')}점, 요청 ${(-posting.amount).toLocaleString('ko-KR')}점).`,
        { field: 'points', balance, requested: -posting.amount },
      );
  }
  await insert(tx, posting, actorId);
};

/** Spends points on a document (an order): never below zero, whatever runs beside it. */
export const spendPoints = async (
  tx: DbOrTx,
  spend: { customerId: number; points: number; doc: PointDoc; memo?: string | null },
  actorId: number | null,
): Promise<void> => {
  if (!Number.isSafeInteger(spend.points) || spend.points <= 0)
    throw new AppError('E0422', '사용 포인트: 1 이상의 정수여야 합니다.', { field: 'points' });
  await postPoints(
    tx,
    { customerId: spend.customerId, kind: 'use', amount: -spend.points, doc: spend.doc, memo: spend.memo },
    actorId,
  );
};

/** Net points a document (or one of its lines) has moved for a customer, by the kinds given. */
export const netPointsOf = async (
  db: DbOrTx,
  customerId: number,
  doc: { docCode: string; docLine?: number | null },
  kinds: readonly PointKind[],
): Promise<number> => {
  const line = doc.docLine == null ? sql`` : sql` and doc_line = ${doc.docLine}`;
  const rows = await queryRows<{ net: number }>(
    db,
    sql`select coalesce(sum(amount), 0)::bigint as net from point_entries
        where customer_id = ${customerId} and doc_code = ${doc.docCode}${line}
          and kind in (${sql.join(
            kinds.map((k) => sql`${k}`),
            sql`, `,
          )})`,
  );
  return Number(rows[0]?.net ?? 0);
};

export type PointReversal = { due: number; reversed: number; shortfall: number };

/**
 * Takes back the points a sale line earned for `units` returned (or cancelled) of its `soldUnits`,
 * `returnedBefore` having been taken back already. Each step takes the difference of the
 * cumulative shares, so partial returns add up to exactly what was earned whatever the rounding.
 * When the customer has spent the points already the balance goes to zero, never below: the rest
 * is the `shortfall`, for the caller to settle in money (1 point = 1 won, 적립금 사용분 차감).
 */
export const reverseSalePoints = async (
  tx: DbOrTx,
  reversal: {
    customerId: number;
    sale: { docCode: string; docLine?: number | null };
    units: number;
    returnedBefore: number;
    soldUnits: number;
    by: PointDoc;
    /** What the line earned and how it is taken back: sale points (default) or association points. */
    earned?: 'sale' | 'association';
  },
  actorId: number | null,
): Promise<PointReversal> => {
  const { customerId, units, returnedBefore, soldUnits } = reversal;
  if (
    !Number.isSafeInteger(units) ||
    units <= 0 ||
    !Number.isSafeInteger(returnedBefore) ||
    returnedBefore < 0 ||
    returnedBefore + units > soldUnits
  )
    throw new AppError('E0422', '회수 수량: 1 이상이고 판매 후 남은 수량 이하여야 합니다.', {
      field: 'units',
    });
  const earnedKind = reversal.earned ?? 'sale';
  const earned = await netPointsOf(tx, customerId, reversal.sale, [earnedKind]);
  const share = (n: number) => Math.round((earned * n) / soldUnits);
  const due = earned > 0 ? share(returnedBefore + units) - share(returnedBefore) : 0;
  if (due <= 0) return { due: 0, reversed: 0, shortfall: 0 };
  const balance = await lockPointBalance(tx, customerId);
  const reversed = Math.min(due, balance);
  const shortfall = due - reversed;
  if (reversed > 0) {
    const line = reversal.sale.docLine == null ? '' : `-${reversal.sale.docLine}`;
    // Sale points spent already are settled in money by the return; association points short of
    // the balance (paid out or spent) stay noted on the entry.
    const short =
      shortfall <= 0
        ? ''
        : earnedKind === 'sale'
          ? ` · 이미 사용된 ${shortfall.toLocaleString('ko-KR')}점은 금액에서 차감`
          : ` · 잔액 부족으로 ${shortfall.toLocaleString('ko-KR')}점 미회수`;
    // Written against the sale line, so the line's earned and taken-back points read together;
    // the reversing document is its docKind and is named in the memo.
    await insert(
      tx,
      {
        customerId,
        kind: earnedKind === 'sale' ? 'sale-reversal' : 'association-reversal',
        amount: -reversed,
        doc: { docKind: reversal.by.docKind, docCode: reversal.sale.docCode, docLine: reversal.sale.docLine },
        refCode: reversal.by.docCode,
        memo: `${reversal.sale.docCode}${line} ${earnedKind === 'sale' ? '' : '협회 포인트 '}적립 회수 (${reversal.by.docCode})${short}`,
      },
      actorId,
    );
  }
  return { due, reversed, shortfall };
};
