/** SPEC §4: role seo keeps the sidebar state in this cookie, on or off, for 7 days. */
export const SIDEBAR_COOKIE = 'sidebaronoff';
export const SIDEBAR_COOKIE_DAYS = 7;
/** SPEC §2.24: hovering a closed sidebar opens it only on windows wider than this. */
export const SIDEBAR_HOVER_MIN_WIDTH = 992;

export const persistsSidebarState = (role: string): boolean => role === 'seo';

/** "on" is an open sidebar, "off" a closed one. */
export const sidebarCookieValue = (open: boolean): 'on' | 'off' => (open ? 'on' : 'off');

export const sidebarCookie = (open: boolean): string =>
  `${SIDEBAR_COOKIE}=${sidebarCookieValue(open)}; max-age=${SIDEBAR_COOKIE_DAYS * 24 * 60 * 60}; path=/; samesite=lax`;

/** The stored state from document.cookie, or null when none is stored. */
export const readSidebarCookie = (cookieHeader: string): boolean | null => {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === SIDEBAR_COOKIE) {
      if (value === 'on') return true;
      if (value === 'off') return false;
    }
  }
  return null;
};

export const hoverOpensSidebar = (windowWidth: number): boolean => windowWidth > SIDEBAR_HOVER_MIN_WIDTH;

/** Opening state at first render: the Seo cookie if set, otherwise open on a wide window. */
export const initialSidebarOpen = (role: string, cookieHeader: string, windowWidth: number): boolean => {
  const stored = persistsSidebarState(role) ? readSidebarCookie(cookieHeader) : null;
  return stored ?? windowWidth > SIDEBAR_HOVER_MIN_WIDTH;
};
