import { describe, expect, it } from 'vitest';
import { muzinWindowSize, popupWindowSize, windowFeatures } from './popup-window';

describe('popup windows (SPEC §2.22)', () => {
  const screen = { width: 1920, height: 1080 };

  it('sizes popups at screen width / 1.75 by height / 1.15', () => {
    expect(popupWindowSize(screen)).toEqual({ width: 1097, height: 939 });
  });

  it('sizes the Muzin windows at 57 % by 87 % of the screen', () => {
    expect(muzinWindowSize(screen)).toEqual({ width: 1094, height: 940 });
  });

  it('centres the window', () => {
    expect(windowFeatures({ width: 1000, height: 800 }, screen)).toBe(
      'width=1000,height=800,left=460,top=140,resizable=yes,scrollbars=yes',
    );
  });
});
