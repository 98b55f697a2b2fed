import {
  type AgeingQuery,
  type AgeingRow,
  type CollectionDetail,
  type ListPage,
  ymdToIsoDate,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { kstIsoDate } from '../../platform/http/kst.js';

// CustomerCollectManagement: the receivable aged by the sales it comes from. Payments and credits
// settle the oldest sales first, so what is still owed is the newest sales up to the balance;
// each part is aged by its sale's day (30/60/90/over).

const AGEING_SQL = (today: string) => sql`
  with b as (select customer_id, balance from customer_balances where balance > 0),
  s as (
    select l.customer_id, l.entry_date, l.amount,
      sum(l.amount) over (partition by l.customer_id order by l.entry_date desc, l.id desc) as cum
    from customer_ledger l join b on b.customer_id = l.customer_id
    where l.amount > 0
  ),
  p as (
    select s.customer_id, (${today}::date - s.entry_date) as age,
      greatest(least(s.amount, b.balance - (s.cum - s.amount)), 0) as owed
    from s join b on b.customer_id = s.customer_id
    where s.cum - s.amount < b.balance
  ),
  a as (
    select b.customer_id, b.balance,
      coalesce(sum(p.owed) filter (where p.age <= 30), 0) as d30,
      coalesce(sum(p.owed) filter (where p.age between 31 and 60), 0) as d60,
      coalesce(sum(p.owed) filter (where p.age between 61 and 90), 0) as d90,
      coalesce(sum(p.owed) filter (where p.age > 90), 0) as over
    from b left join p on p.customer_id = b.customer_id group by b.customer_id, b.balance
  )
  select c.code, c.name, a.balance, a.d30, a.d60, a.d90, a.over,
    (select coalesce(sum(cp.amount), 0) from collection_promises cp where cp.customer_id = a.customer_id and cp.status = 'open') as promise,
    (select max(cc.at) from collection_calls cc where cc.customer_id = a.customer_id) as last_call
  from a join customers c on c.id = a.customer_id`;

type AgeSql = {
  code: string;
  name: string;
  balance: string;
  d30: string;
  d60: string;
  d90: string;
  over: string;
  promise: string;
  last_call: Date | string | null;
};
const toAgeing = (r: AgeSql): AgeingRow => ({
  customerCode: r.code,
  customerName: r.name,
  balance: Number(r.balance),
  d30: Number(r.d30),
  d60: Number(r.d60),
  d90: Number(r.d90),
  over: Number(r.over),
  openPromise: Number(r.promise),
  lastCallAt: r.last_call == null ? null : new Date(r.last_call).toISOString(),
});

export const listAgeing = async (db: DbOrTx, q: AgeingQuery): Promise<ListPage<AgeingRow>> => {
  const bucket = q.bucket ? sql`where x.${sql.identifier(q.bucket)} > 0` : sql``;
  const base = sql`select * from (${AGEING_SQL(kstIsoDate())}) x ${bucket}`;
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${base}) y`);
  const rows = await queryRows<AgeSql>(
    db,
    sql`${base} order by x.over desc, x.balance desc limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return {
    rows: rows.map(toAgeing),
    total: Number(count?.n ?? 0),
    totalCapped: false,
    page: q.page,
    size: q.size,
  };
};

const customerIdOf = async (db: DbOrTx, code: string) => {
  const [row] = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from customers where code = ${code}`,
  );
  if (!row) throw new AppError('E0422', `거래처: 없는 거래처입니다 (${code}).`, { field: 'customerCode' });
  return { id: Number(row.id), name: row.name };
};

export const loadCollection = async (db: DbOrTx, code: string): Promise<CollectionDetail> => {
  const customer = await customerIdOf(db, code);
  const [age] = await queryRows<AgeSql>(
    db,
    sql`select * from (${AGEING_SQL(kstIsoDate())}) x where x.code = ${code}`,
  );
  const promises = await queryRows<{
    id: number;
    day: string;
    amount: string;
    collector: string;
    memo: string | null;
    status: 'open' | 'kept' | 'broken';
    created_at: Date | string;
  }>(
    db,
    sql`select id, to_char(promised_date, 'YYYYMMDD') as day, amount, collector, memo, status, created_at
        from collection_promises where customer_id = ${customer.id} order by id desc limit 50`,
  );
  const calls = await queryRows<{
    id: number;
    collector: string;
    result: string;
    by: string | null;
    at: Date | string;
  }>(
    db,
    sql`select cc.id, cc.collector, cc.result, (select a.name from accounts a where a.id = cc.created_by) as by, cc.at
        from collection_calls cc where cc.customer_id = ${customer.id} order by cc.id desc limit 50`,
  );
  const payments = await queryRows<{ day: string; kind: string; amount: string; doc_code: string | null }>(
    db,
    sql`select to_char(entry_date, 'YYYYMMDD') as day, kind, amount, doc_code from customer_ledger
        where customer_id = ${customer.id} and amount < 0 order by id desc limit 20`,
  );
  return {
    ageing: age
      ? toAgeing(age)
      : {
          customerCode: code,
          customerName: customer.name,
          balance: 0,
          d30: 0,
          d60: 0,
          d90: 0,
          over: 0,
          openPromise: 0,
          lastCallAt: null,
        },
    promises: promises.map((p) => ({
      id: Number(p.id),
      promisedDate: p.day,
      amount: Number(p.amount),
      collector: p.collector,
      memo: p.memo,
      status: p.status,
      createdAt: new Date(p.created_at).toISOString(),
    })),
    calls: calls.map((c) => ({
      id: Number(c.id),
      collector: c.collector,
      result: c.result,
      byName: c.by,
      at: new Date(c.at).toISOString(),
    })),
    payments: payments.map((p) => ({
      entryDate: p.day,
      kind: p.kind,
      amount: Number(p.amount),
      docCode: p.doc_code,
    })),
  };
};

export const addPromise = async (
  db: Db,
  input: {
    customerCode: string;
    promisedDate: string;
    amount: number;
    collector: string;
    memo?: string | null;
  },
  actor: AuditActor,
) => {
  const customer = await customerIdOf(db, input.customerCode);
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into collection_promises (customer_id, promised_date, amount, collector, memo, created_by)
      values (${customer.id}, ${ymdToIsoDate(input.promisedDate)}, ${input.amount}, ${input.collector}, ${input.memo ?? null}, ${actor.accountId})`);
    await writeAudit(tx, actor, {
      action: 'collect.promise',
      entity: 'customer',
      entityId: input.customerCode,
      after: input,
    });
  });
  return loadCollection(db, input.customerCode);
};

export const closePromise = async (db: Db, id: number, status: 'kept' | 'broken', actor: AuditActor) => {
  const rows = await queryRows<{ code: string }>(
    db,
    sql`update collection_promises p set status = ${status}, closed_by = ${actor.accountId}, closed_at = now()
        from customers c where p.id = ${id} and p.status = 'open' and c.id = p.customer_id returning c.code`,
  );
  if (!rows[0]) throw new AppError('E2003', '열려 있는 입금 약속이 아닙니다 (이미 결과가 기록됨).');
  return loadCollection(db, rows[0].code);
};

export const addCall = async (
  db: Db,
  input: { customerCode: string; collector: string; result: string },
  actor: AuditActor,
) => {
  const customer = await customerIdOf(db, input.customerCode);
  await db.execute(sql`insert into collection_calls (customer_id, collector, result, created_by)
    values (${customer.id}, ${input.collector}, ${input.result}, ${actor.accountId})`);
  return loadCollection(db, input.customerCode);
};
