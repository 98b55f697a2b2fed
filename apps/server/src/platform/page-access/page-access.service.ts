import type { PageAccessSave, PageAccessStatsEntry, PageAccessStatsFilter } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { queryRows } from '../db/query.js';
import { kstIsoDate, ymdToIso } from '../http/kst.js';

/**
 * Counts one visit. Each statement is an atomic upsert (count = count + 1 in the database), so
 * parallel saves from many instances never lose a count, and a crash loses at most the
 * uncommitted one.
 */
export const savePageAccess = async (db: Db, input: PageAccessSave, accountId: number): Promise<void> => {
  const today = kstIsoDate();
  await db.transaction(async (tx) => {
    const page = await queryRows<{ id: number }>(
      tx,
      sql`
      insert into page_access_pages (page_path, page_name) values (${input.pagePath}, ${input.pageName})
      on conflict (page_path) do update
        set page_name = case when excluded.page_name = '' then page_access_pages.page_name else excluded.page_name end
      returning id`,
    );
    const pageId = page[0]!.id;
    await tx.execute(sql`
      insert into page_access_daily (page_id, access_date, access_count, last_access_time)
      values (${pageId}, ${today}, 1, now())
      on conflict (page_id, access_date) do update
        set access_count = page_access_daily.access_count + 1, last_access_time = now()`);
    await tx.execute(sql`
      insert into page_access_visitors (page_id, access_date, account_id) values (${pageId}, ${today}, ${accountId})
      on conflict do nothing`);
  });
};

const SORT_SQL = {
  accessCount: sql`access_count`,
  uniqueUserCount: sql`unique_user_count`,
  lastAccessTime: sql`last_access_time`,
  pagePath: sql`page_path`,
} as const;

export const listPageAccessStats = async (
  db: Db,
  filter: PageAccessStatsFilter,
): Promise<{ rows: PageAccessStatsEntry[]; total: number }> => {
  const from = filter.fromDate ? ymdToIso(filter.fromDate) : null;
  const to = filter.toDate ? ymdToIso(filter.toDate) : null;
  const pattern = filter.pathContains ? `%${filter.pathContains.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const direction = filter.order === 'asc' ? sql`asc` : sql`desc`;
  const result = await queryRows<{
    id: number;
    page_path: string;
    page_name: string;
    access_count: number;
    unique_user_count: number;
    last_access_time: string | Date | null;
    total: number;
  }>(
    db,
    sql`
    with daily as (
      select d.page_id, sum(d.access_count)::int as access_count, max(d.last_access_time) as last_access_time
      from page_access_daily d
      where (${from}::date is null or d.access_date >= ${from}::date)
        and (${to}::date is null or d.access_date <= ${to}::date)
      group by d.page_id
    ), visitors as (
      select v.page_id, count(distinct v.account_id)::int as unique_user_count
      from page_access_visitors v
      where (${from}::date is null or v.access_date >= ${from}::date)
        and (${to}::date is null or v.access_date <= ${to}::date)
      group by v.page_id
    ), stats as (
      select p.id, p.page_path, p.page_name, daily.access_count,
             coalesce(visitors.unique_user_count, 0) as unique_user_count, daily.last_access_time
      from daily
      join page_access_pages p on p.id = daily.page_id
      left join visitors on visitors.page_id = daily.page_id
      where (${pattern}::text is null or p.page_path like ${pattern}::text)
    )
    select stats.*, count(*) over ()::int as total from stats
    order by ${SORT_SQL[filter.sort]} ${direction}, id asc
    limit ${filter.size} offset ${(filter.page - 1) * filter.size}`,
  );
  const rows = result.map((row) => ({
    id: Number(row.id),
    pagePath: row.page_path,
    pageName: row.page_name,
    accessCount: Number(row.access_count),
    uniqueUserCount: Number(row.unique_user_count),
    lastAccessTime: row.last_access_time ? new Date(row.last_access_time).toISOString() : null,
  }));
  return { rows, total: Number(result[0]?.total ?? 0) };
};
