import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { withOrderedScan } from '../../platform/list/list-query.sql.js';

// How to page a part search that goes through the grams index, chosen per search:
//   'bitmap': GIN bitmap, then the top of the matches sorted. Costs about 4 µs a match.
//   'walk':   the sort order's b-tree walked until a page is found; for part-number order the
//             covering index (0008) makes it an index-only walk, about 4 µs a row walked.
// Walking pays when matches are dense (1/d rows walked per hit), the bitmap when they are few:
// the two cost the same near 0.7 % of the parts (7 000 matches in a million). The number of
// matches is bounded from above by the rarest gram's frequency in the column statistics.

export type SearchStrategy = 'walk' | 'bitmap' | 'auto';

/** Matches above which walking the part-number order beats sorting the matches. */
export const WALK_ABOVE_MATCHES = 7_000;
/** Same for other sort orders, whose walk visits the table (about 7× dearer a row). */
export const WALK_ABOVE_MATCHES_HEAP = 30_000;

type GramStats = { rows: number; freq: Map<string, number>; floor: number };
const STATS_TTL_MS = 5 * 60_000;
// Per process and only a hint: a stale or missing entry changes the speed, never the answer.
const statsCache = new WeakMap<object, { at: number; stats: GramStats | null }>();

const loadGramStats = async (db: DbOrTx): Promise<GramStats | null> => {
  const [row] = await queryRows<{ elems: string[] | null; freqs: number[] | null; rows: number }>(
    db,
    sql`select s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs as freqs,
               (select c.reltuples from pg_class c where c.oid = 'parts'::regclass)::float8 as rows
        from pg_stats s
        where s.schemaname = current_schema() and s.tablename = 'parts' and s.attname = 'search_grams'`,
  );
  if (!row?.elems || !row.freqs || row.elems.length === 0) return null;
  const freqs = row.freqs.map(Number);
  const freq = new Map<string, number>();
  row.elems.forEach((e, i) => {
    freq.set(e, freqs[i] ?? 0);
  });
  // After the element frequencies PostgreSQL stores their minimum and maximum, then the null
  // frequency; a gram not in the list is rarer than the least frequent one listed.
  const floor = freqs[row.elems.length] ?? Math.min(...freqs.slice(0, row.elems.length));
  return { rows: Number(row.rows), freq, floor };
};

const gramStats = async (db: Db): Promise<GramStats | null> => {
  const cached = statsCache.get(db);
  if (cached && Date.now() - cached.at < STATS_TTL_MS) return cached.stats;
  const stats = await loadGramStats(db);
  statsCache.set(db, { at: Date.now(), stats });
  return stats;
};

/**
 * Estimated parts matching every term (each term: the grams one word needs), or null when the
 * column has no statistics yet (a small or new table: the planner's own choice is good there).
 * A word matches at most as often as its rarest gram; words are taken as independent, so several
 * ("필터 아반떼": one part in 20 each) multiply (one in 400) rather than keep the broadest bound,
 * which would walk the whole index for a rare combination of common words.
 */
export const estimateGramMatches = async (
  db: Db,
  terms: readonly (readonly string[])[],
): Promise<number | null> => {
  if (terms.length === 0) return null;
  const stats = await gramStats(db);
  if (!stats || stats.rows < 10_000) return null;
  let fraction = 1;
  for (const grams of terms) {
    let word = 1;
    for (const g of grams) word = Math.min(word, stats.freq.get(g) ?? stats.floor);
    fraction *= word;
  }
  return Math.ceil(fraction * stats.rows);
};

export const strategyFor = async (
  db: Db,
  terms: readonly (readonly string[])[],
  sortIsPartNo: boolean,
): Promise<SearchStrategy> => {
  const estimate = await estimateGramMatches(db, terms);
  if (estimate === null) return 'auto';
  return estimate > (sortIsPartNo ? WALK_ABOVE_MATCHES : WALK_ABOVE_MATCHES_HEAP) ? 'walk' : 'bitmap';
};

// Only a bitmap scan is left to the planner: the GIN index, then the matches sorted.
const BITMAP_ONLY =
  "select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true), set_config('enable_indexonlyscan', 'off', true)";
// A search's statements are short: compiling them (JIT, 25 ms here) or starting parallel workers
// costs more than it saves, though a walk's cost estimate (the whole index) invites both.
const SHORT_STATEMENTS =
  "select set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)";

/** Runs `run` with the planner settings of a strategy, local to one transaction. */
export const withStrategy = async <T>(
  db: Db,
  strategy: SearchStrategy,
  run: (tx: DbOrTx) => Promise<T>,
): Promise<T> => {
  if (strategy === 'walk') {
    return withOrderedScan(db, async (tx) => {
      await tx.execute(sql.raw(SHORT_STATEMENTS));
      return run(tx);
    });
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(SHORT_STATEMENTS));
    if (strategy === 'bitmap') await tx.execute(sql.raw(BITMAP_ONLY));
    return run(tx);
  });
};
