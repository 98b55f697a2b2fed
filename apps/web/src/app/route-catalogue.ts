import type { ScreenDef } from './screen.types';

/** One row of docs/spec/routes.tsv (the project copy of the spec's route list). */
export type CatalogueRow = { path: string; section: string; area: string; notes: string[] };

/** Parses routes.tsv (header `path section area notes`, tab-separated). */
export const parseRoutesTsv = (text: string): CatalogueRow[] => {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const [header, ...rows] = lines;
  if (!header?.startsWith('path\t'))
    throw new Error('routes.tsv의 첫 줄이 "path\\tsection\\tarea\\tnotes" 형식이 아닙니다.');
  return rows.map((line) => {
    const [path = '', section = '', area = '', notes = ''] = line.split('\t');
    return {
      path: path.trim(),
      section: section.trim(),
      area: area.trim(),
      notes: notes
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean),
    };
  });
};

/**
 * The routes the web adds beyond the spec, listed in README.md under "## Route additions" as
 * bullets that start with the path in backticks.
 */
export const parseRouteAdditions = (readme: string): string[] => {
  const lines = readme.split(/\r?\n/);
  const start = lines.findIndex((line) => /^##\s+Route additions\s*$/.test(line));
  if (start < 0) return [];
  const paths: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^#{1,2}\s/.test(line)) break;
    const match = /^\s*[-*]\s+`(\/[^`]*)`/.exec(line);
    if (match?.[1]) paths.push(match[1]);
  }
  return paths;
};

export type CoverageRoute = { path: string; area: string; implemented: boolean; roles: string[] };
export type CoverageReport = {
  implemented: number;
  total: number;
  routes: CoverageRoute[];
  /** Registered paths that neither routes.tsv nor the README additions name. */
  unknown: string[];
  /** Registered paths listed as README additions. */
  additions: string[];
};

const rolesOf = (screen: Pick<ScreenDef, 'roles'>): string[] =>
  screen.roles === 'anyone' ? ['anyone'] : [...screen.roles];

export const coverageReport = (
  rows: readonly CatalogueRow[],
  screens: readonly Pick<ScreenDef, 'path' | 'roles'>[],
  additions: readonly string[],
): CoverageReport => {
  const byPath = new Map(screens.map((screen) => [screen.path, screen]));
  const routes = rows.map((row) => {
    const screen = byPath.get(row.path);
    return {
      path: row.path,
      area: row.area,
      implemented: screen !== undefined,
      roles: screen ? rolesOf(screen) : [],
    };
  });
  const named = new Set(rows.map((row) => row.path));
  const allowed = new Set(additions);
  return {
    implemented: routes.filter((route) => route.implemented).length,
    total: routes.length,
    routes,
    unknown: screens.map((s) => s.path).filter((path) => !named.has(path) && !allowed.has(path)),
    additions: screens.map((s) => s.path).filter((path) => !named.has(path) && allowed.has(path)),
  };
};

/** The human summary: the figure, then what is missing, by area. */
export const formatCoverage = (report: CoverageReport): string => {
  const lines = [`implemented ${report.implemented} of ${report.total}`];
  const missing = new Map<string, string[]>();
  for (const route of report.routes) {
    if (route.implemented) continue;
    missing.set(route.area, [...(missing.get(route.area) ?? []), route.path]);
  }
  if (missing.size > 0) lines.push('', 'missing, by area:');
  for (const [area, paths] of [...missing.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`  ${area} (${paths.length})`);
    for (const path of paths) lines.push(`    ${path}`);
  }
  if (report.additions.length > 0) lines.push('', `route additions (README): ${report.additions.join(', ')}`);
  if (report.unknown.length > 0)
    lines.push('', `registered but not in routes.tsv nor the README additions: ${report.unknown.join(', ')}`);
  return lines.join('\n');
};
