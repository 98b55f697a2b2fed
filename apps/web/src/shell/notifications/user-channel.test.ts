import { describe, expect, it } from 'vitest';
import { parseRealtimeEvent, sinceText, userChannelUrl } from './user-channel';

describe('the user channel', () => {
  it('is the server’s own host, wss behind https, keyed by the user id', () => {
    expect(userChannelUrl({ protocol: 'http:', host: 'localhost:3000' }, 'staff')).toBe(
      'ws://localhost:3000/api/realtime/v1.0/user/staff',
    );
    expect(userChannelUrl({ protocol: 'https:', host: 'erp.example.kr' }, '김 대리')).toBe(
      'wss://erp.example.kr/api/realtime/v1.0/user/%EA%B9%80%20%EB%8C%80%EB%A6%AC',
    );
  });

  it('takes notification events and ignores anything else', () => {
    const event = {
      type: 'notification',
      notification: {
        id: 1,
        kind: 'notice',
        title: '새 공지',
        body: null,
        link: null,
        createdAt: '',
        read: false,
      },
    };
    expect(parseRealtimeEvent(event)).toEqual(event);
    expect(parseRealtimeEvent({ type: 'chat', text: 'hi' })).toBeNull();
    expect(parseRealtimeEvent('hello')).toBeNull();
    expect(parseRealtimeEvent({ type: 'notification' })).toBeNull();
  });
});

describe('when a notification came', () => {
  it('says 방금 under a minute, then the SPEC §9 time difference', () => {
    const now = Date.parse('2026-11-22T09:00:00Z');
    expect(sinceText('2026-11-22T08:59:30Z', now)).toBe('방금');
    expect(sinceText('2026-11-22T08:55:00Z', now)).toBe('5분 전');
    expect(sinceText('2026-11-22T06:00:00Z', now)).toBe('3시간 전');
    expect(sinceText('2026-11-20T09:00:00Z', now)).toBe('2일 전');
  });
});
