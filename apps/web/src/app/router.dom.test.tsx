import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loginPages } from '../features/login/screens';
import { buildRoutes, catalogueRoutePatcher } from './router';
import type { ScreenDef } from './screen.types';

// The entry knows only the login pages; every other screen is learnt from the catalogue chunk on
// the first move to a path the entry does not know (issue 14 §6: the login page stays light).

const page = () => Promise.resolve(() => null);
const staffScreen: ScreenDef = {
  name: '/Customer/CustomerList',
  path: '/Company/Customer/CustomerList',
  layout: 'default',
  roles: ['admin', 'public'],
  load: page,
};
const publicScreen: ScreenDef = {
  name: '/Client/ClientIdFind',
  path: '/Company/Client/Find/ClientIdFind',
  layout: 'default',
  roles: 'anyone',
  load: page,
};

const matchedPath = (router: ReturnType<typeof createMemoryRouter>) =>
  (router.state.matches.at(-1)?.route.handle as { screen?: ScreenDef } | undefined)?.screen?.path;

const routerOn = (url: string, load: () => Promise<readonly ScreenDef[]>) =>
  createMemoryRouter(buildRoutes(loginPages), {
    initialEntries: [url],
    patchRoutesOnNavigation: catalogueRoutePatcher(loginPages, load),
  });

describe('the router learns the screen catalogue lazily', () => {
  it('opens a login page without loading the catalogue', async () => {
    const load = vi.fn(async () => [...loginPages, staffScreen]);
    const router = routerOn('/Company/Login', load);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(matchedPath(router)).toBe('/Company/Login');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the catalogue once for a deep link, then matches protected and public screens', async () => {
    const load = vi.fn(async () => [...loginPages, staffScreen, publicScreen]);
    const router = routerOn('/Company/Customer/CustomerList', load);
    await vi.waitFor(() => expect(matchedPath(router)).toBe('/Company/Customer/CustomerList'));
    await router.navigate('/Company/Client/Find/ClientIdFind');
    expect(matchedPath(router)).toBe('/Company/Client/Find/ClientIdFind');
    await router.navigate('/Company/Login');
    expect(matchedPath(router)).toBe('/Company/Login');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the catalogue again on the next move when its chunk failed to load', async () => {
    const load = vi
      .fn<() => Promise<readonly ScreenDef[]>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue([staffScreen]);
    const router = routerOn('/Company/Login', load);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    await router.navigate('/Company/Customer/CustomerList').catch(() => undefined);
    await router.navigate('/Company/Customer/CustomerList');
    await vi.waitFor(() => expect(matchedPath(router)).toBe('/Company/Customer/CustomerList'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
