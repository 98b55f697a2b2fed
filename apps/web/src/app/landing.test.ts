import type { MenuNode } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { HOME_PATH, homePathFor, landingPathFor } from './landing';
import type { ScreenDef } from './screen.types';

const screen = (path: string, roles: ScreenDef['roles']): ScreenDef => ({
  name: `x/${path}`,
  path,
  layout: 'default',
  roles,
  load: async () => () => null,
});

const SCREENS = [
  screen('/MainPage', 'anyone'),
  screen('/Admin/AdminMain', ['admin']),
  screen('/Company/MobileMain', ['admin', 'public']),
  screen('/Company/ObtainList', ['public']),
  screen(HOME_PATH, ['admin', 'public', 'cust']),
];
const find = (url: string) => SCREENS.find((s) => s.path === url.split('?')[0]);

const menu = (...urls: string[]): MenuNode[] => [
  {
    menu_idx: 1,
    menu_title: '섹션',
    menu_url: null,
    menu_icon: null,
    menu_level: 1,
    menu_parent_idx: null,
    menu_auth: 'public',
    use_yn: 'Y',
    children: urls.map((url, i) => ({
      menu_idx: i + 2,
      menu_title: url,
      menu_url: url,
      menu_icon: null,
      menu_level: 2,
      menu_parent_idx: 1,
      menu_auth: 'public',
      use_yn: 'Y',
      children: [],
    })),
  },
];

describe('where a user lands after login', () => {
  it("goes to the kind's main page when it is built and open to the user", () => {
    expect(landingPathFor({ auth: 'admin', mainPage: '/Admin/AdminMain' }, [], find)).toBe(
      '/Admin/AdminMain',
    );
    expect(landingPathFor({ auth: 'public', mainPage: '/Company/MobileMain' }, [], find)).toBe(
      '/Company/MobileMain',
    );
  });

  it('never lands a logged-in user on a public entry point', () => {
    expect(landingPathFor({ auth: 'public', mainPage: '/MainPage' }, menu('/Company/ObtainList'), find)).toBe(
      '/Company/ObtainList',
    );
  });

  it('takes the first built item of the menu when the main page is not built', () => {
    const tree = menu('/Company/NotBuilt', '/Company/ObtainList');
    expect(landingPathFor({ auth: 'public', mainPage: '/Company/Nothing' }, tree, find)).toBe(
      '/Company/ObtainList',
    );
  });

  it('falls back to home when nothing of the menu is built', () => {
    expect(
      landingPathFor({ auth: 'cust', mainPage: '/Company/Customer/CustomerMain' }, menu('/x'), find),
    ).toBe(HOME_PATH);
  });

  it('returns to the page the user came from only if the user may open it', () => {
    expect(
      landingPathFor({ auth: 'admin', mainPage: '/Admin/AdminMain' }, [], find, '/Company/MobileMain'),
    ).toBe('/Company/MobileMain');
    expect(landingPathFor({ auth: 'public', mainPage: '/MainPage' }, [], find, '/Admin/AdminMain')).toBe(
      HOME_PATH,
    );
  });
});

describe('homePathFor (the 404 page home button)', () => {
  it('leads a signed-in user to their own home, not the public main page', () => {
    expect(homePathFor({ auth: 'admin', mainPage: '/Admin/AdminMain' }, [], find)).toBe('/Admin/AdminMain');
    expect(
      homePathFor({ auth: 'public', mainPage: '/Company/Missing' }, menu('/Company/ObtainList'), find),
    ).toBe('/Company/ObtainList');
  });

  it('leads someone without a session to the public main page', () => {
    expect(homePathFor(null, [], find)).toBe('/MainPage');
  });
});
