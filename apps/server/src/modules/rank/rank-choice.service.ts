import {
  type ListPage,
  type RankChoiceInput,
  type RankChoiceRow,
  type RankHistoryRow,
  type RankListQuery,
  withParticle,
  ymdToIsoDate,
} from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { kstIsoDate } from '../../platform/http/kst.js';

// Manual rank choices (CustomerRankChoiceList) and the history of every change
// (CustomerRankHistory). A choice sets the rank at once and holds it over recomputes until its
// end date; releasing it hands the customer back to what its purchases say at the next recompute.

const CHOICE_SQL = sql`ch.id, c.code as "customerCode", c.name as "customerName", ch.rank_code as "rankCode",
  l.name as "rankName", ch.reason, to_char(ch.end_date, 'YYYYMMDD') as "endDate", ch.status,
  (select a.name from accounts a where a.id = ch.created_by) as "createdByName",
  ch.created_at as "createdAt", ch.closed_at as "closedAt", ch.close_reason as "closeReason"`;
const CHOICE_FROM = sql`from customer_rank_choices ch join customers c on c.id = ch.customer_id
  left join rank_levels l on l.code = ch.rank_code`;

type Stamped = { createdAt: Date | string; closedAt: Date | string | null };
const iso = (v: Date | string | null) => (v == null ? null : new Date(v).toISOString());
const toChoice = (r: RankChoiceRow & Stamped): RankChoiceRow => ({
  ...r,
  id: Number(r.id),
  createdAt: iso(r.createdAt) ?? '',
  closedAt: iso(r.closedAt),
});

const loadChoice = async (db: DbOrTx, id: number): Promise<RankChoiceRow> => {
  const [row] = await queryRows<RankChoiceRow & Stamped>(
    db,
    sql`select ${CHOICE_SQL} ${CHOICE_FROM} where ch.id = ${id}`,
  );
  if (!row) throw new AppError('E2001', '등급 수동 지정을 찾을 수 없습니다.');
  return toChoice(row);
};

/** Appends one history row (the only way a rank change is recorded). */
export const recordRankChange = async (
  tx: DbOrTx,
  change: {
    customerId: number;
    fromRank: string | null;
    toRank: string | null;
    source: string;
    reason: string | null;
  },
  actor: AuditActor,
) => {
  await tx.execute(sql`insert into customer_rank_history (customer_id, from_rank, to_rank, source, reason, created_by)
    values (${change.customerId}, ${change.fromRank}, ${change.toRank}, ${change.source}, ${change.reason}, ${actor.accountId})`);
};

export const chooseRank = async (
  db: Db,
  input: RankChoiceInput,
  actor: AuditActor,
): Promise<RankChoiceRow> => {
  const endDate = ymdToIsoDate(input.endDate)!;
  if (endDate < kstIsoDate())
    throw new AppError('E0422', '종료일: 오늘 이후 날짜를 입력하세요.', { field: 'endDate' });
  const id = await db.transaction(async (tx) => {
    const [customer] = await queryRows<{ id: number; rank: string | null }>(
      tx,
      sql`select id, rank from customers where code = ${input.customerCode} for update`,
    );
    if (!customer)
      throw new AppError('E0422', `거래처: 없는 거래처입니다 (${input.customerCode}).`, {
        field: 'customerCode',
      });
    const [rank] = await queryRows<{ code: string }>(
      tx,
      sql`select code from rank_levels where code = ${input.rankCode}`,
    );
    if (!rank)
      throw new AppError('E0422', `등급: 없는 등급입니다 (${input.rankCode}).`, { field: 'rankCode' });
    const [open] = await queryRows<{ id: number }>(
      tx,
      sql`select id from customer_rank_choices where customer_id = ${customer.id} and status = 'active'`,
    );
    if (open)
      throw new AppError(
        'E2003',
        `${withParticle(input.customerCode, '은/는')} 이미 수동 지정된 등급이 있습니다. 먼저 해제하세요.`,
      );
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into customer_rank_choices (customer_id, rank_code, reason, end_date, created_by)
          values (${customer.id}, ${input.rankCode}, ${input.reason}, ${endDate}, ${actor.accountId}) returning id`,
    );
    if (customer.rank !== input.rankCode) {
      await tx.execute(sql`update customers set rank = ${input.rankCode} where id = ${customer.id}`);
      await recordRankChange(
        tx,
        {
          customerId: customer.id,
          fromRank: customer.rank,
          toRank: input.rankCode,
          source: 'manual',
          reason: `${input.reason} (~${endDate})`,
        },
        actor,
      );
    }
    await writeAudit(tx, actor, {
      action: 'rank.choose',
      entity: 'customer',
      entityId: input.customerCode,
      before: { rank: customer.rank },
      after: { rank: input.rankCode, reason: input.reason, endDate },
    });
    return Number(row!.id);
  });
  return loadChoice(db, id);
};

/** Ends a choice by hand; the rank stays until the next recompute sets what purchases say. */
export const releaseRankChoice = async (db: Db, id: number, reason: string, actor: AuditActor) => {
  await db.transaction(async (tx) => {
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`update customer_rank_choices set status = 'released', closed_at = now(), closed_by = ${actor.accountId},
            close_reason = ${reason}
          where id = ${id} and status = 'active' returning id`,
    );
    if (rows.length === 0)
      throw new AppError('E2003', '적용 중인 수동 지정이 아닙니다 (이미 종료 또는 해제됨).');
    await writeAudit(tx, actor, {
      action: 'rank.release',
      entity: 'rank_choice',
      entityId: id,
      after: { reason },
    });
  });
  return loadChoice(db, id);
};

const whereOf = (q: RankListQuery, alias: SQL): SQL[] => [
  ...(q.customerCode ? [sql`c.code = ${q.customerCode.toUpperCase()}`] : []),
  ...(q.rankCode ? [sql`${alias} = ${q.rankCode.toUpperCase()}`] : []),
];
const and = (parts: SQL[]) => (parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``);
const pageOf = (q: RankListQuery) => ({ limit: q.size, offset: (q.page - 1) * q.size });

export const listRankChoices = async (db: DbOrTx, q: RankListQuery): Promise<ListPage<RankChoiceRow>> => {
  const where = and(whereOf(q, sql`ch.rank_code`));
  const { limit, offset } = pageOf(q);
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${CHOICE_FROM} ${where}`);
  const rows = await queryRows<RankChoiceRow & Stamped>(
    db,
    sql`select ${CHOICE_SQL} ${CHOICE_FROM} ${where} order by (ch.status = 'active') desc, ch.created_at desc, ch.id desc
        limit ${limit} offset ${offset}`,
  );
  return {
    rows: rows.map(toChoice),
    total: Number(count?.n ?? 0),
    totalCapped: false,
    page: q.page,
    size: q.size,
  };
};

type HistorySql = Omit<RankHistoryRow, 'at'> & { at: Date | string };

export const listRankHistory = async (db: DbOrTx, q: RankListQuery): Promise<ListPage<RankHistoryRow>> => {
  const where = and(whereOf(q, sql`h.to_rank`));
  const { limit, offset } = pageOf(q);
  const from = sql`from customer_rank_history h join customers c on c.id = h.customer_id`;
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${from} ${where}`);
  const rows = await queryRows<HistorySql>(
    db,
    sql`select h.id, c.code as "customerCode", c.name as "customerName", h.from_rank as "fromRank",
          h.to_rank as "toRank", h.source, h.reason, h.amount,
          (select a.name from accounts a where a.id = h.created_by) as "byName", h.at
        ${from} ${where} order by h.at desc, h.id desc limit ${limit} offset ${offset}`,
  );
  return {
    rows: rows.map((r) => ({
      ...r,
      id: Number(r.id),
      amount: r.amount == null ? null : Number(r.amount),
      at: new Date(r.at).toISOString(),
    })),
    total: Number(count?.n ?? 0),
    totalCapped: false,
    page: q.page,
    size: q.size,
  };
};
