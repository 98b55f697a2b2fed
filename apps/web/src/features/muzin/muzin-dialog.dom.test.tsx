import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MuzinMenuDialog } from '../../shell/popup/muzin-menu-dialog';

// SPEC §2.22: each button of the Muzin menu opens its window at 57 % by 87 % of the screen.
describe('Muzin menu dialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens the built windows at 57 % × 87 % of the screen and closes itself', () => {
    vi.spyOn(window.screen, 'width', 'get').mockReturnValue(1920);
    vi.spyOn(window.screen, 'height', 'get').mockReturnValue(1080);
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const onClose = vi.fn();
    render(<MuzinMenuDialog open onClose={onClose} />);
    const targets = [
      ['무진 공용 정보', '/Muzin/Public/MuzinPublicInfoList', 'muzin-public'],
      ['무진 개인 정보', '/Muzin/Individual/MuzinIndividualInfoList', 'muzin-individual'],
      ['클립보드', '/Clipboard/ClipboardCopy', 'muzin-clipboard'],
    ] as const;
    for (const [label, url, name] of targets) {
      fireEvent.click(screen.getByRole('button', { name: new RegExp(label) }));
      expect(opened).toHaveBeenLastCalledWith(url, name, expect.stringContaining('width=1094,height=940'));
    }
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
