import { describe, expect, it } from 'vitest';
import { linkTo, routesOfScreen, type ScreenEntry } from './screen.js';
import { SCREEN_AREAS } from './screen-catalogue.js';

describe('screen catalogue', () => {
  it('has one route per path across all areas', () => {
    const paths = Object.values(SCREEN_AREAS).flatMap((area) =>
      Object.values(area)
        .flatMap((s: ScreenEntry) => routesOfScreen(s))
        .map((s) => s.path),
    );
    expect(paths.length).toBeGreaterThan(100);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('links to a screen with its parameters encoded, and refuses a missing one', () => {
    const screen = { path: '/Company/Notice/NoticeUserView/:seq' } as const;
    expect(linkTo(screen, { seq: 3 })).toBe('/Company/Notice/NoticeUserView/3');
    expect(linkTo({ path: '/Company/PartSimpleRegistration/:name' }, { name: '와이퍼 6/0' })).toBe(
      '/Company/PartSimpleRegistration/%EC%99%80%EC%9D%B4%ED%8D%BC%206%2F0',
    );
    expect(linkTo({ path: '/Company/CustomerList' })).toBe('/Company/CustomerList');
    expect(() => linkTo(screen, { seq: '' })).toThrow(/seq/);
  });
});
