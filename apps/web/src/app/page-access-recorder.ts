import { pageAccessApi } from '@erp/domain';
import { accessLogEntryFor } from './access-log';
import { callApi } from './contract-client';
import type { ScreenDef } from './screen.types';
import { readStoredSession } from './session-store';

/**
 * Records one access of a screen (SPEC §2.3, §7.1). Without a session the server would refuse
 * the count, so none is sent. A failure is only written to the console and never blocks the
 * navigation; the error dialog stays closed for it.
 */
export const recordPageAccess = (screen: Pick<ScreenDef, 'path' | 'name'>): void => {
  const entry = accessLogEntryFor(screen.path, screen.name);
  if (!entry || !readStoredSession()) return;
  callApi(pageAccessApi.save, { body: entry }, { selfHandled: true }).catch((error: unknown) => {
    console.warn('페이지 접속 기록 실패', {
      success: false,
      error: error instanceof Error ? error.message : String(error),
    });
  });
};
