import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../app/api-error';
import { enqueueError, errorDialogStore, showErrorDialog } from './error-dialog.store';

const apiError = (code: string, url = '/api/x') =>
  new ApiError({ code, message: '오류입니다.', url, status: 500 });

describe('error dialog handler (SPEC §8)', () => {
  afterEach(() => {
    while (errorDialogStore.getSnapshot().length > 0) errorDialogStore.dismiss();
  });

  it('opens for an answer whose code contains E and says it handled it', () => {
    expect(showErrorDialog(apiError('E0500', '/api/comm/v1.0/menu/list'))).toBe(true);
    expect(errorDialogStore.getSnapshot()).toEqual([
      { code: 'E0500', url: '/api/comm/v1.0/menu/list', message: '오류입니다.' },
    ]);
  });

  it('leaves anything else to the caller', () => {
    expect(showErrorDialog(new NetworkError('/api/x', null))).toBe(false);
    expect(showErrorDialog(new Error('x'))).toBe(false);
    expect(showErrorDialog(apiError('S0000'))).toBe(false);
    expect(errorDialogStore.getSnapshot()).toEqual([]);
  });

  it('shows errors one after another, the confirm button taking the first away', () => {
    showErrorDialog(apiError('E0403', '/api/a'));
    showErrorDialog(apiError('E0404', '/api/b'));
    errorDialogStore.dismiss();
    expect(errorDialogStore.getSnapshot().map((e) => e.code)).toEqual(['E0404']);
  });

  it('does not queue the same error twice while it waits', () => {
    const entry = { code: 'E0500', url: '/api/a', message: 'm' };
    expect(enqueueError(enqueueError([], entry), { ...entry })).toHaveLength(1);
    expect(enqueueError([entry], { ...entry, url: '/api/b' })).toHaveLength(2);
  });
});
