import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { postLedger } from '../../platform/ledger/ledger.js';
import { coreLedger } from './core-ledger.ledger.js';

// Posting to the core ledger. Sales documents post by order line (the part's kind says whether a
// line leaves a core and which payback code), the collection by payback code.

export type OrderLineCoreKind = 'sold' | 'cancelled' | 'returned';

/**
 * Posts the cores of an order's lines in the caller's transaction: a sale adds each line's units,
 * a cancel or a return takes its units back. Lines whose part has no payback code post nothing.
 * One statement: the entries and the balance moves, whatever the number of lines.
 */
export const postOrderLineCores = async (
  tx: DbOrTx,
  input: {
    orderId: number;
    customerId: number;
    kind: OrderLineCoreKind;
    docCode: string;
    lines: readonly { lineNo: number; qty: number }[];
    by: number | null;
  },
): Promise<void> => {
  const lines = input.lines.filter((l) => l.qty > 0);
  if (lines.length === 0) return;
  const sign = input.kind === 'sold' ? 1 : -1;
  await tx.execute(sql`
    with v(line_no, qty) as (
      select * from unnest(${sql.param(lines.map((l) => l.lineNo))}::int[],
                           ${sql.param(lines.map((l) => l.qty))}::int[])
    ), posted as (
      insert into core_entries (customer_id, payback_code, kind, qty, doc_code, doc_line, created_by)
      select ${input.customerId}, coalesce(k.old_payback_code, pk.old_payback_code), ${input.kind},
             ${sign} * v.qty, ${input.docCode}, v.line_no, ${input.by}
        from v
        join sales_order_lines l on l.order_id = ${input.orderId} and l.line_no = v.line_no
        join parts p on p.id = l.part_id
        join part_kinds k on k.code = p.kind_code
        left join part_kinds pk on pk.code = k.parent_code
       where coalesce(k.old_payback_code, pk.old_payback_code) is not null
      returning customer_id, payback_code, qty
    )
    insert into core_balances (customer_id, payback_code, outstanding, updated_at)
    select customer_id, payback_code, sum(qty)::int, now() from posted group by customer_id, payback_code
    on conflict (customer_id, payback_code)
      do update set outstanding = core_balances.outstanding + excluded.outstanding, updated_at = now()`);
};

/** Posts a collection's cores (each unit settles one owed core of its payback code). */
export const postCollectedCores = async (
  tx: DbOrTx,
  input: { customerId: number; docCode: string; byCode: ReadonlyMap<string, number>; by: number | null },
): Promise<void> => {
  for (const [paybackCode, units] of input.byCode)
    if (units > 0)
      await postLedger(tx, coreLedger, {
        customerId: input.customerId,
        paybackCode,
        kind: 'collected',
        qty: -units,
        docCode: input.docCode,
        createdBy: input.by,
      });
};

/** What a customer still owes per payback code, from the ledger's balances. */
export const coreBalancesOf = async (db: DbOrTx, customerId: number): Promise<Map<string, number>> => {
  const rows = await queryRows<{ code: string; n: number }>(
    db,
    sql`select payback_code as code, outstanding as n from core_balances where customer_id = ${customerId}`,
  );
  return new Map(rows.map((r) => [r.code, Number(r.n)]));
};
