import { toYmd, ymdToIsoDate } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.js';
import { queryRows } from '../db/query.js';

/** The next document code of the Korean day, e.g. `O20261121-0001` for prefix `O`. */
export const nextDocCode = async (db: DbOrTx, prefix: string, now: Date = new Date()): Promise<string> => {
  const ymd = toYmd(now);
  const [row] = await queryRows<{ value: number }>(
    db,
    sql`insert into doc_counters (prefix, day, value) values (${prefix}, ${ymdToIsoDate(ymd)}::date, 1)
        on conflict (prefix, day) do update set value = doc_counters.value + 1
        returning value`,
  );
  return `${prefix}${ymd}-${String(row!.value).padStart(4, '0')}`;
};
