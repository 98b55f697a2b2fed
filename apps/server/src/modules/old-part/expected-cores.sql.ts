import { type SQL, sql } from 'drizzle-orm';

// The cores sales left with customers, computed from the ledger of sales itself (fixed lines less
// cancelled and returned units) and what was collected: the oldest sale lines are settled first.
// Nothing is stored twice, so a cancel or a return changes the expectation at once.

export type CoreFilter = { customerId?: number | undefined; paybackCode?: string | undefined };

/** One row per sale line still owing cores: order, line, customer, part, code, fixed_at, qty, outstanding. */
export const expectedCoresSql = (f: CoreFilter): SQL => {
  const customer = f.customerId ? sql` and o.customer_id = ${f.customerId}` : sql``;
  const code = f.paybackCode
    ? sql` and coalesce(k.old_payback_code, pk.old_payback_code) = ${f.paybackCode}`
    : sql``;
  const ucustomer = f.customerId ? sql` where customer_id = ${f.customerId}` : sql``;
  return sql`
    with lines as (
      select o.code as order_code, l.line_no, o.customer_id, l.part_code, l.part_no, l.part_name,
             coalesce(k.old_payback_code, pk.old_payback_code) as payback_code,
             o.fixed_at, o.id as order_id,
             (l.qty - l.cancelled_qty - l.returned_qty) as qty
        from sales_order_lines l
        join sales_orders o on o.id = l.order_id and o.status = 'fixed'
        join parts p on p.id = l.part_id
        join part_kinds k on k.code = p.kind_code
        left join part_kinds pk on pk.code = k.parent_code
       where coalesce(k.old_payback_code, pk.old_payback_code) is not null
         and l.qty - l.cancelled_qty - l.returned_qty > 0${customer}${code}
    ), collected as (
      select customer_id, payback_code, count(*)::int as n from old_part_units${ucustomer}
       group by customer_id, payback_code
    ), ranked as (
      select lines.*, coalesce(c.n, 0) as collected,
             sum(lines.qty) over (partition by lines.customer_id, lines.payback_code
                                  order by lines.fixed_at, lines.order_id, lines.line_no
                                  rows unbounded preceding) as cum
        from lines left join collected c
          on c.customer_id = lines.customer_id and c.payback_code = lines.payback_code
    )
    select ranked.*, least(qty, greatest(0, cum - collected))::int as outstanding,
           ((now() at time zone 'Asia/Seoul')::date - (fixed_at at time zone 'Asia/Seoul')::date)::int as days
      from ranked where cum - collected > 0`;
};
