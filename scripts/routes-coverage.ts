// Compares the web's route registry with the spec's route catalogue (issue 4):
//   npm run routes:coverage            → "implemented N of M" and the missing routes by area
//   npm run routes:coverage -- --json  → { implemented, total, routes: [{ path, area, implemented, roles }] }
// Exits 1 when routes.tsv is missing or the registry has a path the spec does not name.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routesOfScreen, SCREEN_AREAS } from '@erp/domain';
import {
  coverageReport,
  formatCoverage,
  parseRouteAdditions,
  parseRoutesTsv,
} from '../apps/web/src/app/route-catalogue';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The project's own copy of the spec's route list (docs/spec/routes.tsv), so a plain clone works.
const tsvPath = path.join(repoRoot, 'docs/spec/routes.tsv');
const readmePath = path.join(repoRoot, 'README.md');

if (!existsSync(tsvPath)) {
  console.error(`routes.tsv를 찾을 수 없습니다: ${tsvPath} (저장소의 docs/spec/routes.tsv가 필요합니다).`);
  process.exit(1);
}

const rows = parseRoutesTsv(readFileSync(tsvPath, 'utf8'));
const additions = existsSync(readmePath) ? parseRouteAdditions(readFileSync(readmePath, 'utf8')) : [];
// The domain screen catalogue is what the web registers (a web test holds them equal).
const screens = Object.values(SCREEN_AREAS).flatMap((area) => Object.values(area).flatMap(routesOfScreen));
const report = coverageReport(rows, screens, additions);

if (process.argv.includes('--json')) {
  const { implemented, total, routes } = report;
  console.log(JSON.stringify({ implemented, total, routes }));
} else {
  console.log(formatCoverage(report));
}
if (report.unknown.length > 0) {
  console.error(
    `routes.tsv에도 README "Route additions"에도 없는 경로가 등록되어 있습니다: ${report.unknown.join(', ')}`,
  );
  process.exit(1);
}
