type ScreenSize = { width: number; height: number };

/** SPEC §2.22: popup windows are screen width / 1.75 by screen height / 1.15. */
export const popupWindowSize = (screen: ScreenSize): ScreenSize => ({
  width: Math.round(screen.width / 1.75),
  height: Math.round(screen.height / 1.15),
});

/** SPEC §2.22: the Muzin menu opens windows of about 57 % by 87 % of the screen. */
export const muzinWindowSize = (screen: ScreenSize): ScreenSize => ({
  width: Math.round(screen.width * 0.57),
  height: Math.round(screen.height * 0.87),
});

/** The window features string, centred on the screen. */
export const windowFeatures = (size: ScreenSize, screen: ScreenSize): string => {
  const left = Math.max(0, Math.round((screen.width - size.width) / 2));
  const top = Math.max(0, Math.round((screen.height - size.height) / 2));
  return `width=${size.width},height=${size.height},left=${left},top=${top},resizable=yes,scrollbars=yes`;
};

const screenOf = (): ScreenSize => ({ width: window.screen.width, height: window.screen.height });

export const openPopupWindow = (url: string, name = '_blank'): Window | null =>
  window.open(url, name, windowFeatures(popupWindowSize(screenOf()), screenOf()));

export const openMuzinWindow = (url: string, name: string): Window | null =>
  window.open(url, name, windowFeatures(muzinWindowSize(screenOf()), screenOf()));
