import { queryKeyOf, realtimeApi } from '@erp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, useApiQuery } from '../../app/contract-client';

const INBOX = { query: { limit: 20 } };

export const notificationKeys = { inbox: queryKeyOf(realtimeApi.inbox, INBOX) };

// The socket pushes each new item; the poll is the safety net for a channel that is down
// (after its retries a receive-only socket would otherwise stay silent until the next login).
const POLL_MS = 60_000;

export const useInbox = (enabled: boolean) =>
  useApiQuery(realtimeApi.inbox, INBOX, { enabled, refetchInterval: POLL_MS, staleTime: 10_000 });

export const useMarkRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids?: number[]; all?: boolean }) => callApi(realtimeApi.read, { body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.inbox }),
  });
};
