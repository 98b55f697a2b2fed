import type { NotificationInbox } from '@erp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../app/api-client';

export const notificationKeys = { inbox: ['notification', 'inbox'] as const };

// The socket pushes each new item; the poll is the safety net for a channel that is down
// (after its retries a receive-only socket would otherwise stay silent until the next login).
const POLL_MS = 60_000;

export const useInbox = (enabled: boolean) =>
  useQuery({
    queryKey: notificationKeys.inbox,
    queryFn: () => apiGet<NotificationInbox>('/api/comm/v1.0/notification/list?limit=20'),
    enabled,
    refetchInterval: POLL_MS,
    staleTime: 10_000,
  });

export const useMarkRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids?: number[]; all?: boolean }) =>
      apiPost<{ unread: number }>('/api/comm/v1.0/notification/read', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.inbox }),
  });
};
