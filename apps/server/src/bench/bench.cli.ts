import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { BENCH_SUITES } from './bench.suites.js';
import { type BenchLine, type BenchSuite, formatBenchLine } from './bench.types.js';

// `npm run bench [-- <name prefix>]`: runs the suites whose line names start with the prefix, on
// a PostgreSQL database of its own (made here, dropped after), and writes bench/results/latest.json.
const prefix = process.argv[2] ?? '';
const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const matches = (name: string) => name.startsWith(prefix) || prefix.startsWith(name);
const selected: BenchSuite[] = BENCH_SUITES.filter(
  (s) => matches(s.name) || (s.produces ?? []).some(matches),
);
if (selected.length === 0) {
  console.error(
    `"${prefix}"(으)로 시작하는 벤치마크가 없습니다. 있는 것: ${BENCH_SUITES.map((s) => s.name).join(', ')}`,
  );
  process.exit(2);
}

const lines: BenchLine[] = [];
const report = (line: BenchLine) => {
  if (!line.name.startsWith(prefix) && !prefix.startsWith(line.name)) return;
  lines.push(line);
  console.log(formatBenchLine(line));
};

const withDatabase = (url: string, database: string): string => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

let benchDb: string | undefined;
const admin = async <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
};

try {
  if (selected.some((s) => s.needsDatabase)) {
    benchDb = `erp_bench_${randomBytes(4).toString('hex')}`;
    await admin((c) => c.query(`create database ${benchDb}`));
  }
  for (const suite of selected) {
    await suite.run({ report, databaseUrl: benchDb ? withDatabase(baseUrl, benchDb) : '', baseUrl });
  }
} finally {
  if (benchDb) await admin((c) => c.query(`drop database if exists ${benchDb} with (force)`));
  const dir = path.resolve('bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'latest.json'),
    JSON.stringify({ at: new Date().toISOString(), prefix, lines }, null, 2),
  );
}
