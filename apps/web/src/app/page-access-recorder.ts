import { accessLogEntryFor } from './access-log';
import { apiPost } from './api-client';
import { FIRST_LOAD_PATHS } from './first-load-paths';
import type { ScreenDef } from './screen.types';
import { readStoredSession } from './session-store';

/**
 * Whether a navigation to `screen` is recorded. Screens open to anyone (every login page, the
 * public main page) are never recorded: before login there is no session to record it under, and
 * a session remembered in the tab from an earlier login may have ended on the server, so the call
 * came back 401 on the partner and purchase-mobile login pages. Only a screen that itself requires
 * a session, with one remembered, is counted.
 */
export const recordsPageAccess = (screen: Pick<ScreenDef, 'roles'>, hasSession: boolean): boolean =>
  screen.roles !== 'anyone' && hasSession;

/**
 * Records one access of a screen (SPEC §2.3, §7.1). A failure is only written to the console and
 * never blocks the navigation; the error dialog stays closed for it.
 */
export const recordPageAccess = (screen: Pick<ScreenDef, 'path' | 'name' | 'roles'>): void => {
  if (!recordsPageAccess(screen, readStoredSession() !== null)) return;
  const entry = accessLogEntryFor(screen.path, screen.name);
  if (!entry) return;
  apiPost(FIRST_LOAD_PATHS.pageAccessSave, entry, { selfHandled: true }).catch((error: unknown) => {
    console.warn('페이지 접속 기록 실패', {
      success: false,
      error: error instanceof Error ? error.message : String(error),
    });
  });
};
