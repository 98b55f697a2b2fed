import { toYmd } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { enterCount, planCount, stepCount } from '../modules/stock-count/stock-count.service.js';
import type { AuditActor } from '../platform/audit/audit.service.js';
import { accounts } from '../platform/auth/account.table.js';
import type { Db } from '../platform/db/database.js';
import { queryRows } from '../platform/db/query.js';

/**
 * Two demo counts through the count service, so the count screens' samples open on data:
 * K<today>-0001 planned for the BUSAN warehouse (counters: staff and the phone user driver), and
 * K<today>-0002 of MAIN counted by staff (two parts, one of them one short) and submitted, awaiting
 * the approval of someone else (admin).
 */
export const seedDemoStockCounts = async (db: Db, admin: AuditActor): Promise<void> => {
  const people = await db.select({ id: accounts.id, loginId: accounts.loginId }).from(accounts);
  const idOf = (loginId: string) => people.find((p) => p.loginId === loginId)?.id ?? null;
  const counters = ['staff', 'driver'].map(idOf).filter((id): id is number => id !== null);
  const plannedOn = toYmd(new Date());
  await planCount(
    db,
    {
      warehouseCode: 'BUSAN',
      scope: 'all',
      scopeValues: [],
      plannedOn,
      memo: '부산 창고 정기 실사',
      counterIds: counters,
    },
    admin,
  );
  const main = await planCount(
    db,
    {
      warehouseCode: 'MAIN',
      scope: 'all',
      scopeValues: [],
      plannedOn,
      memo: '본사 창고 월말 실사',
      counterIds: counters,
    },
    admin,
  );
  const staff = { accountId: idOf('staff'), loginId: 'staff', isAdmin: false };
  const lines = await queryRows<{ code: string; qty: number }>(
    db,
    sql`select p.code, b.qty from stock_count_lines l join stock_counts c on c.id = l.count_id
        join parts p on p.id = l.part_id
        join stock_balances b on b.part_id = l.part_id and b.warehouse_code = c.warehouse_code
        where c.code = ${main.code} order by l.line_no limit 2`,
  );
  for (const [i, line] of lines.entries())
    await enterCount(
      db,
      main.code,
      { seq: 1, scan: line.code, qty: i === 1 ? line.qty - 1 : line.qty, mode: 'set' },
      staff,
    );
  const counted = await queryRows<{ version: number }>(
    db,
    sql`select version from stock_counts where code = ${main.code}`,
  );
  await stepCount(db, main.code, 'submit', counted[0]!.version, staff);
};
