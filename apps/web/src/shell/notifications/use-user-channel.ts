import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { SocketState } from '../../lib/socket/reconnecting-socket';
import { connectDriverSocket } from '../../lib/socket/socket-presets';
import { toast } from '../toast/toast';
import { notificationKeys } from './notification.api';
import { parseRealtimeEvent, userChannelUrl } from './user-channel';

/**
 * Opens the user's realtime channel while a staff screen is open (SPEC §6: only admin and public
 * open it). A pushed notification refreshes the bell and the notice lists and shows a toast.
 */
export const useUserChannel = (userId: string | null, enabled: boolean): SocketState => {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SocketState>('disconnected');
  useEffect(() => {
    if (!enabled || !userId) return;
    const socket = connectDriverSocket({ userId, urlFor: (id) => userChannelUrl(window.location, id) });
    if (!socket) return;
    setState(socket.state);
    const offState = socket.onStateChange(setState);
    const off = socket.onMessage((message) => {
      const event = parseRealtimeEvent(message);
      if (!event) return;
      void queryClient.invalidateQueries({ queryKey: notificationKeys.inbox });
      if (event.notification.kind.startsWith('notice'))
        void queryClient.invalidateQueries({ queryKey: ['notice'] });
      toast.info(event.notification.title);
    });
    // After its retries the socket waits for a send that never comes on this receive-only channel;
    // coming back to the tab or the network is the moment to try again.
    const revive = () => {
      if (socket.state === 'disconnected') socket.connect();
    };
    window.addEventListener('focus', revive);
    window.addEventListener('online', revive);
    return () => {
      off();
      offState();
      window.removeEventListener('focus', revive);
      window.removeEventListener('online', revive);
      socket.close();
    };
  }, [enabled, userId, queryClient]);
  return state;
};
