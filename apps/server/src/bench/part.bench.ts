import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  isInitialsTerm,
  latinKeysOf,
  listQuerySchema,
  normalizePartNumber,
  normalizeSearchText,
  PART_LIST_SPEC,
  searchGramsOfTerm,
  searchGramsOfWord,
  searchWords,
} from '@erp/domain';
import pg from 'pg';
import { estimateGramMatches, WALK_ABOVE_MATCHES } from '../modules/part/part-search.plan.js';
import { listParts } from '../modules/part/part-search.service.js';
import { openPostgres } from '../platform/db/database.js';
import { BULK_SYLLABLES, seedBulkParts, seedPartCatalog } from '../seed/part.seed.js';
import type { BenchSuite } from './bench.types.js';
import { admin, withDatabase } from './bench-cache.js';
import { msOf, serviceVsSql, timeInTurns } from './bench-measure.js';

// `bench part.search.<kind>`: the part search of PartList at 1 000 000 parts, per query kind
// (part-number prefix, Hangul name substring, exact barcode, the search box that ORs them, and in
// the search box: several words, 초성, and a part's code or number typed with or without the
// Korean input method on), timed through the real service beside the same statements by hand.

const N = 1_000_000;
const ITERATIONS = 300;
const WARMUP = 100;

// What staff type. Prefixes of 3–7 characters; names: the everyday one- and two-syllable words
// (램프, 필터: one part in twenty), a word in one part in three hundred (헤드램프), and the rare
// two-syllable series words (about 600 parts each).
const PREFIXES = ['OF-12', 'GB-3', 'HL-45', 'SP-1', 'DF-98', 'TL-770', 'AF-2', 'BP-123', 'WB-55', 'FP-9'];
const RARE = Array.from(
  { length: 8 },
  (_, i) => `${BULK_SYLLABLES[(i * 7) % 40]}${BULK_SYLLABLES[(i * 13 + 3) % 40]}`,
);
const NAMES = ['램프', '필터', '패드', '램', '배터리', '헤드램프', '오일필터', '아반떼', ...RARE];
// Several words, either order: a name fragment and a car model (1 part in 400 to 1 in 20 000).
const WORDS = [
  '필터 아반떼',
  '아반떼 필터',
  '램프 쏘나타',
  '헤드램프 그랜저',
  'K5 브레이크패드',
  '투싼 오일필터',
  '카니발 LH 램프',
  `${RARE[0]} 센서`,
];
// 초성: the initials of a name word or car model, broad (ㅂㄹㅇㅋ: 1 part in 16) to rare.
const INITIALS = [
  'ㅂㄹㅇㅋ',
  'ㅎㄷㄹㅍ',
  'ㅇㅇㅍㅌ',
  'ㅇㅂㄸ',
  'ㅆㄴㅌ',
  'ㅂㅌㄹ',
  'ㅍㄹㅌ ㄹㅍ',
  'ㅅㅍㅌㅈ',
];
// A part's own code as staff copy it (upper, lower) or type it with the Korean input method on
// (P → ㅔ), and a part number typed the same way (G B → 휴).
const CODES = ['P0000123', 'p0456789', 'P0999001', 'ㅔ0031337', 'P0700000', 'ㅔ0250000', '휴-12', 'ㅐㄹ-98'];

const ADMIN_PARSE = listQuerySchema(PART_LIST_SPEC);

/** Template database of the bulk data: 6 minutes to generate, 20 seconds to copy. */
const cacheName = (): string =>
  `erp_bench_cache_parts_${createHash('sha1').update(seedBulkParts.toString()).update(String(N)).digest('hex').slice(0, 10)}`;

/** A database with the million parts: a copy of the cache, or the runner's, seeded (and cached). */
const prepare = async (databaseUrl: string): Promise<{ url: string; drop: boolean }> => {
  const cache = cacheName();
  const useCache = process.env.BENCH_CACHE !== 'off';
  if (useCache) {
    const exists = await admin(
      databaseUrl,
      async (c) => (await c.query('select 1 from pg_database where datname = $1', [cache])).rowCount === 1,
    );
    if (exists) {
      const name = `erp_bench_parts_${randomBytes(4).toString('hex')}`;
      await admin(databaseUrl, (c) => c.query(`create database ${name} template ${cache}`));
      const url = withDatabase(databaseUrl, name);
      const database = await openPostgres(url, { max: 1 });
      await database.migrate();
      await database.close();
      return { url, drop: true };
    }
  }
  const database = await openPostgres(databaseUrl, { max: 2 });
  try {
    await database.migrate();
    await seedPartCatalog(database.db, { accountId: null, loginId: 'bench' });
    const started = performance.now();
    await seedBulkParts(database.db, N);
    await database.db.execute('vacuum analyze parts' as never);
    await database.db.execute('vacuum analyze part_barcodes' as never);
    console.log(
      `bench part: ${N.toLocaleString('en')} parts generated in ${Math.round((performance.now() - started) / 1000)} s`,
    );
  } finally {
    await database.close();
  }
  if (useCache) {
    // Copying needs the source to itself: autovacuum may still be in it for a moment.
    const source = new URL(databaseUrl).pathname.slice(1);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      try {
        await admin(databaseUrl, (c) => c.query(`create database ${cache} template ${source}`));
        break;
      } catch (error) {
        if (attempt === 5)
          console.log(
            `bench part: 캐시를 만들지 못했습니다 (${String(error)}). 다음 실행도 데이터를 새로 만듭니다.`,
          );
        else await new Promise((r) => setTimeout(r, 2_000));
      }
    }
  }
  return { url: databaseUrl, drop: false };
};

export const partBench: BenchSuite = {
  name: 'part',
  needsDatabase: true,
  run: async ({ report, databaseUrl }) => {
    const { url, drop } = await prepare(databaseUrl);
    const database = await openPostgres(url, { max: 4 });
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      const barcodes = (
        await client.query<{ value: string }>(
          'select value from part_barcodes order by id limit 400 offset 1000',
        )
      ).rows.map((r) => r.value);
      const BOX = [
        ...PREFIXES.slice(0, 4),
        ...barcodes.slice(0, 4),
        '헤드램프',
        '필터',
        RARE[0]!,
        RARE[1]!,
        'GB80',
        '아반떼',
      ];

      // How the service pages each term (walk or bitmap, counted or known capped), decided outside
      // the timing for the hand-written statements: the same rule on the same statistics.
      const walks = new Map<string, boolean>();
      const knownCapped = new Map<string, boolean>();
      // The service remembers terms it found broad (more than the count cap) for ten minutes;
      // the hand-written run does the same, so both skip the same counts.
      const seenBroad = new Set<string>();
      for (const term of new Set([...NAMES, ...BOX, ...WORDS, ...INITIALS, ...CODES])) {
        const grams = searchGramsOfTerm(term);
        // One group per word, as the service estimates (part-search.plan.ts).
        const estimate = await estimateGramMatches(
          database.db,
          searchWords(term)
            .map(searchGramsOfWord)
            .filter((g) => g.length > 0),
        );
        walks.set(term, estimate !== null && estimate > WALK_ABOVE_MATCHES);
        knownCapped.set(term, grams.length === 1 && estimate !== null && estimate >= 10 * 1_001);
      }

      const run = async (
        kind: string,
        terms: readonly string[],
        bodyOf: (t: string) => unknown,
        plain: (t: string) => Promise<void>,
      ) => {
        const service = async (term: string) => {
          const query = ADMIN_PARSE.parse(bodyOf(term));
          return msOf(() => listParts(database.db, query));
        };
        const hand = (term: string) => msOf(() => plain(term));
        const { serviceTimes, sqlTimes } = await timeInTurns(
          terms,
          { warmup: WARMUP, iterations: ITERATIONS },
          service,
          hand,
        );
        report({ name: `part.search.${kind}`, values: serviceVsSql(N, serviceTimes, sqlTimes) });
      };

      // The statements the service runs, by hand: capped count, the page's ids, the page's rows.
      const COLUMNS =
        'p.id, p.code, p.part_no, p.part_no_norm, p.name, p.car_model, p.norm, p.brand_code, p.kind_code, p.unit, p.sale_price, ' +
        'p.purchase_price, p.vat_included, p.proper_stock, p.allow_back_order, p.description, p.is_set, p.active, p.created_by, ' +
        'p.created_at, p.updated_at, p.version, b.name as brand_name, k.name as kind_name';
      const rowsOf = async (ids: number[], matchedBy = 'null') => {
        if (ids.length === 0) return;
        await client.query(
          `select ${COLUMNS}, ${matchedBy} as matched_by from parts p left join brands b on b.code = p.brand_code
           left join part_kinds k on k.code = p.kind_code where p.id = any($1::int[])
           order by (p.part_no_norm collate "C"), p.id limit 50`,
          [ids],
        );
      };
      const SHORT =
        "select set_config('jit','off',true), set_config('max_parallel_workers_per_gather','0',true)";
      const inTx = async <T>(settings: string | null, fn: () => Promise<T>): Promise<T> => {
        await client.query('begin');
        try {
          await client.query(SHORT);
          if (settings) await client.query(settings);
          return await fn();
        } finally {
          await client.query('commit');
        }
      };
      const BITMAP =
        "select set_config('enable_seqscan','off',true), set_config('enable_indexscan','off',true), set_config('enable_indexonlyscan','off',true)";
      const WALK =
        "select set_config('enable_sort','off',true), set_config('enable_bitmapscan','off',true), set_config('enable_seqscan','off',true)";
      // 품명 contains: the grams of name and car model, rechecked on the normalised text past 2 characters.
      // Every word's grams, then a LIKE for each word the grams do not settle (past two characters;
      // past three initials), as gramsContains writes it.
      const rechecksOf = (term: string) =>
        searchWords(term)
          .map(normalizeSearchText)
          .filter((w) => Array.from(w).length > (isInitialsTerm(w) ? 3 : 2));
      const nameWhere = (term: string, first = 1) =>
        [
          `search_grams @> $${first}::text[]`,
          ...rechecksOf(term).map((_, i) => `search_text like $${first + 1 + i}`),
        ].join(' and ');
      const nameArgs = (term: string): unknown[] => [
        searchGramsOfTerm(term),
        ...rechecksOf(term).map((w) => `%${w}%`),
      ];
      const nameIds = async (term: string) =>
        inTx(walks.get(term) ? WALK : BITMAP, async () =>
          (
            await client.query<{ id: number }>(
              `select id from parts where ${nameWhere(term)} order by (part_no_norm collate "C"), id limit 50`,
              nameArgs(term),
            )
          ).rows.map((r) => r.id),
        );

      await run(
        'prefix',
        PREFIXES,
        (term) => ({ filters: [{ field: 'partNo', op: 'startsWith', value: term }] }),
        async (term) => {
          const like = `${normalizePartNumber(term)}%`;
          await client.query(
            `select count(*)::int from (select 1 from parts where (part_no_norm collate "C") like $1 limit 1001) c`,
            [like],
          );
          await client.query(
            `select ${COLUMNS} from parts p left join brands b on b.code = p.brand_code left join part_kinds k on k.code = p.kind_code
             where (p.part_no_norm collate "C") like $1 order by (p.part_no_norm collate "C"), p.id limit 50`,
            [like],
          );
        },
      );

      await run(
        'name',
        NAMES,
        (term) => ({ filters: [{ field: 'name', op: 'contains', value: term }] }),
        async (term) => {
          if (!knownCapped.get(term) && !seenBroad.has(`name:${term}`)) {
            const count = await inTx(BITMAP, () =>
              client.query<{ n: number }>(
                `select count(*)::int as n from (select id from parts where ${nameWhere(term)} limit 1001) u`,
                nameArgs(term),
              ),
            );
            if ((count.rows[0]?.n ?? 0) > 1000) seenBroad.add(`name:${term}`);
          }
          await rowsOf(await nameIds(term));
        },
      );

      await run(
        'barcode',
        barcodes,
        (term) => ({ filters: [{ field: 'barcode', op: 'eq', value: term }] }),
        async (term) => {
          const found = await client.query<{ part_id: number }>(
            'select part_id from part_barcodes where value = $1 union select part_id from unit_barcodes where value = $1',
            [term],
          );
          const ids = found.rows.map((r) => Number(r.part_id));
          await client.query(
            'select count(*)::int from (select 1 from parts where id = any($1::int[]) limit 1001) c',
            [ids],
          );
          await rowsOf(ids);
        },
      );

      // The search box by hand: code (exact), part-number prefix and barcode, each also for the
      // term read as Latin keys, and the name words; counted together, paged per arm.
      const boxByHand = async (term: string) => {
        const typed = latinKeysOf(term);
        const readings = [...new Set([term, ...(typed ? [typed] : [])])];
        const arms: { sql: string; args: unknown[] }[] = [];
        const codes = readings.map((r) => r.toUpperCase()).filter((r) => /^[A-Z]\d{3,}$/.test(r));
        if (codes.length > 0) arms.push({ sql: 'code = any($1::text[])', args: [codes] });
        const numbers = readings.map(normalizePartNumber).filter((r) => /^[0-9A-Z./_#()+]+$/.test(r));
        if (numbers.length > 0) {
          arms.push({
            sql: `(${numbers.map((_, i) => `(part_no_norm collate "C") like $${i + 1}`).join(' or ')})`,
            args: numbers.map((n) => `${n}%`),
          });
        }
        const barcodeIds: number[] = [];
        if (!/\s/.test(term)) {
          for (const reading of readings) {
            const found = await client.query<{ part_id: number }>(
              'select part_id from part_barcodes where value = $1 union select part_id from unit_barcodes where value = $1',
              [reading],
            );
            barcodeIds.push(...found.rows.map((r) => Number(r.part_id)));
          }
        }
        if (barcodeIds.length > 0) arms.push({ sql: 'id = any($1::int[])', args: [barcodeIds] });
        // A code is looked up as a code only (the service searches no name for it).
        const byName = codes.length === 0;
        if (!knownCapped.get(term) && !seenBroad.has(`box:${term}`)) {
          // One statement, as the service counts the union of the branches.
          const args: unknown[] = [];
          const renumber = (where: string, from: number) =>
            where.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + from}`);
          const selects = [...arms, ...(byName ? [{ sql: nameWhere(term), args: nameArgs(term) }] : [])].map(
            (arm) => {
              const where = renumber(arm.sql, args.length);
              args.push(...arm.args);
              return `(select id from parts where ${where} limit 1001)`;
            },
          );
          const count = await inTx(BITMAP, () =>
            client.query<{ n: number }>(
              `select count(*)::int as n from (${selects.join(' union ')}) u`,
              args,
            ),
          );
          if ((count.rows[0]?.n ?? 0) > 1000) seenBroad.add(`box:${term}`);
        }
        const ids = new Set<number>(byName ? await nameIds(term) : []);
        for (const arm of arms) {
          const rows = await inTx(null, () =>
            client.query<{ id: number }>(
              `select id from parts where ${arm.sql} order by (part_no_norm collate "C"), id limit 50`,
              arm.args,
            ),
          );
          for (const r of rows.rows) ids.add(r.id);
        }
        await rowsOf([...ids]);
      };

      for (const [kind, terms] of [
        ['box', BOX],
        ['words', WORDS],
        ['initials', INITIALS],
        ['code', CODES],
      ] as const) {
        await run(kind, terms, (term) => ({ keyword: term }), boxByHand);
      }
    } finally {
      await client.end().catch(() => undefined);
      await database.close();
      if (drop) {
        const name = new URL(url).pathname.slice(1);
        await admin(databaseUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
      }
    }
  },
};
