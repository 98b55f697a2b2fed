import type { RedistributionRow, ReturnPartGroupRow } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { kstDayEnd, kstDayStart } from '../../platform/list/list-query.sql.js';

// Two readings of the returns: what came back by part group, and which of the good units back on
// the shelf draft orders are waiting for (returned goods offered to waiting orders).

export const returnPartGroups = async (
  db: DbOrTx,
  q: { fromDate: string; toDate: string },
): Promise<ReturnPartGroupRow[]> => {
  const rows = await queryRows<{
    kind_name: string | null;
    part_code: string;
    part_no: string;
    part_name: string;
    pending: number;
    restocked: number;
    defect: number;
    credit: number;
  }>(
    db,
    sql`select coalesce(top.name, k.name, '미분류') as kind_name, l.part_code, l.part_no, l.part_name,
               sum(rl.qty) filter (where r.status in ('requested', 'checked'))::int as pending,
               sum(rl.qty) filter (where r.status = 'examined' and rl.disposition = 'restock')::int as restocked,
               sum(rl.qty) filter (where r.status = 'examined' and rl.disposition = 'defect')::int as defect,
               coalesce(sum(rl.total) filter (where r.status = 'examined'), 0)::bigint as credit
          from order_returns r
          join order_return_lines rl on rl.return_id = r.id
          join sales_order_lines l on l.order_id = r.order_id and l.line_no = rl.line_no
          join parts p on p.id = l.part_id
          left join part_kinds k on k.code = p.kind_code
          left join part_kinds top on top.code = left(p.kind_code, 2)
         where r.requested_at >= ${kstDayStart(q.fromDate)} and r.requested_at < ${kstDayEnd(q.toDate)}
           and r.status <> 'rejected'
         group by 1, l.part_code, l.part_no, l.part_name
         order by 1, l.part_code`,
  );
  return rows.map((r) => ({
    kindName: r.kind_name ?? '미분류',
    partCode: r.part_code,
    partNo: r.part_no,
    partName: r.part_name,
    pending: Number(r.pending ?? 0),
    restocked: Number(r.restocked ?? 0),
    defect: Number(r.defect ?? 0),
    credit: Number(r.credit),
  }));
};

export const redistribution = async (db: DbOrTx, q: { days: number }): Promise<RedistributionRow[]> => {
  const rows = await queryRows<{
    part_code: string;
    part_no: string;
    part_name: string;
    returned: number;
    on_hand: number;
    waiting: { orderCode: string; customerCode: string; customerName: string; qty: number }[] | null;
  }>(
    db,
    sql`with back as (
          select m.part_id, sum(m.qty)::int as returned from stock_moves m
            join warehouses w on w.code = m.warehouse_code and w.kind not in ('defect', 'transit', 'consignment')
           where m.doc_kind = 'order_return' and m.reason = 'return-in'
             and m.at >= now() - make_interval(days => ${q.days})
           group by m.part_id
        )
        select p.code as part_code, p.part_no, p.name as part_name, b.returned,
               coalesce((select sum(s.qty) from stock_balances s join warehouses w on w.code = s.warehouse_code
                          where s.part_id = p.id and w.kind not in ('defect', 'transit', 'consignment')), 0)::int as on_hand,
               (select json_agg(json_build_object('orderCode', o.code, 'customerCode', c.code, 'customerName', c.name, 'qty', l.qty)
                                order by o.created_at)
                  from sales_order_lines l join sales_orders o on o.id = l.order_id and o.status = 'draft'
                  join customers c on c.id = o.customer_id
                 where l.part_id = p.id) as waiting
          from back b join parts p on p.id = b.part_id
         order by b.returned desc, p.code
         limit 500`,
  );
  return rows.map((r) => {
    const waiting = (r.waiting ?? []).slice(0, 20);
    return {
      partCode: r.part_code,
      partNo: r.part_no,
      partName: r.part_name,
      returned: Number(r.returned),
      onHand: Number(r.on_hand),
      waitingQty: (r.waiting ?? []).reduce((a, w) => a + Number(w.qty), 0),
      waitingOrders: waiting.map((w) => ({ ...w, qty: Number(w.qty) })),
    };
  });
};
