// `npm run -s route:tsplib -- <file.tsp> [--time-ms N] [--seed N]`: solves the round trip of a
// TSPLIB EUC_2D instance and prints one line `tsplib <name> n=<cities> length=<tour> ms=<solve>`,
// to check the solver against published optima (../shared/data/tsplib/README.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_ROUTE_TIME_LIMIT_MS, euclideanNintMatrix, optimizeRoute, parseTsplib } from '@erp/domain';

const usage = 'usage: npm run -s route:tsplib -- <file.tsp> [--time-ms N] [--seed N]';

const fail = (message: string): never => {
  console.error(message);
  process.exit(2);
};

const parseArgs = (args: readonly string[]) => {
  let file: string | undefined;
  const options: Record<string, number> = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const flag = /^--(time-ms|seed)(?:=(.*))?$/.exec(arg);
    if (flag) {
      // --time-ms=200 or --time-ms 200
      let raw = flag[2];
      if (raw === undefined) {
        i += 1;
        raw = args[i];
      }
      const value = Number(raw);
      if (raw === undefined || !Number.isInteger(value) || value < 0)
        fail(`--${flag[1]} needs a whole number\n${usage}`);
      options[flag[1]!] = value;
    } else if (arg.startsWith('--') || file !== undefined) {
      fail(`unexpected argument ${arg}\n${usage}`);
    } else {
      file = arg;
    }
  }
  if (file === undefined) return fail(usage);
  return { file, timeMs: options['time-ms'] ?? DEFAULT_ROUTE_TIME_LIMIT_MS, seed: options.seed };
};

const { file, timeMs, seed } = parseArgs(process.argv.slice(2));
// npm runs scripts from the repository root; a relative path means the caller's directory.
const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
let text = '';
try {
  text = readFileSync(resolved, 'utf8');
} catch (error) {
  fail(`cannot read ${resolved}: ${error instanceof Error ? error.message : String(error)}`);
}
let instance: ReturnType<typeof parseTsplib> | undefined;
try {
  instance = parseTsplib(text);
} catch (error) {
  fail(`${resolved}: ${error instanceof Error ? error.message : String(error)}`);
}
const { name, coordinates } = instance!;
const matrix = euclideanNintMatrix(coordinates);
const started = performance.now();
const result = optimizeRoute({ matrix, start: 0, end: 0, timeLimitMs: timeMs, seed });
const ms = performance.now() - started;
console.log(
  `tsplib ${name || path.basename(resolved, '.tsp')} n=${coordinates.length} length=${result.distance} ms=${Math.round(ms)}`,
);
