import {
  type ListPage,
  type Payout,
  type PayoutListQuery,
  type PayoutRequest,
  type PayoutRow,
  type PayoutStatus,
  type PrintRecordQuery,
  type PrintRecordRow,
  whyCannotDecidePayout,
  whyCannotPrintPayout,
  withParticle,
} from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { nextDocCode } from '../../platform/doc-code/doc-code.service.js';
import { AppError } from '../../platform/errors/app-error.js';
import { postPoints } from '../point/point.service.js';
import { associationOf, iso } from './association-info.service.js';

// Payouts of association points (AssociationConfirmationOfPayment): one member of staff requests
// the payout of every member's unpaid points, another confirms it (the points leave the ledger as
// association-payout entries) or rejects it. Every print of its statement is recorded
// (AssociationRePrint, AssociationPointPrintRecordList).

type PayoutSql = {
  id: number;
  code: string;
  association_code: string;
  association_name: string;
  status: PayoutStatus;
  total: string;
  memo: string | null;
  requested_by: number | null;
  requested_by_name: string | null;
  requested_at: Date | string;
  decided_by_name: string | null;
  decided_at: Date | string | null;
  reject_reason: string | null;
  prints: number;
};
const PAYOUT_SELECT = sql`select p.id, p.code, a.code as association_code, a.name as association_name, p.status,
  p.total, p.memo, p.requested_by, (select x.name from accounts x where x.id = p.requested_by) as requested_by_name,
  p.requested_at, (select x.name from accounts x where x.id = p.decided_by) as decided_by_name, p.decided_at,
  p.reject_reason, (select count(*)::int from association_print_records r where r.payout_id = p.id) as prints
  from association_payouts p join associations a on a.id = p.association_id`;

const toRow = (r: PayoutSql): PayoutRow => ({
  code: r.code,
  associationCode: r.association_code,
  associationName: r.association_name,
  status: r.status,
  total: Number(r.total),
  memo: r.memo,
  requestedByName: r.requested_by_name,
  requestedById: r.requested_by == null ? null : Number(r.requested_by),
  requestedAt: iso(r.requested_at) ?? '',
  // Who decided: the confirmer, or the one who rejected (the reason says which).
  confirmedByName: r.decided_by_name,
  confirmedAt: iso(r.decided_at),
  rejectReason: r.reject_reason,
  prints: Number(r.prints),
});

export const listPayouts = async (db: DbOrTx, q: PayoutListQuery): Promise<ListPage<PayoutRow>> => {
  const where = q.status ? sql`where p.status = ${q.status}` : sql``;
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from association_payouts p ${where}`,
  );
  const rows = await queryRows<PayoutSql>(
    db,
    sql`${PAYOUT_SELECT} ${where} order by p.id desc limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return {
    rows: rows.map(toRow),
    total: Number(count?.n ?? 0),
    totalCapped: false,
    page: q.page,
    size: q.size,
  };
};

const notFound = (code: string) =>
  new AppError('E2001', `지급 요청 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);

/** One payout with its members' points; `lock` holds the payout row for a decision. */
export const loadPayout = async (
  db: DbOrTx,
  code: string,
  lock = false,
): Promise<Payout & { id: number }> => {
  const [row] = await queryRows<PayoutSql>(
    db,
    sql`${PAYOUT_SELECT} where p.code = ${code}${lock ? sql` for update of p` : sql``}`,
  );
  if (!row) throw notFound(code);
  const lines = await queryRows<{ customer_id: number; code: string; name: string; points: string }>(
    db,
    sql`select l.customer_id, c.code, c.name, l.points from association_payout_lines l
        join customers c on c.id = l.customer_id where l.payout_id = ${row.id} order by c.code`,
  );
  return {
    ...toRow(row),
    id: Number(row.id),
    lines: lines.map((l) => ({ customerCode: l.code, customerName: l.name, points: Number(l.points) })),
  };
};

const strip = ({ id: _id, ...payout }: Payout & { id: number }): Payout => payout;
export const payoutOf = async (db: DbOrTx, code: string): Promise<Payout> =>
  strip(await loadPayout(db, code));

/**
 * Requests the payout of every member's unpaid association points (never more than the member's
 * balance, so the confirmation can post them). One open request per association.
 */
export const requestPayout = async (db: Db, input: PayoutRequest, actor: AuditActor): Promise<Payout> => {
  const code = await db.transaction(async (tx) => {
    const association = await associationOf(tx, input.associationCode);
    const [open] = await queryRows<{ code: string }>(
      tx,
      sql`select code from association_payouts where association_id = ${association.id} and status = 'requested'`,
    );
    if (open)
      throw new AppError(
        'E2003',
        `이미 확인 대기 중인 지급 요청이 있습니다 (${open.code}). 먼저 확인하거나 반려하세요.`,
      );
    const lines = await queryRows<{ customer_id: number; points: string }>(
      tx,
      sql`select m.customer_id, least(p.payable, coalesce(b.balance, 0)) as points
          from association_members m
          cross join lateral (
            select coalesce(sum(e.amount), 0) as payable from point_entries e
            where e.customer_id = m.customer_id and e.kind in ('association', 'association-reversal', 'association-payout')
          ) p
          left join point_balances b on b.customer_id = m.customer_id
          where m.association_id = ${association.id} and least(p.payable, coalesce(b.balance, 0)) > 0
          order by m.customer_id`,
    );
    if (lines.length === 0)
      throw new AppError('E2003', `${association.name}: 지급할 협회 포인트가 있는 회원이 없습니다.`);
    const total = lines.reduce((sum, l) => sum + Number(l.points), 0);
    const payoutCode = await nextDocCode(tx, 'AP');
    const [payout] = await queryRows<{ id: number }>(
      tx,
      sql`insert into association_payouts (code, association_id, total, memo, requested_by)
          values (${payoutCode}, ${association.id}, ${total}, ${input.memo ?? null}, ${actor.accountId}) returning id`,
    );
    await tx.execute(sql`insert into association_payout_lines (payout_id, customer_id, points)
      select ${payout!.id}, v.customer_id, v.points
      from unnest(${sql.param(lines.map((l) => Number(l.customer_id)))}::int[], ${sql.param(lines.map((l) => Number(l.points)))}::bigint[])
        as v(customer_id, points)`);
    await writeAudit(tx, actor, {
      action: 'association.payout-request',
      entity: 'association_payout',
      entityId: payoutCode,
      after: { association: association.code, total, members: lines.length },
    });
    return payoutCode;
  });
  return payoutOf(db, code);
};

const decidable = async (tx: DbOrTx, code: string, actor: AuditActor) => {
  const payout = await loadPayout(tx, code, true);
  const reason = whyCannotDecidePayout(payout.status, payout.requestedById, actor.accountId ?? -1);
  if (reason) throw new AppError('E2003', reason);
  return payout;
};

/**
 * Confirms a payout (a second person): each member's points leave the ledger as an
 * association-payout entry; a member short of them refuses the whole confirmation, nothing written.
 */
export const confirmPayout = async (db: Db, code: string, actor: AuditActor): Promise<Payout> => {
  await db.transaction(async (tx) => {
    const payout = await decidable(tx, code, actor);
    const lines = await queryRows<{ customer_id: number; code: string; name: string; points: string }>(
      tx,
      sql`select l.customer_id, c.code, c.name, l.points from association_payout_lines l
          join customers c on c.id = l.customer_id where l.payout_id = ${payout.id} order by l.customer_id`,
    );
    for (const line of lines) {
      try {
        await postPoints(
          tx,
          {
            customerId: Number(line.customer_id),
            kind: 'association-payout',
            amount: -Number(line.points),
            doc: { docKind: 'association_payout', docCode: payout.code },
            memo: `${payout.associationName} 협회 포인트 지급 (${payout.code})`,
          },
          actor.accountId,
        );
      } catch (error) {
        if (error instanceof AppError)
          throw new AppError(
            'E2003',
            `${line.name} (${line.code}): ${error.message} 반려 후 다시 요청하세요.`,
          );
        throw error;
      }
    }
    await tx.execute(sql`update association_payouts set status = 'confirmed', decided_by = ${actor.accountId},
      decided_at = now() where id = ${payout.id}`);
    await writeAudit(tx, actor, {
      action: 'association.payout-confirm',
      entity: 'association_payout',
      entityId: payout.code,
      before: { status: payout.status },
      after: { status: 'confirmed', total: payout.total },
    });
  });
  return payoutOf(db, code);
};

/** Rejects a payout with a reason (a second person too); no points move. */
export const rejectPayout = async (
  db: Db,
  code: string,
  reason: string,
  actor: AuditActor,
): Promise<Payout> => {
  await db.transaction(async (tx) => {
    const payout = await decidable(tx, code, actor);
    await tx.execute(sql`update association_payouts set status = 'rejected', decided_by = ${actor.accountId},
      decided_at = now(), reject_reason = ${reason} where id = ${payout.id}`);
    await writeAudit(tx, actor, {
      action: 'association.payout-reject',
      entity: 'association_payout',
      entityId: payout.code,
      after: { status: 'rejected', reason },
    });
  });
  return payoutOf(db, code);
};

/** Records a print (or re-print) of a confirmed payout's statement and answers the statement. */
export const printPayout = async (
  db: Db,
  code: string,
  kind: 'print' | 'reprint',
  actor: AuditActor,
): Promise<Payout> => {
  await db.transaction(async (tx) => {
    const payout = await loadPayout(tx, code);
    const reason = whyCannotPrintPayout(payout.status);
    if (reason) throw new AppError('E2003', reason);
    await tx.execute(sql`insert into association_print_records (payout_id, kind, total, members, printed_by)
      values (${payout.id}, ${kind}, ${payout.total}, ${payout.lines.length}, ${actor.accountId})`);
  });
  return payoutOf(db, code);
};

export const listPrintRecords = async (
  db: DbOrTx,
  q: PrintRecordQuery,
): Promise<ListPage<PrintRecordRow>> => {
  const parts: SQL[] = [];
  if (q.payoutCode) parts.push(sql`p.code = ${q.payoutCode.toUpperCase()}`);
  const where = parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
  const from = sql`from association_print_records r join association_payouts p on p.id = r.payout_id
    join associations a on a.id = p.association_id`;
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${from} ${where}`);
  const rows = await queryRows<{
    id: number;
    payout_code: string;
    association_code: string;
    association_name: string;
    kind: 'print' | 'reprint';
    total: string;
    members: number;
    by: string | null;
    printed_at: Date | string;
  }>(
    db,
    sql`select r.id, p.code as payout_code, a.code as association_code, a.name as association_name, r.kind,
          r.total, r.members, (select x.name from accounts x where x.id = r.printed_by) as by, r.printed_at
        ${from} ${where} order by r.id desc limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      payoutCode: r.payout_code,
      associationCode: r.association_code,
      associationName: r.association_name,
      kind: r.kind,
      total: Number(r.total),
      members: Number(r.members),
      printedByName: r.by,
      printedAt: iso(r.printed_at) ?? '',
    })),
    total: Number(count?.n ?? 0),
    totalCapped: false,
    page: q.page,
    size: q.size,
  };
};
