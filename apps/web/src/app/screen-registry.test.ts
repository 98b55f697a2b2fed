import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineScreens, LOGIN_PORTALS, ROLES, routesOfScreen, SCREEN_AREAS } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { coverageReport, parseRouteAdditions, parseRoutesTsv } from './route-catalogue';
import { LAYOUT_NAMES } from './screen.types';
import { screenPages } from './screen-pages';
import { findScreenForUrl, isRegisteredUrl, SCREENS, tabTitleOf } from './screen-registry';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const tsvPath = path.join(repoRoot, 'docs/spec/routes.tsv');

describe('route registry', () => {
  it('registers only paths that routes.tsv or the README additions name', () => {
    expect(existsSync(tsvPath), `routes.tsv가 필요합니다: ${tsvPath}`).toBe(true);
    const rows = parseRoutesTsv(readFileSync(tsvPath, 'utf8'));
    const additions = parseRouteAdditions(readFileSync(path.join(repoRoot, 'README.md'), 'utf8'));
    expect(coverageReport(rows, SCREENS, additions).unknown).toEqual([]);
  });

  it('has one screen per path, each with a known layout and roles', () => {
    expect(new Set(SCREENS.map((s) => s.path)).size).toBe(SCREENS.length);
    for (const screen of SCREENS) {
      expect([...LAYOUT_NAMES, 'by-role']).toContain(screen.layout);
      if (screen.roles !== 'anyone') for (const role of screen.roles) expect(ROLES).toContain(role);
      expect(tabTitleOf(screen)).not.toBe('');
    }
  });

  it('registers the 13 login pages, public and without the shell', () => {
    for (const { page } of Object.values(LOGIN_PORTALS)) {
      const screen = findScreenForUrl(page);
      expect(screen?.roles, page).toBe('anyone');
      expect(screen?.layout, page).toBe('userpages');
    }
  });

  it('titles a tab by the last segment of the route name', () => {
    expect(tabTitleOf({ name: '관리자/페이지 접속 통계' })).toBe('페이지 접속 통계');
    expect(tabTitleOf({ name: '홈' })).toBe('홈');
  });

  it('finds the screen of a URL, parameters and query included', () => {
    const screens = [
      {
        name: 'a/목록',
        path: '/X/List',
        layout: 'default' as const,
        roles: ['public'] as const,
        load: async () => () => null,
      },
      {
        name: 'a/상세',
        path: '/X/List/:code',
        layout: 'userpages' as const,
        roles: ['public'] as const,
        load: async () => () => null,
      },
    ];
    expect(findScreenForUrl('/X/List?page=2', screens)?.name).toBe('a/목록');
    expect(findScreenForUrl('/X/List/C000001', screens)?.name).toBe('a/상세');
    expect(findScreenForUrl('/X/List/C000001/more', screens)).toBeUndefined();
    expect(isRegisteredUrl('/Admin/PageAccessStats')).toBe(true);
    // A spec route not built yet (admin's AutoPos screens).
    expect(isRegisteredUrl('/Company/AutoPosPartInfo')).toBe(false);
  });

  it('renders popup children of a screen in the userpages layout, with the same page', () => {
    const page = async () => () => null;
    const [list, child] = screenPages(
      defineScreens({
        register: {
          name: '품목/품목 등록',
          path: '/Company/PartRegistration',
          layout: 'default',
          roles: ['public'],
          popupChildren: [':code'],
        },
      }),
      { register: page },
    );
    expect(list).toMatchObject({ path: '/Company/PartRegistration', layout: 'default', load: page });
    expect(child).toMatchObject({
      path: '/Company/PartRegistration/:code',
      layout: 'userpages',
      name: '품목/품목 등록',
      load: page,
    });
  });

  it('registers exactly the screens of the domain catalogue, each with a page', () => {
    const catalogued = Object.values(SCREEN_AREAS)
      .flatMap((area) => Object.values(area).flatMap(routesOfScreen))
      .map((s) => s.path)
      .sort();
    expect(SCREENS.map((s) => s.path).sort()).toEqual(catalogued);
  });

  it('gives every path parameter of a catalogued screen a sample value for the screens walk', () => {
    for (const area of Object.values(SCREEN_AREAS))
      for (const screen of Object.values(area))
        for (const route of routesOfScreen(screen))
          for (const [, name] of route.path.matchAll(/:([A-Za-z0-9_]+)/g))
            expect(screen.samples?.[name ?? ''], `${route.path} :${name}`).toBeTruthy();
  });
});

describe('route catalogue', () => {
  const tsv =
    'path\tsection\tarea\tnotes\n/A\t2.4\tlogin\tlogin,public\n/B/:code\t2.6\tcustomers\tpopup-child\n';

  it('reads routes.tsv rows with their flags', () => {
    expect(parseRoutesTsv(tsv)).toEqual([
      { path: '/A', section: '2.4', area: 'login', notes: ['login', 'public'] },
      { path: '/B/:code', section: '2.6', area: 'customers', notes: ['popup-child'] },
    ]);
    expect(() => parseRoutesTsv('nope')).toThrow();
  });

  it('reads the README additions section only', () => {
    const readme =
      '# T\n- `/Nope`\n## Route additions\n\ntext\n- `/Home`: home\n* `/Other` x\n## Next\n- `/After`\n';
    expect(parseRouteAdditions(readme)).toEqual(['/Home', '/Other']);
    expect(parseRouteAdditions('# none')).toEqual([]);
  });

  it('counts implemented rows and flags unnamed registered paths', () => {
    const rows = parseRoutesTsv(tsv);
    const report = coverageReport(
      rows,
      [
        { path: '/A', roles: 'anyone' },
        { path: '/Home', roles: ['admin'] },
        { path: '/Stray', roles: ['public'] },
      ],
      ['/Home'],
    );
    expect(report.implemented).toBe(1);
    expect(report.total).toBe(2);
    expect(report.routes[0]).toEqual({ path: '/A', area: 'login', implemented: true, roles: ['anyone'] });
    expect(report.routes[1]).toEqual({ path: '/B/:code', area: 'customers', implemented: false, roles: [] });
    expect(report.additions).toEqual(['/Home']);
    expect(report.unknown).toEqual(['/Stray']);
  });
});
