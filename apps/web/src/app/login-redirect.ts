import { LOGIN_PORTALS } from '@erp/domain';
import type { ScreenLayout } from './screen.types';

// The outsourcing pages of each partner live under /Outsourcing/<Partner>/ (SPEC §2.21).
const PARTNER_LOGIN_BY_FOLDER: Readonly<Record<string, string>> = {
  Hr: LOGIN_PORTALS.hr.page,
  AutoReman: LOGIN_PORTALS.autoreman.page,
  TaeGyeong: LOGIN_PORTALS.taegyeong.page,
  mobis: LOGIN_PORTALS.mobis.page,
};

/**
 * Where a visitor without a session goes (SPEC §2.3): the default layouts to /Company/Login, the
 * Seo layout to the Seo login, the outsourcing layout to its partner's login, the mobile app
 * layout to the mobile login.
 */
export const loginPageFor = (layout: ScreenLayout, pathname: string): string => {
  if (layout === 'cps-pages') return LOGIN_PORTALS.seo.page;
  if (layout === 'apps')
    return pathname.startsWith('/Purchase/')
      ? LOGIN_PORTALS['purchase-mobile'].page
      : LOGIN_PORTALS.mobile.page;
  if (layout === 'osc-pages') {
    const folder = pathname.split('/')[2] ?? '';
    return PARTNER_LOGIN_BY_FOLDER[folder] ?? LOGIN_PORTALS.staff.page;
  }
  return LOGIN_PORTALS.staff.page;
};

/** The login URL that brings the user back to where they were going. */
export const loginRedirectUrl = (loginPage: string, from: string): string =>
  from && from !== '/' ? `${loginPage}?redirect=${encodeURIComponent(from)}` : loginPage;

/** Only same-site paths are followed after login, never another origin. */
export const safeRedirectTarget = (raw: string | null): string | null =>
  raw?.startsWith('/') && !raw.startsWith('//') ? raw : null;
