import type { DeliveryOption, PortalOrderRule, StockAvailability } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/access/access.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { rankOrderCheck } from '../rank/rank-settings.service.js';

// What every customer-portal call starts from: the session's own customer (never a code from the
// request), its order rule (rank weekdays, hours, delivery options) and the stock it may see.

export type PortalCustomer = { id: number; code: string; name: string; rank: string | null };

/** The caller's customer; an account without one reads as a missing row. */
export const portalCustomer = async (db: DbOrTx, user: SessionUser): Promise<PortalCustomer> => {
  const code = user.customerCode;
  const rows = code
    ? await queryRows<PortalCustomer>(
        db,
        sql`select id, code, name, rank from customers where code = ${code}`,
      )
    : [];
  const found = rows[0];
  if (!found) throw new AppError('E2001', '거래처를 찾을 수 없습니다.');
  return { ...found, id: Number(found.id) };
};

/** The rank's delivery choices in the delivery module's method kinds. */
const METHOD_KIND_OF_RANK: Record<string, string> = {
  own: 'driver',
  courier: 'courier',
  pickup: 'counter',
  quick: 'quick',
};

/** Whether the customer may order now and the delivery methods its rank offers. */
export const orderRuleOf = async (db: DbOrTx, customerCode: string): Promise<PortalOrderRule> => {
  const check = await rankOrderCheck(db, customerCode);
  const kinds = check.deliveryMethods?.map((m) => METHOD_KIND_OF_RANK[m]).filter(Boolean) ?? null;
  const methods = await queryRows<{ code: string; name: string; fee: string | number; kind: string }>(
    db,
    sql`select code, name, fee, kind from delivery_methods where active order by is_default desc, code`,
  );
  const deliveryOptions: DeliveryOption[] = methods
    .filter((m) => kinds === null || kinds.includes(m.kind))
    .map((m) => ({ code: m.code, name: m.name, fee: Number(m.fee) }));
  return { allowed: check.allowed, reason: check.reason, deliveryOptions };
};

/**
 * On hand in the warehouses goods are sold from (not in transit, at a customer's shop, defect or
 * scrap), per part: a customer sees only whether it is there, never the count.
 */
export const availabilityOf = async (
  db: DbOrTx,
  partIds: readonly number[],
): Promise<Map<number, StockAvailability>> => {
  const map = new Map<number, StockAvailability>(partIds.map((id) => [id, 'order']));
  if (partIds.length === 0) return map;
  const rows = await queryRows<{ part_id: number }>(
    db,
    sql`select b.part_id from stock_balances b join warehouses w on w.code = b.warehouse_code
        where b.part_id in (${sql.join(
          partIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and w.kind in ('main', 'branch', 'partner', 'virtual')
        group by b.part_id having sum(b.qty) > 0`,
  );
  for (const r of rows) map.set(Number(r.part_id), 'available');
  return map;
};
