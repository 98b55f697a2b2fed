import { describe, expect, it } from 'vitest';
import { defineScreens } from '../screen/screen.js';
import { SCREEN_AREAS } from '../screen/screen-catalogue.js';
import { MENU_SECTION_DEFS } from './menu-sections.js';
import { shippedMenu } from './shipped-menu.js';

const screens = Object.values(SCREEN_AREAS).flatMap((area) => Object.values(area));

describe('the shipped menu, read from the screen catalogue', () => {
  it('puts a new screen in its section at its order, with no central list edited', () => {
    const extra = defineScreens({
      early: {
        name: '수주/새 목록',
        path: '/Company/NewList',
        layout: 'default',
        roles: ['admin', 'public'],
        menu: [{ section: 'order', title: '새 목록', order: 15 }],
      },
    });
    const order = shippedMenu({ ...SCREEN_AREAS, extra }).find((s) => s.key === 'order')!;
    const at = order.items.findIndex(([, url]) => url === '/Company/NewList');
    expect(order.items[at]).toEqual(['새 목록', '/Company/NewList']);
    expect(order.items[at - 1]?.[1]).toBe('/Company/ObtainMemo');
    expect(order.items[at + 1]?.[1]).toBe('/Company/Memo/ObtainMemoList');
  });

  it('keeps every section, in the order of SPEC §3', () => {
    expect(shippedMenu().map((s) => s.title)).toEqual(MENU_SECTION_DEFS.map((s) => s.title));
  });

  it('shows a screen only in sections one of whose readers may open it', () => {
    // admin reads the public sections too (SPEC §6).
    const readers = (auth: string) => (auth === 'public' ? ['public', 'admin'] : [auth]);
    const refused = screens.flatMap((screen) =>
      (screen.menu ?? [])
        .map((place) => MENU_SECTION_DEFS.find((s) => s.key === place.section)!)
        .filter((section) => {
          const roles = screen.roles;
          return roles !== 'anyone' && !readers(section.auth).some((r) => roles.some((role) => role === r));
        })
        .map((section) => `${screen.path} in ${section.title}`),
    );
    expect(refused).toEqual([]);
  });

  it('has no item twice and no two items at one place in a section', () => {
    for (const section of shippedMenu()) {
      const urls = section.items.map(([, url]) => url);
      expect(new Set(urls).size, section.title).toBe(urls.length);
    }
    const places = screens.flatMap((s) => (s.menu ?? []).map((p) => `${p.section}:${p.order}`));
    expect(places.filter((p, i) => places.indexOf(p) !== i)).toEqual([]);
  });
});
