import { type DriverPickupCollectInput, type DriverPickupFailInput, driverPickupApi } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf, NetworkError } from '../../../app/api-error';
import { callApiWithMessage } from '../../../app/contract-client';
import { toast } from '../../../shell/toast/toast';

// The driver's pickup actions, kept on the phone until the server has them: each action is queued
// (in localStorage, so a reload keeps it) with the key made when the driver acted, then sent in
// order. Without signal the queue waits and tries again every 3 s and when the browser is back
// online; the server recognises a replayed key and applies it once. A refusal (the server's
// answer) leaves the queue with its message, so it never blocks the actions behind it.

export type QueuedAction =
  | { kind: 'collect'; id: number; label: string; body: DriverPickupCollectInput }
  | { kind: 'fail'; id: number; label: string; body: DriverPickupFailInput };

const STORE = 'erp.driver-pickup.queue';
const RETRY_MS = 3_000;

const read = (): QueuedAction[] => {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORE) ?? '[]');
    return Array.isArray(parsed) ? (parsed as QueuedAction[]) : [];
  } catch {
    return [];
  }
};
const write = (queue: readonly QueuedAction[]) => localStorage.setItem(STORE, JSON.stringify(queue));

/** A key for one action, made once when the driver acts (the server's 8–64 letters and digits). */
export const newActionKey = () => crypto.randomUUID().replaceAll('-', '');

const send = (a: QueuedAction) =>
  a.kind === 'collect'
    ? callApiWithMessage(
        driverPickupApi.collect,
        { params: { id: a.id }, body: a.body },
        { selfHandled: true },
      )
    : callApiWithMessage(driverPickupApi.fail, { params: { id: a.id }, body: a.body }, { selfHandled: true });

export const usePickupQueue = () => {
  const client = useQueryClient();
  const [pending, setPending] = useState<QueuedAction[]>(read);
  const flushing = useRef(false);

  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      for (let next = read()[0]; next; next = read()[0]) {
        try {
          const { message } = await send(next);
          toast.success(`${next.label}: ${message}`);
        } catch (error) {
          if (error instanceof NetworkError) return; // no signal or no answer: later
          toast.error(`${next.label}: ${messageOf(error)}`, { duration: 8000 });
        }
        write(read().slice(1));
        setPending(read());
        await client.invalidateQueries({ queryKey: ['driver'] });
      }
    } finally {
      flushing.current = false;
      setPending(read());
    }
  }, [client]);

  useEffect(() => {
    void flush();
    const timer = window.setInterval(() => read().length > 0 && void flush(), RETRY_MS);
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', online);
    };
  }, [flush]);

  const enqueue = (action: QueuedAction) => {
    write([...read(), action]);
    setPending(read());
    void flush();
  };
  return { pending, enqueue };
};
