import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';
import { errorDialogStore } from './error-dialog.store';

// The dialog (antd Modal and Descriptions) is a chunk of its own, fetched at the first error or
// when the logged-in shell opens (issue 14 §6): a login page that never fails does not load it.
let dialogPromise: Promise<ComponentType> | null = null;
export const loadErrorDialog = (): Promise<ComponentType> => {
  dialogPromise ??= import('./error-dialog').then((m) => m.ErrorDialog);
  // A failed fetch is tried again at the next error, not remembered.
  dialogPromise.catch(() => {
    dialogPromise = null;
  });
  return dialogPromise;
};

/**
 * Mounts the error dialog once an error is queued. When its chunk cannot be fetched (the network
 * that failed the call may be the same one), the browser's own alert shows the error instead,
 * so SPEC §8's code, address and message still reach the user.
 */
export const ErrorDialogHost = () => {
  const queue = useSyncExternalStore(errorDialogStore.subscribe, errorDialogStore.getSnapshot);
  const [Dialog, setDialog] = useState<ComponentType | null>(null);
  const wanted = queue.length > 0;

  useEffect(() => {
    if (!wanted || Dialog) return;
    let cancelled = false;
    loadErrorDialog().then(
      (loaded) => {
        if (!cancelled) setDialog(() => loaded);
      },
      () => {
        if (cancelled) return;
        for (const entry of errorDialogStore.getSnapshot()) {
          window.alert(`오류 ${entry.code}\n${entry.url}\n${entry.message}`);
          errorDialogStore.dismiss();
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, Dialog]);

  return Dialog ? <Dialog /> : null;
};
