import { DOC_CODE_PREFIXES } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';

// Every fixed order gets a delivery (SPEC §2.15). The delivery module reads the fixed orders
// itself, before any of its lists or steps, rather than sales-order calling it: the order fix,
// the hottest transaction, stays as it is, and an order fixed while this module was down still
// gets its stop. The read starts a margin before the newest fixed order already taken, so an order
// whose fix committed late (an earlier fixed_at) is not missed; the unique index on the order
// makes two readers at once harmless (on conflict do nothing).

const MARGIN = sql`interval '10 minutes'`;
const letter = DOC_CODE_PREFIXES.delivery;

export const syncDeliveries = async (db: DbOrTx): Promise<void> => {
  await db.execute(sql`
    insert into deliveries (code, kind, order_id, order_fixed_at, customer_id, method_code,
      service_date, reservation_date, reservation_time, load)
    select ${letter} || substr(o.code, 2), 'delivery', o.id, o.fixed_at, o.customer_id,
      (select m.code from delivery_methods m where m.is_default and m.active limit 1),
      coalesce(o.reservation_date, (o.fixed_at at time zone 'Asia/Seoul')::date),
      o.reservation_date, o.reservation_time,
      (select coalesce(sum(l.qty - l.cancelled_qty), 0)::int from sales_order_lines l where l.order_id = o.id)
    from sales_orders o
    where o.fixed_at is not null
      and o.fixed_at >= coalesce((select max(d.order_fixed_at) from deliveries d) - ${MARGIN}, '-infinity'::timestamptz)
      and not exists (select 1 from deliveries d where d.order_id = o.id and d.kind = 'delivery')
    on conflict do nothing`);
  // A cancelled order's delivery stops waiting: cancelled with the order's reason, nothing deleted.
  await db.execute(sql`
    update deliveries d
    set status = 'cancelled', cancelled_at = now(), version = d.version + 1,
      cancel_reason = '주문 취소: ' || coalesce((select r.reason from order_cancel_requests r
        where r.order_id = o.id and r.status = 'checked' order by r.id desc limit 1), '주문이 취소되었습니다.'),
      cancelled_by = (select r.checked_by from order_cancel_requests r
        where r.order_id = o.id and r.status = 'checked' order by r.id desc limit 1)
    from sales_orders o
    where o.status = 'cancelled' and d.order_id = o.id and d.kind = 'delivery'
      and d.status in ('waiting', 'assigned')`);
};
