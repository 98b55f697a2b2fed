// `npm run -s route:vrptw -- <file.vrptw> [--time-ms N] [--seed N] [--routes]`: solves one
// Solomon-style VRPTW instance (../shared/data/solomon) and prints one line
// `vrptw <name> vehicles=<used> cost=<total> ms=<solve>`; with --routes, one line per vehicle
// `route <k>: <file node ids in visiting order>`. The solution is checked from scratch first: one
// that leaves a customer out or breaks a window or a capacity is never printed as a solution
// (a line `vrptw <name> infeasible …` and exit code 1 instead).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkVrptwSolution, parseVrptw, solveVrptw } from '@erp/domain';

const usage = 'usage: npm run -s route:vrptw -- <file.vrptw> [--time-ms N] [--seed N] [--routes]';
export const DEFAULT_VRPTW_TIME_MS = 1_800;

const fail = (message: string): never => {
  console.error(message);
  process.exit(2);
};

const parseArgs = (args: readonly string[]) => {
  let file: string | undefined;
  let routes = false;
  const options: Record<string, number> = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const flag = /^--(time-ms|seed)(?:=(.*))?$/.exec(arg);
    if (arg === '--routes') routes = true;
    else if (flag) {
      let raw = flag[2];
      if (raw === undefined) {
        i += 1;
        raw = args[i];
      }
      const value = Number(raw);
      if (raw === undefined || !Number.isInteger(value) || value < 0)
        fail(`--${flag[1]} needs a whole number\n${usage}`);
      options[flag[1]!] = value;
    } else if (arg.startsWith('--') || file !== undefined) fail(`unexpected argument ${arg}\n${usage}`);
    else file = arg;
  }
  if (file === undefined) return fail(usage);
  return { file, routes, timeMs: options['time-ms'] ?? DEFAULT_VRPTW_TIME_MS, seed: options.seed ?? 1 };
};

const { file, routes, timeMs, seed } = parseArgs(process.argv.slice(2));
const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
let text = '';
try {
  text = readFileSync(resolved, 'utf8');
} catch (error) {
  fail(`cannot read ${resolved}: ${error instanceof Error ? error.message : String(error)}`);
}
let instance: ReturnType<typeof parseVrptw> | undefined;
try {
  instance = parseVrptw(text);
} catch (error) {
  fail(`${resolved}: ${error instanceof Error ? error.message : String(error)}`);
}
const { name, ids, input } = instance!;
const label = name || path.basename(resolved, '.vrptw');
const started = performance.now();
const result = solveVrptw({ ...input, timeLimitMs: timeMs, seed });
const ms = Math.round(performance.now() - started);
const check = checkVrptwSolution(input, result.routes);
if (check.problems.length > 0) {
  console.log(
    `vrptw ${label} infeasible unserved=${result.unassigned.length} problems=${check.problems.length} ms=${ms}`,
  );
  for (const p of check.problems.slice(0, 5)) console.error(p);
  process.exit(1);
}
console.log(`vrptw ${label} vehicles=${result.vehicleCount} cost=${check.cost} ms=${ms}`);
if (routes) {
  let k = 0;
  for (const route of result.routes) {
    if (route.length === 0) continue;
    k += 1;
    console.log(`route ${k}: ${route.map((node) => ids[node]).join(' ')}`);
  }
}
