import { useEffect, useRef } from 'react';

// A record saved in a popup window (a customer modified from the list, a customer registered
// from the order screen) must show in the windows that list it. Every same-origin window hears a
// BroadcastChannel message, the opener included, whoever opened whom.

const CHANNEL = 'erp-data-change';

export type DataChange = {
  entity: string;
  action: 'created' | 'updated' | 'deleted';
  key?: string;
  record?: unknown;
};

const isDataChange = (value: unknown): value is DataChange =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DataChange).entity === 'string' &&
  typeof (value as DataChange).action === 'string';

export const announceDataChange = (change: DataChange): void => {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(change);
  channel.close();
};

/** Calls `onChange` for every change of `entity` announced by any window of the app. */
export const useDataChange = (entity: string, onChange: (change: DataChange) => void): void => {
  const handler = useRef(onChange);
  handler.current = onChange;
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (isDataChange(event.data) && event.data.entity === entity) handler.current(event.data);
    };
    return () => channel.close();
  }, [entity]);
};

/** Whether this page was opened as a popup by another window of the app. */
export const isPopupWindow = (): boolean => {
  try {
    return (
      window.opener !== null &&
      window.opener !== window &&
      window.opener.location.origin === window.location.origin
    );
  } catch {
    return false;
  }
};
