import { formatTimeDiff, type RealtimeEvent, realtimeApi, urlOf } from '@erp/domain';

/** The ERP user channel's address on the server that served the page (SPEC §7.9). */
export const userChannelUrl = (location: Pick<Location, 'protocol' | 'host'>, userId: string): string =>
  `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${urlOf(realtimeApi.channel, { params: { userId } })}`;

/** A pushed message, or null when it is not one this client knows (it is then ignored). */
export const parseRealtimeEvent = (message: unknown): RealtimeEvent | null => {
  if (typeof message !== 'object' || message === null) return null;
  const event = message as Partial<RealtimeEvent>;
  if (event.type !== 'notification' || typeof event.notification?.title !== 'string') return null;
  return event as RealtimeEvent;
};

/** '방금' under a minute, else SPEC §9's time difference ('5분 전', '3시간 전', '2일 전'). */
export const sinceText = (iso: string, now: number): string =>
  now - new Date(iso).getTime() < 60_000 ? '방금' : `${formatTimeDiff(new Date(iso), now)} 전`;
