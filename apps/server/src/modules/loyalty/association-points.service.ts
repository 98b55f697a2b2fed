import {
  type AssociationEntryRow,
  type AssociationPeriodQuery,
  type AssociationPointsRow,
  type AssociationProvision,
  type AssociationSalesRow,
  associationLinePoints,
  type ListPage,
  type ProvisionListQuery,
  ymdToIsoDate,
} from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { nextDocCode } from '../../platform/doc-code/doc-code.service.js';
import { AppError } from '../../platform/errors/app-error.js';
import { kstDayRange } from '../../platform/list/list-query.sql.js';
import { postPoints, reverseSalePoints } from '../point/point.service.js';
import { customerIdOf, iso } from './association-info.service.js';

// Association points on the point ledger: accrued by a member's fixed sale lines (in the fix's
// transaction), taken back by a cancel or return like sale points, granted by hand with a reason;
// and the reports by association (sales of members, points by period).

export type AccrualLine = { lineNo: number; total: number; qty: number; partId: number };

/**
 * Posts each line's association points at the order's fix, when the customer is an accruing
 * member of an active association: the part's own setting, else its kind's (the most specific kind
 * code wins), else the member's default rate.
 */
export const postAssociationPoints = async (
  tx: DbOrTx,
  order: { customerId: number; code: string },
  lines: readonly AccrualLine[],
  actorId: number | null,
): Promise<number> => {
  const [member] = await queryRows<{ association_id: number; code: string; rate_bp: number }>(
    tx,
    sql`select m.association_id, a.code, m.rate_bp from association_members m
        join associations a on a.id = m.association_id
        where m.customer_id = ${order.customerId} and m.accrue and a.active`,
  );
  if (!member || lines.length === 0) return 0;
  const settings = await queryRows<{ part_id: number; mode: 'rate' | 'fixed'; value: number }>(
    tx,
    sql`select distinct on (p.id) p.id as part_id, s.mode, s.value
        from parts p join association_part_points s
          on s.association_id = ${member.association_id} and s.active
         and ((s.target = 'part' and s.target_code = p.code)
           or (s.target = 'kind' and p.kind_code is not null and starts_with(p.kind_code, s.target_code)))
        where p.id = any(${sql.param(lines.map((l) => l.partId))}::int[])
        order by p.id, (s.target = 'part') desc, length(s.target_code) desc`,
  );
  const byPart = new Map(settings.map((s) => [Number(s.part_id), { mode: s.mode, value: Number(s.value) }]));
  const fallback = { mode: 'rate' as const, value: Number(member.rate_bp) };
  let posted = 0;
  for (const line of lines) {
    const points = associationLinePoints(byPart.get(line.partId) ?? fallback, line);
    if (points <= 0) continue;
    await postPoints(
      tx,
      {
        customerId: order.customerId,
        kind: 'association',
        amount: points,
        doc: { docKind: 'sales_order', docCode: order.code, docLine: line.lineNo },
        memo: `${order.code}-${line.lineNo} 협회 포인트 (${member.code})`,
      },
      actorId,
    );
    posted += points;
  }
  return posted;
};

/** Takes back a line's association points for units cancelled or returned (its share, capped by the balance). */
export const reverseAssociationLinePoints = (
  tx: DbOrTx,
  reversal: {
    customerId: number;
    sale: { docCode: string; docLine: number };
    units: number;
    returnedBefore: number;
    soldUnits: number;
    by: { docKind: string; docCode: string };
  },
  actorId: number | null,
) => reverseSalePoints(tx, { ...reversal, earned: 'association' }, actorId);

type EntrySql = {
  id: number;
  customer_code: string;
  customer_name: string;
  kind: string;
  amount: string;
  doc_code: string | null;
  doc_line: number | null;
  memo: string | null;
  by: string | null;
  at: Date | string;
};

/** Association points granted (or taken) by hand, newest first; one member's when named. */
export const listProvisions = async (
  db: DbOrTx,
  q: ProvisionListQuery,
): Promise<ListPage<AssociationEntryRow>> => {
  const who = q.customerCode ? sql` and c.code = ${q.customerCode.toUpperCase()}` : sql``;
  const from = sql`from point_entries e join customers c on c.id = e.customer_id
    where e.kind = 'association' and e.doc_kind = 'association_provision'${who}`;
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${from}`);
  const rows = await queryRows<EntrySql>(
    db,
    sql`select e.id, c.code as customer_code, c.name as customer_name, e.kind, e.amount, e.doc_code, e.doc_line,
          e.memo, (select a.name from accounts a where a.id = e.created_by) as by, e.at
        ${from} order by e.id desc limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      customerCode: r.customer_code,
      customerName: r.customer_name,
      kind: r.kind,
      amount: Number(r.amount),
      docCode: r.doc_code,
      docLine: r.doc_line == null ? null : Number(r.doc_line),
      memo: r.memo,
      byName: r.by,
      at: iso(r.at) ?? '',
    })),
    total: Number(count?.n ?? 0),
    totalCapped: false,
    page: q.page,
    size: q.size,
  };
};

/** Grants (+) or takes (−) association points of one member by hand, with a reason. */
export const provideAssociationPoints = async (
  db: Db,
  input: AssociationProvision,
  actor: AuditActor,
): Promise<ListPage<AssociationEntryRow>> => {
  await db.transaction(async (tx) => {
    const customer = await customerIdOf(tx, input.customerCode);
    const [member] = await queryRows<{ code: string }>(
      tx,
      sql`select a.code from association_members m join associations a on a.id = m.association_id
          where m.customer_id = ${customer.id}`,
    );
    if (!member)
      throw new AppError('E0422', `거래처: 협회 회원이 아닙니다 (${input.customerCode}).`, {
        field: 'customerCode',
      });
    if (input.points < 0) {
      // A take-away takes only association points not paid out yet, never other kinds.
      const payable = await payableOf(tx, customer.id);
      if (payable + input.points < 0)
        throw new AppError(
          'E2003',
          `차감할 수 있는 협회 포인트가 부족합니다 (미지급 ${payable.toLocaleString('ko-KR')}점, 요청 ${(-input.points).toLocaleString('ko-KR')}점).`,
          { field: 'points' },
        );
    }
    const code = await nextDocCode(tx, 'AG');
    await postPoints(
      tx,
      {
        customerId: customer.id,
        kind: 'association',
        amount: input.points,
        doc: { docKind: 'association_provision', docCode: code },
        memo: `${input.reason} (${member.code})`,
      },
      actor.accountId,
    );
    await writeAudit(tx, actor, {
      action: 'association.provision',
      entity: 'customer',
      entityId: input.customerCode,
      after: { ...input, code },
    });
  });
  return listProvisions(db, { customerCode: input.customerCode, page: 1, size: 50 });
};

/** Association points of a member not yet paid out (all time): earned less taken back and paid. */
export const payableOf = async (db: DbOrTx, customerId: number): Promise<number> => {
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`select coalesce(sum(amount), 0) as n from point_entries
        where customer_id = ${customerId} and kind in ('association', 'association-reversal', 'association-payout')`,
  );
  return Number(row?.n ?? 0);
};

const memberWhere = (q: AssociationPeriodQuery, customerCode: string | null): SQL => {
  const parts: SQL[] = [];
  if (q.associationCode) parts.push(sql`a.code = ${q.associationCode.toUpperCase()}`);
  // A customer account's own member row only, whatever association it asks for.
  if (customerCode) parts.push(sql`c.code = ${customerCode}`);
  return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
};
const MEMBERS = sql`from association_members m join associations a on a.id = m.association_id
  join customers c on c.id = m.customer_id`;

const assertPeriod = (q: AssociationPeriodQuery) => {
  if (q.from > q.to) throw new AppError('E0422', '종료일: 시작일 이후여야 합니다.', { field: 'to' });
};

/**
 * Points by association and member for a period, from the ledger (a member's entries follow its
 * current association). `customerCode` limits it to one customer (a customer account's own).
 */
export const listAssociationPoints = async (
  db: DbOrTx,
  q: AssociationPeriodQuery,
  customerCode: string | null,
): Promise<ListPage<AssociationPointsRow>> => {
  assertPeriod(q);
  const where = memberWhere(q, customerCode);
  const from = ymdToIsoDate(q.from);
  const to = ymdToIsoDate(q.to);
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${MEMBERS} ${where}`);
  const rows = await queryRows<{
    association_code: string;
    association_name: string;
    customer_code: string;
    customer_name: string;
    earned: string;
    reversed: string;
    paid: string;
    payable: string;
  }>(
    db,
    sql`select a.code as association_code, a.name as association_name, c.code as customer_code,
          c.name as customer_name, p.earned, p.reversed, p.paid, p.payable
        ${MEMBERS}
        cross join lateral (
          select coalesce(sum(e.amount) filter (where e.kind = 'association' and e.entry_date between ${from} and ${to}), 0) as earned,
            coalesce(-sum(e.amount) filter (where e.kind = 'association-reversal' and e.entry_date between ${from} and ${to}), 0) as reversed,
            coalesce(-sum(e.amount) filter (where e.kind = 'association-payout' and e.entry_date between ${from} and ${to}), 0) as paid,
            coalesce(sum(e.amount), 0) as payable
          from point_entries e
          where e.customer_id = m.customer_id and e.kind in ('association', 'association-reversal', 'association-payout')
        ) p
        ${where} order by a.code, c.code limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return {
    rows: rows.map((r) => {
      const earned = Number(r.earned);
      const reversed = Number(r.reversed);
      const paid = Number(r.paid);
      return {
        associationCode: r.association_code,
        associationName: r.association_name,
        customerCode: r.customer_code,
        customerName: r.customer_name,
        earned,
        reversed,
        paid,
        net: earned - reversed - paid,
        payable: Number(r.payable),
      };
    }),
    total: Number(count?.n ?? 0),
    totalCapped: false,
    page: q.page,
    size: q.size,
  };
};

/**
 * Sales of association members in a period: orders fixed in it, and the part of each line not
 * cancelled or returned since (so the figure is what the member really bought).
 */
export const listAssociationSales = async (
  db: DbOrTx,
  q: AssociationPeriodQuery,
): Promise<ListPage<AssociationSalesRow>> => {
  assertPeriod(q);
  const where = memberWhere(q, null);
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${MEMBERS} ${where}`);
  const rows = await queryRows<{
    association_code: string;
    association_name: string;
    customer_code: string;
    customer_name: string;
    orders: number;
    lines: number;
    total: string;
  }>(
    db,
    sql`select a.code as association_code, a.name as association_name, c.code as customer_code,
          c.name as customer_name, s.orders, s.lines, s.total
        ${MEMBERS}
        cross join lateral (
          select count(distinct o.id)::int as orders, count(l.id)::int as lines,
            coalesce(sum(round(l.total::numeric * (l.qty - l.cancelled_qty - l.returned_qty) / nullif(l.qty, 0))), 0) as total
          from sales_orders o join sales_order_lines l on l.order_id = o.id
          where o.customer_id = m.customer_id and o.fixed_at is not null
            and ${kstDayRange(sql`o.fixed_at`, q.from, q.to)}
        ) s
        ${where} order by a.code, c.code limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return {
    rows: rows.map((r) => ({
      associationCode: r.association_code,
      associationName: r.association_name,
      customerCode: r.customer_code,
      customerName: r.customer_name,
      orders: Number(r.orders),
      lines: Number(r.lines),
      total: Number(r.total),
    })),
    total: Number(count?.n ?? 0),
    totalCapped: false,
    page: q.page,
    size: q.size,
  };
};
