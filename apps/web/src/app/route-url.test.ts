import { describe, expect, it } from 'vitest';
import { routeUrlOfArrival } from './route-url';

const arrival = (roles: 'anyone' | readonly string[], navigation = 'idle') => ({
  navigation: { state: navigation },
  location: { pathname: '/Home', search: '?tab=1' },
  matches: [{ route: {} }, { route: { handle: { screen: { roles } } } }],
});

describe('routeUrlOfArrival', () => {
  it('remembers a screen behind the login with its query once the move is over', () => {
    expect(routeUrlOfArrival(arrival(['admin']), true)).toBe('/Home?tab=1');
  });

  it('remembers nothing while the move is loading, for a public page, or without a session', () => {
    expect(routeUrlOfArrival(arrival(['admin'], 'loading'), true)).toBeNull();
    expect(routeUrlOfArrival(arrival('anyone'), true)).toBeNull();
    expect(routeUrlOfArrival(arrival(['admin']), false)).toBeNull();
    expect(routeUrlOfArrival({ ...arrival(['admin']), matches: [{ route: {} }] }, true)).toBeNull();
  });
});
