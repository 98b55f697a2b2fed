import { describe, expect, it } from 'vitest';
import { THEME_COLORS } from './theme-colors';
import { COLOR_SCHEMES, DEFAULT_THEME, parseThemeChoice, schemeById, themeStorageKey } from './theme-schemes';

describe('theme (SPEC §2.24, §9)', () => {
  it('offers 36 distinct colour schemes', () => {
    expect(COLOR_SCHEMES).toHaveLength(36);
    expect(new Set(COLOR_SCHEMES.map((s) => s.id)).size).toBe(36);
    expect(new Set(COLOR_SCHEMES.map((s) => s.label)).size).toBe(36);
  });

  it('uses the theme colours of the spec', () => {
    expect(THEME_COLORS).toEqual({
      primary: '#3f6ad8',
      secondary: '#444054',
      accent: '#794c8a',
      error: '#d92550',
      info: '#78C3FB',
      success: '#3ac47d',
      warning: '#f7b924',
    });
    expect(schemeById('primary', 'white').background).toBe('#3f6ad8');
  });

  it('restores to defaults that exist, part by part for unknown stored ids', () => {
    expect(schemeById(DEFAULT_THEME.header, 'x').id).toBe(DEFAULT_THEME.header);
    expect(schemeById(DEFAULT_THEME.sidebar, 'x').id).toBe(DEFAULT_THEME.sidebar);
    expect(parseThemeChoice({ header: 'night-sky', sidebar: 'nope' })).toEqual({
      header: 'night-sky',
      sidebar: DEFAULT_THEME.sidebar,
    });
    expect(parseThemeChoice('junk')).toEqual(DEFAULT_THEME);
  });

  it('is remembered per user', () => {
    expect(themeStorageKey('admin')).not.toBe(themeStorageKey('staff'));
  });
});
