import { z } from 'zod';
import { defineContracts, SOCKET_RESPONSE, STAFF_ONLY } from '../contract/contract.js';
import { notificationInboxSchema, notificationReadSchema } from '../notice/notice.schema.js';

// The ERP user channel (SPEC §7.9) and the header bell's inbox.

const unreadSchema = z.object({ unread: z.number().int() });

export const realtimeApi = defineContracts({
  /** A WebSocket keyed by the caller's own login id; it carries RealtimeEvent messages. */
  channel: {
    method: 'GET',
    path: '/api/realtime/v1.0/user/:userId',
    summary: '사용자 실시간 채널 (WebSocket)',
    access: STAFF_ONLY,
    params: z.object({ userId: z.string().min(1).max(50).meta({ title: '사용자 ID' }) }),
    response: SOCKET_RESPONSE,
  },
  inbox: {
    method: 'GET',
    path: '/api/comm/v1.0/notification/list',
    summary: '내 알림',
    access: STAFF_ONLY,
    query: z.object({
      limit: z.coerce.number().int().min(1).max(100).default(20).meta({ title: '개수' }),
    }),
    response: notificationInboxSchema,
  },
  unread: {
    method: 'GET',
    path: '/api/comm/v1.0/notification/unread',
    summary: '안 읽은 알림 수',
    access: STAFF_ONLY,
    response: unreadSchema,
  },
  read: {
    method: 'POST',
    path: '/api/comm/v1.0/notification/read',
    summary: '알림 읽음 처리',
    access: STAFF_ONLY,
    body: notificationReadSchema,
    response: unreadSchema,
  },
});
