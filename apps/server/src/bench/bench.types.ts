// The benchmark contract of DESIGN §9: every measure is one line `bench <name> key=value …`.
export type BenchValue = string | number;

export type BenchLine = {
  name: string;
  values: Record<string, BenchValue>;
};

export type BenchContext = {
  /** Prints the line at once (so long suites show progress) and keeps it for the JSON file. */
  report: (line: BenchLine) => void;
  /** Connection string of the benchmark's own PostgreSQL database (created and dropped by the runner). */
  databaseUrl: string;
  /** The PostgreSQL server (BENCH_DATABASE_URL), for suites that keep cached data sets (bench-cache.ts). */
  baseUrl: string;
};

export type BenchSuite = {
  /** Prefix of the suite's line names, e.g. `route` for `bench route.berlin52 …`. */
  name: string;
  /** Line-name prefixes the suite prints when they are not all under `name` (e.g. customer.ledger). */
  produces?: readonly string[];
  /** Whether the suite needs the benchmark database (route optimisation does not). */
  needsDatabase: boolean;
  run: (ctx: BenchContext) => Promise<void>;
};

export const formatBenchLine = (line: BenchLine): string =>
  `bench ${line.name} ${Object.entries(line.values)
    .map(([key, value]) => `${key}=${value}`)
    .join(' ')}`;

/** Percentile of a sample (nearest-rank), for p50/p95 figures. */
export const percentile = (samples: readonly number[], p: number): number => {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
};

export const roundMs = (ms: number): number => Math.round(ms * 100) / 100;
